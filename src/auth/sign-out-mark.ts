import { jsonObject } from '../lib/json-object';

/**
 * A sign-out in one tab reaches the browser's other tabs (decision 0004). Of every company:
 * the mark in localStorage changes, and a tab whose sessions began under another mark ends
 * them. Of one company: its time in the companies' marks changes, and a tab whose session
 * of that company began before ends that one.
 */
export const SIGN_OUT_MARK = 'contratos-saida';
/** Each company signed out of on its own, with when: `{ "<company>": <ms> }`. */
export const COMPANY_SIGN_OUT_MARK = 'contratos-saida-empresas';
/** The marks this tab signed in under. */
const TAB_MARK = 'contratos-auth.saida-vista';
export const TAB_COMPANY_MARK = 'contratos-auth.saidas-vistas';

/** Reads `key` ('' when absent), or writes `value`; blocked storage marks nothing. */
export function at(storage: 'localStorage' | 'sessionStorage', key: string, value?: string): string {
  try {
    if (value === undefined) return window[storage].getItem(key) ?? '';
    window[storage].setItem(key, value);
  } catch {
    // Blocked.
  }
  return '';
}

export const marks = (storage: 'localStorage' | 'sessionStorage', key: string) => jsonObject(at(storage, key));

export const markSignOut = () => at('localStorage', SIGN_OUT_MARK, String(Date.now()));
export const noteSignIn = () => at('sessionStorage', TAB_MARK, at('localStorage', SIGN_OUT_MARK));
export const signedOutElsewhere = () => at('localStorage', SIGN_OUT_MARK) !== at('sessionStorage', TAB_MARK);

/** Those of `companies` signed out of in another tab since this tab's session of them began. */
export function companiesLeftElsewhere(companies: readonly string[]): string[] {
  const all = marks('localStorage', COMPANY_SIGN_OUT_MARK);
  const seen = marks('sessionStorage', TAB_COMPANY_MARK);
  return companies.filter((c) => all[c] !== undefined && all[c] !== seen[c]);
}
