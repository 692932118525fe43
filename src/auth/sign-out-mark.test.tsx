import { beforeEach, describe, expect, it } from 'vitest';
import { markCompanySignOut, noteCompanySignIn } from './company-sign-out-mark';
import {
  companiesLeftElsewhere,
  COMPANY_SIGN_OUT_MARK,
  markSignOut,
  noteSignIn,
  signedOutElsewhere,
} from './sign-out-mark';

describe('the sign-out mark', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('a tab is signed out elsewhere only after a sign-out of every company since it signed in', async () => {
    // No sign-out ever, and a tab signed in before the mark existed.
    expect(signedOutElsewhere()).toBe(false);
    noteSignIn();
    expect(signedOutElsewhere()).toBe(false);
    markSignOut();
    expect(signedOutElsewhere()).toBe(true);
    // Signed in again: under the new mark.
    noteSignIn();
    expect(signedOutElsewhere()).toBe(false);
    await new Promise((r) => setTimeout(r, 2));
    markSignOut();
    expect(signedOutElsewhere()).toBe(true);
  });

  it('a tab signed in before any mark is signed out by the first one', () => {
    markSignOut();
    expect(signedOutElsewhere()).toBe(true);
  });

  it("a tab's company is signed out elsewhere only after a sign-out of it since the tab's session of it began", () => {
    noteCompanySignIn('a');
    expect(companiesLeftElsewhere(['a', 'b'])).toEqual([]);
    // Another tab signs out of `a` (its own mark of it is in its own sessionStorage).
    localStorage.setItem(COMPANY_SIGN_OUT_MARK, JSON.stringify({ a: 5 }));
    expect(companiesLeftElsewhere(['a', 'b'])).toEqual(['a']);
    // Signed in to it again, or ended here: under its new mark.
    noteCompanySignIn('a');
    expect(companiesLeftElsewhere(['a', 'b'])).toEqual([]);
    // The tab that signs out marks it for the others, not for itself.
    markCompanySignOut('b');
    expect(companiesLeftElsewhere(['a', 'b'])).toEqual([]);
    expect(Object.keys(JSON.parse(localStorage.getItem(COMPANY_SIGN_OUT_MARK) ?? '{}'))).toEqual(['a', 'b']);
    localStorage.setItem(COMPANY_SIGN_OUT_MARK, '{damaged');
    expect(companiesLeftElsewhere(['a', 'b'])).toEqual([]);
  });
});
