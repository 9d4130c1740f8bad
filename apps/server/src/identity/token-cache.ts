import type { VerifiedToken } from './types.js';

/**
 * Verified access tokens, remembered briefly so an API call does not look its token and grant up
 * again each time. The user, their company and the token's grant are still read on every call
 * (access/plugin.ts findActor), so a locked or paused user, and a session that ended (sign-out,
 * revoked grant, password reset, sign out everywhere), are refused at once on every instance
 * (issue 18, lifecycle/cluster.test.ts). What the cache can hold on to: an access token revoked on
 * its own (the revocation endpoint keeps the grant of an access token) stays accepted for at most
 * the TTL by an instance that remembered it.
 */
export class TokenCache {
  private readonly entries = new Map<string, { result: VerifiedToken; grantID: string; until: number }>();

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 20_000,
  ) {}

  get(token: string): VerifiedToken | undefined {
    const hit = this.entries.get(token);
    if (!hit) return undefined;
    if (hit.until < Date.now() || (hit.result.expiresAt && hit.result.expiresAt * 1000 < Date.now())) {
      this.entries.delete(token);
      return undefined;
    }
    return hit.result;
  }

  set(token: string, result: VerifiedToken, grantID: string): void {
    if (this.entries.size >= this.maxEntries) {
      // Maps keep insertion order: drop the oldest tenth.
      let n = Math.ceil(this.maxEntries / 10);
      for (const key of this.entries.keys()) {
        this.entries.delete(key);
        if (--n === 0) break;
      }
    }
    this.entries.set(token, { result, grantID, until: Date.now() + this.ttlMs });
  }

  forgetUser(userID: string): void {
    for (const [token, hit] of this.entries) if (hit.result.userID === userID) this.entries.delete(token);
  }

  forgetGrant(grantID: string): void {
    for (const [token, hit] of this.entries) if (hit.grantID === grantID) this.entries.delete(token);
  }
}
