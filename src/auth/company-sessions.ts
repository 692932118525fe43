import { forgetCompanyStores, forgetEveryStore } from '../lib/company-store-sweep';
import { readCompanies, type CompanyEntry } from './companies';
import { forgetAllCompanies, forgetCompany } from './company-registry';
import { AuthSession, readStoredUser, userStorageKey } from './session';

/** One company's session alone: its refresh token revoked and forgotten, without the provider's sign-out. */
export async function endSession(session: AuthSession): Promise<void> {
  if (readStoredUser(window.sessionStorage, userStorageKey(session.settings, session.slot))?.refresh_token) {
    const manager = await session.manager().catch(() => null);
    await manager?.revokeTokens(['refresh_token']).catch(() => undefined);
  }
  session.expire();
}

export function sessionOf(like: AuthSession, key: string): AuthSession {
  return new AuthSession(like.settings, undefined, key);
}

/** Every company's refresh token revoked, then `current`'s sign-out at the provider, which ends its own session. */
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
  // What this tab's own session needs for the provider's sign-out stays until it is done.
  const own = userStorageKey(current.settings, current.slot);
  forgetEveryStore((key) => key === own);
  await current.signOut();
}

/** The others stay signed in; the tab's only company is a sign-out of everything. */
export async function signOutOfCompany(current: AuthSession): Promise<CompanyEntry | null> {
  const others = readCompanies().filter((c) => c.key !== current.slot);
  if (!others.length) {
    await signOutEverywhere(current);
    return null;
  }
  current.signingOut = true;
  await endSession(current);
  forgetCompany(current.slot);
  forgetCompanyStores(current.slot);
  // A request of this page answered meanwhile writes the company's request budget as the page goes: taken again then.
  const slot = current.slot;
  window.addEventListener('pagehide', () => forgetCompanyStores(slot), { once: true });
  return others[0] ?? null;
}
