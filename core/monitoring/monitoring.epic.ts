import { merge } from 'rxjs';
import type { CoreEpic } from '../epic';
import { analyticsEpic } from '../analytics/analytics.epic';
import { errorReportingEpic } from './error-reporting.epic';

/** Analytics and error reporting, loaded as one chunk at startup, off the first screen's path. */
export const monitoringEpic: CoreEpic = (event$, state$, deps) =>
  merge(analyticsEpic(event$, state$, deps), errorReportingEpic(event$, state$, deps));
