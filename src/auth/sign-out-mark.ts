/**
 * A sign-out of every company, in any tab, ends the sessions of every other tab of the
 * browser: it changes the mark in localStorage, and a tab whose sessions began under
 * another mark ends them (decision 0004).
 */
export const SIGN_OUT_MARK = 'contratos-saida';
/** The mark this tab signed in under. */
const TAB_MARK = 'contratos-auth.saida-vista';

/** Reads `key` ('' when absent), or writes `value`; blocked storage marks nothing. */
function at(storage: 'localStorage' | 'sessionStorage', key: string, value?: string): string {
  try {
    if (value === undefined) return window[storage].getItem(key) ?? '';
    window[storage].setItem(key, value);
  } catch {
    // Blocked.
  }
  return '';
}

export const markSignOut = () => at('localStorage', SIGN_OUT_MARK, String(Date.now()));
export const noteSignIn = () => at('sessionStorage', TAB_MARK, at('localStorage', SIGN_OUT_MARK));
export const signedOutElsewhere = () => at('localStorage', SIGN_OUT_MARK) !== at('sessionStorage', TAB_MARK);
