import { randomInt, timingSafeEqual } from 'node:crypto';

const OTP_TTL_SECONDS = 300;
const OTP_MAX_SENDS = 5;
const OTP_SEND_WINDOW_MS = 10 * 60 * 1000;
const OTP_MAX_ATTEMPTS = 5;
/** Past this many numbers, those whose send window and code have both run out are forgotten. */
export const MAX_TRACKED_NUMBERS = 10_000;

interface PendingOtp {
  readonly code: string;
  readonly sentAt: number;
  readonly expiresAt: number;
  attempts: number;
  used: boolean;
}

/** The last code sent to a number, as the control API reports it. */
export interface SentOtp {
  readonly otp: string;
  readonly sentAt: number;
  readonly expiresAt: number;
}

export type SendOtpResult =
  | { readonly ok: true; readonly otp: string; readonly expiresIn: number }
  | { readonly ok: false; readonly retryAfterSeconds: number };

export type VerifyOtpResult = 'ok' | 'missing' | 'expired' | 'incorrect' | 'locked';

/** A code of six digits: `LOCAL_OTP` when it is one, otherwise random. */
function nextCode(log: (message: string) => void): string {
  const fixed = process.env['LOCAL_OTP'];
  if (fixed !== undefined && fixed !== '') {
    if (/^\d{6}$/.test(fixed)) return fixed;
    log(`LOCAL_OTP is ignored: it must be exactly 6 digits`);
  }
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function sameCode(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * One-time codes per phone number: a new send replaces the pending code, sends are limited per
 * window, a code lives {@link OTP_TTL_SECONDS} and dies after {@link OTP_MAX_ATTEMPTS} wrong tries.
 */
export class OtpService {
  private readonly pending = new Map<string, PendingOtp>();
  private readonly sends = new Map<string, number[]>();

  constructor(
    private readonly now: () => number,
    private readonly log: (message: string) => void,
  ) {}

  /** Issues a code for `key`, unless the number has used up its sends for the window. */
  send(key: string): SendOtpResult {
    const now = this.now();
    const recent = (this.sends.get(key) ?? []).filter((at) => at > now - OTP_SEND_WINDOW_MS && at <= now);
    if (recent.length >= OTP_MAX_SENDS) {
      const oldest = Math.min(...recent);
      this.sends.set(key, recent);
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + OTP_SEND_WINDOW_MS - now) / 1000)) };
    }
    recent.push(now);
    this.sends.set(key, recent);
    if (this.sends.size > MAX_TRACKED_NUMBERS) this.forgetSpent(now);
    const code = nextCode(this.log);
    this.pending.set(key, { code, sentAt: now, expiresAt: now + OTP_TTL_SECONDS * 1000, attempts: 0, used: false });
    return { ok: true, otp: code, expiresIn: OTP_TTL_SECONDS };
  }

  /** How many numbers are remembered. */
  get tracked(): number {
    return this.sends.size;
  }

  private forgetSpent(now: number): void {
    for (const [key, times] of this.sends) {
      const pending = this.pending.get(key);
      if (times.some((at) => at > now - OTP_SEND_WINDOW_MS) || (pending && pending.expiresAt > now)) continue;
      this.sends.delete(key);
      this.pending.delete(key);
    }
  }

  /** Checks a code; a correct one is consumed, a wrong one counts against the attempts. */
  verify(key: string, code: string): VerifyOtpResult {
    const entry = this.pending.get(key);
    if (!entry || entry.used) return 'missing';
    if (entry.attempts >= OTP_MAX_ATTEMPTS) return 'locked';
    if (this.now() > entry.expiresAt) return 'expired';
    if (!sameCode(entry.code, code)) {
      entry.attempts += 1;
      return 'incorrect';
    }
    entry.used = true;
    return 'ok';
  }

  /** The last code sent to `key`, used or not. */
  last(key: string): SentOtp | null {
    const entry = this.pending.get(key);
    return entry ? { otp: entry.code, sentAt: entry.sentAt, expiresAt: entry.expiresAt } : null;
  }

  reset(): void {
    this.pending.clear();
    this.sends.clear();
  }
}
