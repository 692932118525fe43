import { isCompanyKey, SEPARATOR, storeCompany } from './company-store';

/**
 * What a sign-out removes of what the browser keeps. Outside the one rule of
 * company-store.ts stand only the tab's sign-in bookkeeping (TAB_KEYS), removed by a
 * sign-out of every company, and the user's preferences (PREFERENCE_KEYS), which stay.
 */

/** The user's preferences: kept after every sign-out. */
export const PREFERENCE_KEYS: readonly RegExp[] = [/^mantine-color-scheme-value$/, /^lista\.filtros-ocultos:/];

/** The tab's sign-in: the companies signed in to, the sessions (slotted by company) and the provider's states. */
export const TAB_KEYS: readonly RegExp[] = [
  /^contratos-empresas$/,
  // The browser's last sign-out of every company (src/auth/sign-out-mark.ts), written after the sweep.
  /^contratos-saida$/,
  // Each company signed out of on its own, for the browser's other tabs (the same module).
  /^contratos-saida-empresas$/,
  /^contratos-empresa-atual$/,
  /^contratos-auth\./,
  /^oidc\./,
  // The request budget of a page of no company (the sign-in's own reads).
  /^api-rate-budget:[^@]*$/,
];

/** Keys of the kinds the rule scopes, found without a company: removed with the tab's keys. */
const LEGACY_KEYS: readonly RegExp[] = [
  /^conciliacao\./,
  /^captura\./,
  /^painel\./,
  /^contratos\.em-reajuste$/,
  /\.rascunho(:|$)/,
];

/** The company whose key this is, or null: a key outside the rule. */
export function companyOfStoreKey(key: string): string | null {
  const at = key.lastIndexOf(SEPARATOR);
  if (at <= 0) return null;
  try {
    const company = decodeURIComponent(key.slice(at + 1));
    return isCompanyKey(company) ? company : null;
  } catch {
    return null;
  }
}

/** The companies (other than the page's) that keep `name` in localStorage. */
export function companiesKeeping(name: string): string[] {
  try {
    return keysOf(window.localStorage)
      .filter((k) => k.startsWith(`${name}${SEPARATOR}`))
      .map(companyOfStoreKey)
      .filter((c): c is string => c !== null && c !== storeCompany());
  } catch {
    return [];
  }
}

function keysOf(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}

const BOTH = [() => window.localStorage, () => window.sessionStorage];

function removeWhere(keep: (key: string) => boolean, storages = BOTH): void {
  for (const storage of storages) {
    try {
      const s = storage();
      for (const key of keysOf(s)) if (!keep(key)) s.removeItem(key);
    } catch {
      // Blocked storage kept nothing.
    }
  }
}

/** Signing out of one company: every key of that company goes, in both storages. */
export function forgetCompanyStores(company: string): void {
  removeWhere((key) => companyOfStoreKey(key) !== company);
}

/**
 * Signing out of every company: every key the app wrote goes but the preferences and
 * what `keep` names (the sign-out's own session, which the provider's sign-out still reads).
 * Keys of others on the same origin stay.
 */
export function forgetEveryStore(keep: (key: string) => boolean = () => false): void {
  removeWhere((key) => {
    const kind = storeKeyKind(key);
    return kind === 'preference' || (kind === 'outside' && !LEGACY_KEYS.some((p) => p.test(key))) || keep(key);
  });
}

/** Where a key stands under the rule: the test of every key the app writes reads this. */
export function storeKeyKind(key: string): 'company' | 'tab' | 'preference' | 'outside' {
  if (PREFERENCE_KEYS.some((p) => p.test(key))) return 'preference';
  if (TAB_KEYS.some((p) => p.test(key))) return 'tab';
  return companyOfStoreKey(key) === null ? 'outside' : 'company';
}

/** Another tab signed out of every company: this tab's keys go; localStorage is the next sign-in's. */
export function forgetTabStores(): void {
  removeWhere((key) => !['tab', 'company'].includes(storeKeyKind(key)), [() => window.sessionStorage]);
}
