import { readCompanies, type CompanyEntry } from './companies';
import { forgetAllCompanies, forgetCompany } from './company-registry';
import { AuthSession, readStoredUser, userStorageKey } from './session';

/**
 * Ends one company's session alone: its refresh token revoked (best effort) and forgotten in
 * this tab, without the provider's sign-out (the user's other companies stay signed in).
 */
export async function endSession(session: AuthSession): Promise<void> {
  if (readStoredUser(window.sessionStorage, userStorageKey(session.settings, session.slot))?.refresh_token) {
    const manager = await session.manager().catch(() => null);
    await manager?.revokeTokens(['refresh_token']).catch(() => undefined);
  }
  session.expire();
}

/** Another company's session of this tab (its own stored user, lock and channel). */
export function sessionOf(like: AuthSession, key: string): AuthSession {
  return new AuthSession(like.settings, undefined, key);
}

/**
 * Signs out of every company of the tab: each one's refresh token revoked and forgotten,
 * then `current`'s sign-out at the provider (which ends the provider's own session).
 */
export async function signOutEverywhere(current: AuthSession): Promise<void> {
  current.signingOut = true;
  await Promise.all(
    readCompanies()
      .filter((c) => c.key !== current.slot)
      .map(async (c) => {
        const other = sessionOf(current, c.key);
        await endSession(other);
        other.dispose();
      }),
  );
  forgetAllCompanies();
  await current.signOut();
}

/**
 * Signs out of `current`'s company alone: the others stay signed in, and the one to show
 * next is returned. The tab's only company is a sign-out of everything.
 */
export async function signOutOfCompany(current: AuthSession): Promise<CompanyEntry | null> {
  const others = readCompanies().filter((c) => c.key !== current.slot);
  if (!others.length) {
    await signOutEverywhere(current);
    return null;
  }
  current.signingOut = true;
  await endSession(current);
  forgetCompany(current.slot);
  return others[0] ?? null;
}
