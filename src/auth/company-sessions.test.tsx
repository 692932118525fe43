import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberCompany } from './company-registry';
import { endSession, signOutOfCompany } from './company-sessions';
import { leaveWhenOnline, SETTLE_MS, settleOwedRevocations } from './owed-revocations';
import { userStorageKey, type AuthSession } from './session';

/** The provider's revocation, as the session's protocol code makes it. */
const revoke = vi.fn<(manager: unknown, token: string) => Promise<void>>();

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
  revoke.mockReset();
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

describe('endSession', () => {
  const settings = { authority: 'https://idp.test', client_id: 'app' };
  const manager = { name: 'the session manager' };
  function signedIn(slot: string, refreshToken: string) {
    window.sessionStorage.setItem(
      userStorageKey(settings, slot),
      JSON.stringify({ access_token: 'at', refresh_token: refreshToken, profile: { sub: 'u' } }),
    );
    return {
      slot,
      settings,
      manager: vi.fn(async () => manager),
      protocol: async () => ({ revokeRefreshToken: revoke }),
      expire: vi.fn(() => window.sessionStorage.removeItem(userStorageKey(settings, slot))),
    } as unknown as AuthSession & { expire: ReturnType<typeof vi.fn> };
  }
  const online = (value: boolean) => vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(value);

  it('offline: nothing stays stored, and the token held in memory is revoked once the connection is back', async () => {
    const session = signedIn(A, 'rt-a');
    online(false);
    revoke.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(undefined);

    await endSession(session);
    expect(session.expire).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(userStorageKey(settings, A))).toBeNull();
    expect(revoke).toHaveBeenCalledTimes(1);
    // Still offline: a page about to leave does not spend the owed revocation on a dead network.
    await settleOwedRevocations();
    expect(revoke).toHaveBeenCalledTimes(1);

    online(true);
    window.dispatchEvent(new Event('online'));
    await settleOwedRevocations();
    expect(revoke.mock.calls).toEqual([
      [manager, 'rt-a'],
      [manager, 'rt-a'],
    ]);
    // Made once: the connection dropping and returning again sends nothing more.
    window.dispatchEvent(new Event('online'));
    await settleOwedRevocations();
    expect(revoke).toHaveBeenCalledTimes(2);
  });

  it('online, a revocation the provider did not take is not owed: nothing is sent again', async () => {
    const session = signedIn(B, 'rt-b');
    online(true);
    revoke.mockRejectedValue(new Error('server_error'));

    await endSession(session);
    expect(session.expire).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    await settleOwedRevocations();
    expect(revoke).toHaveBeenCalledTimes(1);
  });

  it('a page leaving while a revocation owed is still in flight waits for its answer', async () => {
    online(false);
    let answer = () => undefined as void;
    revoke
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementationOnce(() => new Promise<void>((resolve) => (answer = resolve)));
    await endSession(signedIn(A, 'rt-a'));
    online(true);
    // The connection is back: the owed revocation is sent, and not yet answered.
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(revoke).toHaveBeenCalledTimes(2));

    const navigate = vi.fn();
    leaveWhenOnline(navigate, '/saiu');
    await Promise.resolve();
    expect(navigate).not.toHaveBeenCalled();
    answer();
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/saiu'));
    expect(revoke).toHaveBeenCalledTimes(2);
  });

  it('a page leaving once the connection is back waits for the revocation owed, but not past SETTLE_MS', async () => {
    vi.useFakeTimers();
    online(false);
    let answer = () => undefined as void;
    revoke
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(undefined)
      .mockImplementationOnce(() => new Promise<void>((resolve) => (answer = resolve)));
    await endSession(signedIn(A, 'rt-a'));
    await endSession(signedIn(B, 'rt-b'));
    online(true);

    let left = false;
    void settleOwedRevocations().then(() => (left = true));
    await vi.advanceTimersByTimeAsync(SETTLE_MS - 1);
    // The first owed revocation answered at once; the second, not yet: the page stays.
    expect(revoke.mock.calls.map(([, token]) => token)).toEqual(['rt-a', 'rt-b', 'rt-a', 'rt-b']);
    expect(left).toBe(false);
    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(left).toBe(true);

    // A provider that never answers keeps the page at most SETTLE_MS.
    revoke
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementationOnce(() => new Promise<void>((resolve) => (answer = resolve)));
    online(false);
    await endSession(signedIn(A, 'rt-c'));
    online(true);
    let gone = false;
    void settleOwedRevocations().then(() => (gone = true));
    await vi.advanceTimersByTimeAsync(SETTLE_MS - 1);
    expect(gone).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(gone).toBe(true);
    // Answered late, it leaves nothing pending for what follows.
    answer();
    await settleOwedRevocations();
  });
});
