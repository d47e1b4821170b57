import type {
  AnalyticsIdentity,
  AnalyticsPort,
  AnalyticsTrack,
  ErrorReport,
  ErrorReportingPort,
  ReplayEntry,
} from '../../core/ports';

/** Analytics and error reporting that keep what they were given, for tests to read. */
export class RecordingMonitoring {
  readonly identities: (AnalyticsIdentity | null)[] = [];
  readonly tracks: AnalyticsTrack[] = [];
  readonly reports: ErrorReport[] = [];
  readonly replays: (readonly ReplayEntry[])[] = [];

  readonly analytics: AnalyticsPort = {
    identify: (identity) => void this.identities.push(identity),
    track: (event) => void this.tracks.push(event),
  };

  readonly errors: ErrorReportingPort = {
    report: (report) => void this.reports.push(report),
    replay: (entries) => void this.replays.push(entries),
  };
}
