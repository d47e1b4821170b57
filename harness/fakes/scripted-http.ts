import { Observable } from 'rxjs';
import type { HttpPort, HttpRequest, HttpResponse } from '../../core/ports';
import type { VirtualClock } from './virtual-clock';

/** A request the core made, waiting for the test to answer it. */
export interface PendingRequest {
  readonly seq: number;
  readonly request: HttpRequest;
  /** Set when the core gave up on it (for example a newer search replaced it). */
  readonly cancelled: boolean;
  readonly answered: boolean;
  /** Answers after `latencyMs` of virtual time. */
  respond(response: HttpResponse, latencyMs?: number): void;
}

/** Answers requests automatically; returning undefined leaves a request pending. */
export type AutoResponder = (request: HttpRequest) => HttpResponse | undefined;

/** HTTP whose answers the test gives, on virtual time. Every request is kept in order. */
export class ScriptedHttp implements HttpPort {
  private readonly unclaimed: PendingRequest[] = [];
  private readonly made: PendingRequest[] = [];
  private seq = 0;

  constructor(
    private readonly clock: VirtualClock,
    private readonly autoRespond?: AutoResponder,
  ) {}

  request(request: HttpRequest): Observable<HttpResponse> {
    return new Observable<HttpResponse>((subscriber) => {
      let cancelled = false;
      let answered = false;
      let delivered = false;
      const clock = this.clock;
      const pending: PendingRequest = {
        seq: ++this.seq,
        request,
        get cancelled() {
          return cancelled;
        },
        get answered() {
          return answered;
        },
        respond(response, latencyMs = 0) {
          if (answered) throw new Error(`request ${request.method} ${request.url} was answered already`);
          answered = true;
          clock.scheduler.schedule(() => {
            if (cancelled) return;
            delivered = true;
            subscriber.next(response);
            subscriber.complete();
          }, latencyMs);
        },
      };
      this.made.push(pending);
      const automatic = this.autoRespond?.(request);
      if (automatic) pending.respond(automatic);
      else this.unclaimed.push(pending);
      return () => {
        if (!delivered) cancelled = true;
      };
    });
  }

  /** The oldest request no step has claimed yet. */
  claimNext(): PendingRequest | undefined {
    return this.unclaimed.shift();
  }

  /** Requests no step has claimed. */
  unclaimedRequests(): readonly PendingRequest[] {
    return this.unclaimed;
  }

  /** Every request made, in order. */
  requests(): readonly HttpRequest[] {
    return this.made.map((pending) => pending.request);
  }
}
