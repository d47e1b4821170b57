import { badRequest } from '../http/http-error';
import { Fields } from '../http/validate';

/** A fault to inject: the next matching requests fail with `status` (and `body`) or stall for `delayMs` first. */
export interface Fault {
  readonly method: string | null;
  /** An exact path, or a prefix ending in `*`. */
  readonly path: string;
  readonly status: number | null;
  readonly body: unknown;
  /** How many requests it applies to; null for every one until cleared. */
  remaining: number | null;
  readonly delayMs: number;
}

/** Faults injected through `POST /__local/faults`, matched in the order they were added. */
export class FaultTable {
  private faults: Fault[] = [];

  /** Parses a fault from a control request body, answering 400 on a bad one. */
  add(body: unknown): Fault {
    const fields = new Fields(body);
    const path = fields.string('path', { maxLength: 500 });
    if (!path.startsWith('/')) throw badRequest('path must start with /');
    const status = fields.optionalInteger('status', { min: 100, max: 599 }) ?? null;
    const delayMs = fields.optionalInteger('delayMs', { min: 0, max: 120_000 }) ?? 0;
    if (status === null && delayMs === 0) throw badRequest('a fault needs a status, a delayMs, or both');
    const fault: Fault = {
      method: fields.optionalString('method')?.toUpperCase() ?? null,
      path,
      status,
      body:
        fields.raw('body') ??
        (status === null ? null : { type: 'unexpected_state', message: `Injected fault ${status}` }),
      remaining: fields.optionalInteger('times', { min: 1, max: 10_000 }) ?? null,
      delayMs,
    };
    this.faults.push(fault);
    return fault;
  }

  /** The fault that applies to this request, consuming one of its uses. */
  take(method: string, pathname: string): Fault | null {
    const fault = this.faults.find(
      (candidate) =>
        (candidate.method === null || candidate.method === method) &&
        (candidate.path.endsWith('*') ? pathname.startsWith(candidate.path.slice(0, -1)) : candidate.path === pathname),
    );
    if (!fault) return null;
    if (fault.remaining !== null && --fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return fault;
  }

  list(): readonly Fault[] {
    return this.faults;
  }

  clear(): void {
    this.faults = [];
  }
}
