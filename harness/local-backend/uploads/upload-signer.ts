import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Signs upload URLs with a secret that lives as long as the process. */
export class UploadSigner {
  constructor(private readonly secret: Buffer = randomBytes(32)) {}

  /** The signature of a PUT of `key` allowed until `expires` (epoch seconds). */
  sign(key: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`PUT\n${key}\n${expires}`).digest('base64url');
  }

  /** Whether `signature` was made by {@link sign} for this key and expiry. */
  verify(key: string, expires: number, signature: string): boolean {
    const expected = Buffer.from(this.sign(key, expires));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
