import { afterEach, describe, expect, it } from 'vitest';
import { rememberCompany } from './company-registry';
import { signOutOfCompany } from './company-sessions';
import type { AuthSession } from './session';

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const A = '0190a5c8-e000-7000-8000-000000000101';
const B = '0190a5c8-e000-7000-8000-000000000102';

describe('signOutOfCompany', () => {
  it("takes the company's keys, and again as the page goes (a request answered meanwhile writes its budget)", async () => {
    rememberCompany({ key: A, name: 'A', legalName: null, document: null });
    rememberCompany({ key: B, name: 'B', legalName: null, document: null });
    const budget = (key: string) => `api-rate-budget:https://api.test@${key}`;
    window.localStorage.setItem(budget(A), '{}');
    window.localStorage.setItem(budget(B), '{}');
    let expired = false;
    const session = {
      slot: A,
      settings: { authority: 'https://idp.test', client_id: 'app' },
      signingOut: false,
      expire: () => {
        expired = true;
      },
    } as unknown as AuthSession;

    const next = await signOutOfCompany(session);
    expect(next?.key).toBe(B);
    expect(expired).toBe(true);
    expect(window.localStorage.getItem(budget(A))).toBeNull();

    window.localStorage.setItem(budget(A), '{"sent":[]}');
    window.dispatchEvent(new Event('pagehide'));
    expect(window.localStorage.getItem(budget(A))).toBeNull();
    expect(window.localStorage.getItem(budget(B))).toBe('{}');
  });
});
