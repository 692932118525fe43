import { beforeEach, describe, expect, it } from 'vitest';
import { markSignOut, noteSignIn, signedOutElsewhere } from './sign-out-mark';

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
});
