import { randomBytes } from 'node:crypto';

const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

interface Grant {
  readonly customerId: string;
  expiresAt: number;
  /** The other token of the pair it was issued in (an access token's refresh token, and back). */
  readonly pair: string;
}

/** What a login or a refresh answers. */
export interface TokenPair {
  readonly access_token: string;
  readonly refresh_token: string;
  readonly expires_in: number;
}

function opaqueToken(prefix: string): string {
  return `${prefix}_${randomBytes(32).toString('base64url')}`;
}

/** Opaque access and refresh tokens held in memory; refresh tokens rotate on use. */
export class TokenService {
  private readonly access = new Map<string, Grant>();
  private readonly refresh = new Map<string, Grant>();

  constructor(private readonly now: () => number) {}

  /** A fresh pair for `customerId`. */
  issue(customerId: string): TokenPair {
    const now = this.now();
    const accessToken = opaqueToken('at');
    const refreshToken = opaqueToken('rt');
    this.access.set(accessToken, { customerId, expiresAt: now + ACCESS_TOKEN_TTL_SECONDS * 1000, pair: refreshToken });
    this.refresh.set(refreshToken, {
      customerId,
      expiresAt: now + REFRESH_TOKEN_TTL_SECONDS * 1000,
      pair: accessToken,
    });
    return { access_token: accessToken, refresh_token: refreshToken, expires_in: ACCESS_TOKEN_TTL_SECONDS };
  }

  /** The customer an access token belongs to, or null when it is unknown or expired. */
  customerFor(accessToken: string | null): string | null {
    if (!accessToken) return null;
    const grant = this.access.get(accessToken);
    if (!grant) return null;
    if (this.now() >= grant.expiresAt) {
      this.access.delete(accessToken);
      return null;
    }
    return grant.customerId;
  }

  /** Trades a refresh token for a new pair, invalidating it; null when it is unknown or expired. */
  rotate(refreshToken: string): TokenPair | null {
    const grant = this.refresh.get(refreshToken);
    this.refresh.delete(refreshToken);
    if (!grant || this.now() >= grant.expiresAt) return null;
    return this.issue(grant.customerId);
  }

  /** Logout: the access token and the refresh token issued with it stop working; answers whether it was known. */
  revoke(accessToken: string | null): boolean {
    const grant = accessToken ? this.access.get(accessToken) : undefined;
    if (!accessToken || !grant) return false;
    this.access.delete(accessToken);
    this.refresh.delete(grant.pair);
    return true;
  }

  /** Marks one access token, or every one, as expired; answers how many were live. */
  expire(accessToken?: string): number {
    const now = this.now();
    const targets = accessToken === undefined ? [...this.access.values()] : [this.access.get(accessToken)];
    let expired = 0;
    for (const grant of targets) {
      if (!grant || grant.expiresAt <= now) continue;
      grant.expiresAt = now;
      expired += 1;
    }
    return expired;
  }

  reset(): void {
    this.access.clear();
    this.refresh.clear();
  }
}
