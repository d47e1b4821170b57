import type { IdsPort } from '../../core/ports';

/** Predictable ids: temp_1, temp_2 ...; guest_{timestamp}_{9 base-36 digits from a counter}; visit_1 ... */
export class SequentialIds implements IdsPort {
  private temp = 0;
  private guest = 0;
  private visit = 0;

  tempId(): string {
    return `temp_${++this.temp}`;
  }

  guestId(timestamp: number): string {
    return `guest_${timestamp}_${(++this.guest).toString(36).padStart(9, '0')}`;
  }

  sessionId(): string {
    return `visit_${++this.visit}`;
  }
}
