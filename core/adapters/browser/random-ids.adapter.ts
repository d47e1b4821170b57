import type { IdsPort } from '../../ports';

type RandomSource = Pick<Crypto, 'getRandomValues'>;

const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';
const BASE36_LIMIT = 252;

const hex = (bytes: Uint8Array): string => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

function randomBase36(random: RandomSource, length: number): string {
  let result = '';
  while (result.length < length) {
    const bytes = random.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < BASE36_LIMIT && result.length < length) result += BASE36[byte % 36];
    }
  }
  return result;
}

function randomUuid(random: RandomSource): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const digits = hex(bytes);
  return `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}-${digits.slice(20)}`;
}

/**
 * An {@link IdsPort} backed by a cryptographic random source: temp ids are `temp_` and
 * 32 random hex digits; guest ids are `guest_{timestamp}_{9 random base-36 characters}`;
 * the session id is a random UUID drawn once per port, so it stays the same for the whole visit.
 *
 * @param random the source of random bytes; defaults to the global `crypto`.
 */
export function createRandomIdsPort(random: RandomSource = crypto): IdsPort {
  let sessionId: string | null = null;
  return {
    tempId: () => `temp_${hex(random.getRandomValues(new Uint8Array(16)))}`,
    guestId: (timestamp) => `guest_${Math.floor(timestamp)}_${randomBase36(random, 9)}`,
    sessionId: () => (sessionId ??= randomUuid(random)),
  };
}
