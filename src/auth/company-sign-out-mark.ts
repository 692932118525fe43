import { at, COMPANY_SIGN_OUT_MARK, marks, TAB_COMPANY_MARK } from './sign-out-mark';

/** The writes of a sign-out of one company (sign-out-mark.ts reads them on the first screen). */

export function markCompanySignOut(company: string): void {
  const all = marks('localStorage', COMPANY_SIGN_OUT_MARK);
  at('localStorage', COMPANY_SIGN_OUT_MARK, JSON.stringify({ ...all, [company]: Date.now() }));
  noteCompanySignIn(company);
}

/** This tab's session of `company` begins (or ended) under the company's current mark. */
export function noteCompanySignIn(company: string): void {
  const seen = marks('sessionStorage', TAB_COMPANY_MARK);
  seen[company] = marks('localStorage', COMPANY_SIGN_OUT_MARK)[company];
  at('sessionStorage', TAB_COMPANY_MARK, JSON.stringify(seen));
}
