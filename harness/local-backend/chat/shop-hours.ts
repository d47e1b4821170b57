/** The time zone the store keeps its hours in. */
const SHOP_TIME_ZONE = 'Asia/Kolkata';
/** Live agents answer from this hour (inclusive) ... */
const AGENTS_FROM_HOUR = 10;
/** ... until this hour (exclusive), India time. */
const AGENTS_UNTIL_HOUR = 20;

const clockFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Minutes since midnight in India at `epochMs`. */
export function indiaMinutesOfDay(epochMs: number): number {
  const parts = clockFormat.formatToParts(new Date(epochMs));
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((part) => part.type === 'minute')?.value ?? 0);
  return (hour % 24) * 60 + minute;
}

/** Whether live agents are on duty (10:00-20:00 India time) at `epochMs`. */
export function agentsAreLive(epochMs: number): boolean {
  const minutes = indiaMinutesOfDay(epochMs);
  return minutes >= AGENTS_FROM_HOUR * 60 && minutes < AGENTS_UNTIL_HOUR * 60;
}

/** The part of the day in India at `epochMs`, for greetings. */
export function partOfDay(epochMs: number): 'morning' | 'afternoon' | 'evening' {
  const hour = Math.floor(indiaMinutesOfDay(epochMs) / 60);
  if (hour >= 4 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  return 'evening';
}
