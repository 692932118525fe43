import { forgetCompanyStores, forgetEveryStore, forgetTabStores } from '../lib/company-store-sweep';
import { appPathOf, readCompanies, splitCompanyPath, type CompanyEntry } from './companies';
import { forgetAllCompanies, forgetCompany, sectionOf } from './company-registry';
import { AuthSession, readStoredUser, SIGN_OUT_KEY, userStorageKey } from './session';
import { markCompanySignOut, noteCompanySignIn } from './company-sign-out-mark';
import { leaveWhenOnline, oweRevocation } from './owed-revocations';
import { companiesLeftElsewhere, markSignOut } from './sign-out-mark';

/**
 * One company's session alone: its refresh token revoked and forgotten, without the provider's
 * sign-out. Offline, the token is held in memory and revoked once the connection is back.
 */
export async function endSession(session: AuthSession): Promise<void> {
  const token = readStoredUser(window.sessionStorage, userStorageKey(session.settings, session.slot))?.refresh_token;
  if (token && !(await revoked(session, token)) && !navigator.onLine) oweRevocation(() => revoked(session, token));
  session.expire();
}

/** False when the provider or the sign-in's code could not be reached. */
async function revoked(session: AuthSession, token: string): Promise<boolean> {
  try {
    const [manager, { revokeRefreshToken }] = await Promise.all([session.manager(), session.protocol()]);
    await revokeRefreshToken(manager, token);
    return true;
  } catch {
    return false;
  }
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
  markSignOut();
  await current.signOut();
}

/** Another tab signed out of every company: each of this tab's sessions is revoked and forgotten, with its keys, and the page says why. */
export async function leaveTab(current: AuthSession): Promise<void> {
  const slots = new Set([current.slot, ...readCompanies().map((c) => c.key)]);
  await Promise.all(
    [...slots].map(async (slot) => {
      const session = slot === current.slot ? current : sessionOf(current, slot);
      await endSession(session);
      if (session !== current) session.dispose();
    }),
  );
  forgetTabStores();
  window.sessionStorage.setItem(SIGN_OUT_KEY, 'elsewhere');
  leaveWhenOnline(current.navigate, current.settings.post_logout_redirect_uri);
}

/** The page's company left in another tab, `{ name, section }`: the sign-out page names it and opens the others there. */
export const LEFT_COMPANY_KEY = 'contratos-auth.empresa-encerrada';

/**
 * Companies signed out of in another tab: this tab's sessions of them are revoked and
 * forgotten, with their keys. When the page's company is one of them, the sign-out page
 * says so and offers the tab's other companies.
 */
export async function leaveCompanies(current: AuthSession, companies: readonly string[]): Promise<void> {
  const left = companiesLeftElsewhere(companies);
  // Done once, though the other tab's writes are heard again meanwhile.
  left.forEach(noteCompanySignIn);
  const name = readCompanies().find((c) => c.key === current.slot)?.name;
  await Promise.all(
    left.map(async (key) => {
      const session = key === current.slot ? current : sessionOf(current, key);
      await endSession(session);
      if (session !== current) session.dispose();
      forgetCompany(key);
      forgetCompanyStores(key);
    }),
  );
  if (!left.includes(current.slot)) return;
  window.sessionStorage.setItem(SIGN_OUT_KEY, 'elsewhere');
  const rest = splitCompanyPath(appPathOf(window.location.pathname, import.meta.env.BASE_URL))?.rest ?? '/';
  window.sessionStorage.setItem(LEFT_COMPANY_KEY, JSON.stringify({ name: name ?? '', section: sectionOf(rest) }));
  leaveWhenOnline(current.navigate, current.settings.post_logout_redirect_uri);
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
  // The browser's other tabs end their sessions of it too.
  markCompanySignOut(current.slot);
  // A request of this page answered meanwhile writes the company's request budget as the page goes: taken again then.
  const slot = current.slot;
  window.addEventListener('pagehide', () => forgetCompanyStores(slot), { once: true });
  return others[0] ?? null;
}
