import { cognitoLogoutUrl } from './oidc-manager';
import { OidcClient, User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../config/schema';
import { profileFromAccessToken } from './code-flow';
import { codeExchangeAnswer, cognitoAccessToken, refreshAnswerRotated } from './fixtures/token-answers';
import {
  AuthSession,
  buildSettings,
  ProviderUnreachableError,
  readStoredUser,
  RENEW_MARGIN_SECONDS,
  secondsLeft,
  userStorageKey,
} from './session';

const config = parseConfig({
  apiBaseUrl: 'https://api.exemplo.com',
  auth: { authority: 'https://id.exemplo.com', clientId: 'contratos-web', scope: 'openid profile' },
});
const settings = buildSettings(config, 'https://app.exemplo.com', '/');
const key = userStorageKey(settings);
const nowSeconds = () => Math.floor(Date.now() / 1000);

function storeRaw(user: Record<string, unknown>) {
  sessionStorage.setItem(key, JSON.stringify(user));
}

function tokenUser(expiresIn: number, extra: Record<string, unknown> = {}) {
  return {
    access_token: 'at-1',
    refresh_token: 'rt-1',
    token_type: 'Bearer',
    expires_at: nowSeconds() + expiresIn,
    profile: { sub: 'u1', name: 'Ana' },
    ...extra,
  };
}

beforeEach(() => sessionStorage.clear());
const made: AuthSession[] = [];
/** A session the test ends: its renewal timer and channel would outlive the test. */
const newSession = (...args: ConstructorParameters<typeof AuthSession>) => {
  const session = new AuthSession(...args);
  made.push(session);
  return session;
};
afterEach(() => {
  for (const session of made.splice(0)) session.dispose();
  vi.useRealTimers();
});

describe('stored user', () => {
  it('reads the user exactly where and as oidc-client-ts stores it', async () => {
    const manager = new UserManager({ ...settings, userStore: new WebStorageStateStore({ store: sessionStorage }) });
    const user = new User({
      access_token: 'abc',
      refresh_token: 'def',
      id_token: 'ghi',
      token_type: 'Bearer',
      scope: 'openid profile',
      profile: {
        sub: 'u1',
        iss: 'https://id.exemplo.com',
        aud: 'contratos-web',
        exp: 0,
        iat: 0,
        email: 'ana@exemplo.com.br',
      },
      expires_at: nowSeconds() + 600,
    });
    await manager.storeUser(user);

    const read = readStoredUser(sessionStorage, key);
    expect(read).toMatchObject({
      access_token: 'abc',
      refresh_token: 'def',
      id_token: 'ghi',
      profile: { sub: 'u1', email: 'ana@exemplo.com.br' },
    });
    expect(secondsLeft(read!)).toBeGreaterThan(590);
  });

  it('treats missing, corrupt or incomplete entries as no session', () => {
    expect(readStoredUser(sessionStorage, key)).toBeNull();
    sessionStorage.setItem(key, '{not json');
    expect(readStoredUser(sessionStorage, key)).toBeNull();
    storeRaw({ access_token: 'x' });
    expect(readStoredUser(sessionStorage, key)).toBeNull();
    storeRaw({ profile: { sub: 'u1' } });
    expect(readStoredUser(sessionStorage, key)).toBeNull();
  });
});

describe('AuthSession', () => {
  it('starts from a valid stored user without loading the protocol library', async () => {
    storeRaw(tokenUser(3600));
    const session = newSession(settings);
    const manager = vi.spyOn(session, 'manager');
    const user = await session.load();
    expect(user?.access_token).toBe('at-1');
    expect(session.accessToken()).toBe('at-1');
    expect(manager).not.toHaveBeenCalled();
  });

  it('renews an expired stored user on start, and forgets it when the provider refuses', async () => {
    storeRaw(tokenUser(-10));
    const session = newSession(settings);
    const signinSilent = vi
      .fn()
      .mockRejectedValue(Object.assign(new Error('invalid_grant'), { error: 'invalid_grant' }));
    vi.spyOn(session, 'manager').mockResolvedValue({ signinSilent } as unknown as UserManager);
    expect(await session.load()).toBeNull();
    expect(signinSilent).toHaveBeenCalledTimes(1);
    expect(session.current()).toBeNull();
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('keeps the session when the provider cannot be reached, and tries again later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    storeRaw(tokenUser(30));
    const session = newSession(settings);
    const renewed = new User({
      access_token: 'at-2',
      refresh_token: 'rt-2',
      token_type: 'Bearer',
      profile: { sub: 'u1', iss: '', aud: '', exp: 0, iat: 0 },
      expires_at: nowSeconds() + 3600,
    });
    const signinSilent = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(renewed);
    vi.spyOn(session, 'manager').mockResolvedValue({ signinSilent } as unknown as UserManager);
    await session.load();

    // A 30-second token is renewed at half its life left, not in a loop.
    await vi.advanceTimersByTimeAsync(14_000);
    expect(signinSilent).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_500);
    // The renewal loads its code first: a real import, which the fake clock does not wait for.
    await vi.waitFor(() => expect(signinSilent).toHaveBeenCalledTimes(1));
    expect(session.accessToken()).toBe('at-1');
    expect(sessionStorage.getItem(key)).not.toBeNull();

    await vi.advanceTimersByTimeAsync(15_000);
    await vi.waitFor(() => expect(signinSilent).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(session.accessToken()).toBe('at-2'));
  });

  describe('renewRejected (after a 401)', () => {
    const renewedUser = () =>
      new User({
        access_token: 'at-2',
        refresh_token: 'rt-2',
        token_type: 'Bearer',
        profile: { sub: 'u1', iss: '', aud: '', exp: 0, iat: 0 },
        expires_at: nowSeconds() + 3600,
      });
    async function sessionWith(signinSilent: ReturnType<typeof vi.fn>) {
      storeRaw(tokenUser(3600));
      const session = newSession(settings);
      vi.spyOn(session, 'manager').mockResolvedValue({ signinSilent } as unknown as UserManager);
      await session.load();
      return session;
    }

    it('resolves to the new access token', async () => {
      const session = await sessionWith(vi.fn().mockResolvedValue(renewedUser()));
      await expect(session.renewRejected('at-1')).resolves.toBe('at-2');
      expect(session.accessToken()).toBe('at-2');
    });

    it('resolves null and ends the session when the provider refuses the refresh token', async () => {
      const session = await sessionWith(
        vi.fn().mockRejectedValue(Object.assign(new Error('invalid_grant'), { error: 'invalid_grant' })),
      );
      await expect(session.renewRejected('at-1')).resolves.toBeNull();
      expect(session.current()).toBeNull();
      expect(sessionStorage.getItem(key)).toBeNull();
    });

    it.each([
      ['the network fails', new TypeError('Failed to fetch')],
      [
        'the provider answers temporarily_unavailable',
        Object.assign(new Error('unavailable'), { error: 'temporarily_unavailable' }),
      ],
    ])('rejects and keeps the session when %s', async (_name, failure) => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const session = await sessionWith(vi.fn().mockRejectedValue(failure));
      await expect(session.renewRejected('at-1')).rejects.toBeInstanceOf(ProviderUnreachableError);
      expect(session.accessToken()).toBe('at-1');
      expect(sessionStorage.getItem(key)).not.toBeNull();
    });
  });

  it('renews a one-hour token a minute before it expires', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    storeRaw(tokenUser(3600));
    const session = newSession(settings);
    const renew = vi.spyOn(session, 'renew').mockResolvedValue(null);
    await session.load();
    await vi.advanceTimersByTimeAsync((3600 - RENEW_MARGIN_SECONDS - 1) * 1000);
    expect(renew).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('does not renew again when another tab already did while this one waited', async () => {
    storeRaw(tokenUser(3600, { access_token: 'at-fresh' }));
    const session = newSession(settings);
    const manager = vi.spyOn(session, 'manager');
    const user = await session.renew('at-stale');
    expect(user?.access_token).toBe('at-fresh');
    expect(manager).not.toHaveBeenCalled();
  });
});

/** A Cognito-like provider: no discovery, its endpoints given, the token relayed by the mediator. */
const cognito = parseConfig({
  apiBaseUrl: 'https://api.exemplo.com',
  auth: {
    authority: 'https://auth.exemplo.com',
    clientId: 'cliente-cognito',
    scope: 'openid profile aws.cognito.signin.user.admin',
    discovery: false,
    logout: 'cognito',
    metadata: {
      authorization_endpoint: 'https://auth.exemplo.com/oauth2/authorize',
      token_endpoint: 'https://mediador.exemplo.com/token',
      revocation_endpoint: 'https://mediador.exemplo.com/revoke',
      end_session_endpoint: 'https://auth.exemplo.com/logout',
    },
  },
});

describe('settings for a provider without discovery (AWS Cognito)', () => {
  it('with discovery the endpoints only override the document; without it they are the whole of it', () => {
    const seeded = buildSettings(
      parseConfig({ ...config, auth: { ...config.auth, tokenEndpoint: 'https://mediador.exemplo.com/token' } }),
      'https://app.exemplo.com',
      '/',
    );
    expect(seeded.metadataSeed).toEqual({ token_endpoint: 'https://mediador.exemplo.com/token' });
    expect(seeded.metadata).toBeUndefined();
    expect(settings.logout).toBeUndefined();

    const whole = buildSettings(cognito, 'https://app.exemplo.com', '/admin/');
    expect(whole.metadataSeed).toBeUndefined();
    expect(whole.metadata).toEqual({ issuer: 'https://auth.exemplo.com', ...cognito.auth.metadata });
    expect(whole.logout).toBe('cognito');
    expect(whole.post_logout_redirect_uri).toBe('https://app.exemplo.com/admin/auth/signed-out');
  });

  it('oidc-client-ts then reads every endpoint from the settings and never fetches a discovery document', async () => {
    const fetchSpy = vi.fn(async () => new Response('not found', { status: 404 }));
    vi.stubGlobal('fetch', fetchSpy);
    try {
      const manager = await newSession(buildSettings(cognito, 'https://app.exemplo.com', '/')).manager();
      expect(await manager.metadataService.getAuthorizationEndpoint()).toBe(
        'https://auth.exemplo.com/oauth2/authorize',
      );
      expect(await manager.metadataService.getTokenEndpoint()).toBe('https://mediador.exemplo.com/token');
      expect(await manager.metadataService.getRevocationEndpoint()).toBe('https://mediador.exemplo.com/revoke');
      expect(await manager.metadataService.getEndSessionEndpoint()).toBe('https://auth.exemplo.com/logout');
      // Sessions of the tests before this one may still be renewing against their own provider.
      const asked = (fetchSpy.mock.calls as unknown as [string][]).map(([url]) => new URL(url).host);
      expect(asked.filter((host) => host !== 'id.exemplo.com')).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('renews through the listed token endpoint, keeping the refresh token when the answer brings none (Cognito without rotation)', async () => {
    const part = (value: object) =>
      btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const idToken = (n: number) =>
      `${part({ alg: 'none' })}.${part({ sub: 'u1', aud: 'cliente-cognito', token_use: 'id', n })}.`;
    const cognitoSettings = buildSettings(cognito, 'https://app.exemplo.com', '/');
    sessionStorage.setItem(
      userStorageKey(cognitoSettings),
      JSON.stringify({
        ...tokenUser(-10),
        id_token: idToken(1),
        scope: 'openid profile aws.cognito.signin.user.admin',
      }),
    );
    const requests: { url: string; body: string }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      requests.push({ url: String(input), body: String(init?.body ?? '') });
      return Response.json({ access_token: 'at-2', id_token: idToken(2), token_type: 'Bearer', expires_in: 3600 });
    });
    try {
      const session = newSession(cognitoSettings);
      const user = await session.load();
      expect(user).toMatchObject({ access_token: 'at-2', refresh_token: 'rt-1' });
      expect(requests.map((r) => r.url)).toEqual(['https://mediador.exemplo.com/token']);
      const form = new URLSearchParams(requests[0]?.body);
      expect(form.get('grant_type')).toBe('refresh_token');
      expect(form.get('refresh_token')).toBe('rt-1');
      expect(form.get('client_secret')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("Cognito's sign-out address carries client_id and logout_uri, not OpenID's parameters", () => {
    const url = new URL(
      cognitoLogoutUrl('https://auth.exemplo.com/logout', buildSettings(cognito, 'https://app.exemplo.com', '/')),
    );
    expect(url.origin + url.pathname).toBe('https://auth.exemplo.com/logout');
    expect([...url.searchParams.keys()].sort()).toEqual(['client_id', 'logout_uri']);
    expect(url.searchParams.get('client_id')).toBe('cliente-cognito');
    expect(url.searchParams.get('logout_uri')).toBe('https://app.exemplo.com/auth/signed-out');
  });
});

describe('token answers without an ID token, as the platform documents them (fixtures/token-answers.ts)', () => {
  const cognitoSettings = buildSettings(cognito, 'https://app.exemplo.com', '/');
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

  /** The provider (through the mediator): answers the token and revocation requests, records them. */
  function provider(tokenAnswers: object[]) {
    const requests: { url: string; form: URLSearchParams }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      requests.push({ url, form: new URLSearchParams(String(init?.body ?? '')) });
      if (url.endsWith('/revoke')) return new Response(null, { status: 200 });
      const next = tokenAnswers.shift();
      return next ? Response.json(next) : Response.json({ error: 'invalid_grant' }, { status: 400 });
    });
    return requests;
  }

  /** The callback address the provider sends back to, for a sign-in this tab started. */
  async function callbackFor(session: AuthSession, returnTo: string) {
    const manager = await session.manager();
    const request = await new OidcClient(manager.settings, manager.metadataService).createSigninRequest({
      state: { returnTo },
      request_type: 'si:r',
    });
    return `https://app.exemplo.com/auth/callback?code=codigo-1&state=${request.state.id}`;
  }

  afterEach(() => vi.unstubAllGlobals());

  it('signs in, renews (a new refresh token each time) and signs out with no id_token anywhere', async () => {
    const requests = provider([codeExchangeAnswer, refreshAnswerRotated]);
    const navigate = vi.fn();
    const session = newSession(cognitoSettings, navigate);

    // Sign-in: the code exchange answers access and refresh tokens only.
    expect(await session.completeSignIn(await callbackFor(session, '/recebiveis/inadimplencia'))).toBe(
      '/recebiveis/inadimplencia',
    );
    const exchange = requests[0]?.form;
    expect(exchange?.get('grant_type')).toBe('authorization_code');
    expect(exchange?.get('code')).toBe('codigo-1');
    expect(exchange?.get('code_verifier')).toBeTruthy();
    const signedIn = session.current();
    expect(signedIn).toMatchObject({
      access_token: codeExchangeAnswer.access_token,
      refresh_token: 'refresh-token-1',
      profile: {
        sub: '5b3c9f0e-1d2a-4e6b-9c8d-7f0a1b2c3d4e',
        preferred_username: 'financeiro@exemplo.com.br',
      },
    });
    expect(signedIn?.id_token).toBeUndefined();
    // Kept as any session is: a new tab of the same session starts from it.
    const key = userStorageKey(cognitoSettings);
    expect(readStoredUser(sessionStorage, key)).toMatchObject({ access_token: codeExchangeAnswer.access_token });

    // Renewal: the new refresh token replaces the used one; who signed in stays.
    const renewed = await session.renew();
    expect(requests[1]?.form.get('grant_type')).toBe('refresh_token');
    expect(requests[1]?.form.get('refresh_token')).toBe('refresh-token-1');
    expect(renewed).toMatchObject({
      access_token: refreshAnswerRotated.access_token,
      refresh_token: 'refresh-token-2',
      profile: { sub: '5b3c9f0e-1d2a-4e6b-9c8d-7f0a1b2c3d4e' },
    });
    expect(readStoredUser(sessionStorage, key)?.refresh_token).toBe('refresh-token-2');

    // Sign-out: the current refresh token revoked, the session forgotten, then Cognito's /logout.
    await session.signOut();
    const revoke = requests.find((r) => r.url === 'https://mediador.exemplo.com/revoke');
    expect(revoke?.form.get('token')).toBe('refresh-token-2');
    expect(session.current()).toBeNull();
    expect(sessionStorage.getItem(key)).toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith(
      cognitoLogoutUrl('https://auth.exemplo.com/logout', cognitoSettings),
    );
    // The tab remembers that it left for the provider's sign-out.
    expect(session.signOutState()).toBe('left');
  });

  it('still checks an ID token when one comes (AWS Cognito with openid), and takes the user from it', async () => {
    const idToken = `${part({ alg: 'none' })}.${part({ sub: 'u-id', aud: 'cliente-cognito', name: 'Ana Souza' })}.`;
    provider([{ ...codeExchangeAnswer, id_token: idToken }]);
    const session = newSession(cognitoSettings, vi.fn());
    await session.completeSignIn(await callbackFor(session, '/contratos'));
    expect(session.current()).toMatchObject({ id_token: idToken, profile: { sub: 'u-id', name: 'Ana Souza' } });

    const broken = `${part({ alg: 'none' })}.${part({ aud: 'cliente-cognito' })}.`;
    provider([{ ...codeExchangeAnswer, id_token: broken }]);
    const other = newSession(cognitoSettings, vi.fn());
    await expect(other.completeSignIn(await callbackFor(other, '/contratos'))).rejects.toThrow(/subject/);
  });

  it('names the user from the access token, or nobody when it cannot be read', () => {
    expect(profileFromAccessToken(cognitoAccessToken(1, 'abc'))).toEqual({
      sub: 'abc',
      preferred_username: 'financeiro@exemplo.com.br',
    });
    expect(profileFromAccessToken('opaco')).toEqual({ sub: '' });
    expect(profileFromAccessToken(`${part({})}.${part({ username: 'ana' })}.x`)).toEqual({
      sub: 'ana',
      preferred_username: 'ana',
    });
  });

  it('the provider unreachable at sign-out: the session ends here and the sign-out page is told it was not confirmed', async () => {
    const noEndSession = buildSettings(
      parseConfig({ ...cognito, auth: { ...cognito.auth, logout: 'oidc' } }),
      'https://app.exemplo.com',
      '/',
    );
    storeRawAt(userStorageKey(noEndSession), { ...tokenUser(3600), refresh_token: undefined });
    const navigate = vi.fn();
    const session = newSession(noEndSession, navigate);
    await session.load();
    const manager = await session.manager();
    vi.spyOn(manager, 'signoutRedirect').mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await session.signOut();
    expect(session.current()).toBeNull();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('https://app.exemplo.com/auth/signed-out');
    expect(session.signOutState()).toBe('unconfirmed');
    expect(session.settleSignOut()).toBe('unconfirmed');
  });

  it('offline at sign-out: nothing stays here at once; back online, the token held in memory is revoked and the provider asked again', async () => {
    storeRawAt(userStorageKey(settings), tokenUser(3600));
    const navigate = vi.fn();
    const session = newSession(settings, navigate);
    await session.load();
    const manager = await session.manager();
    const leave = vi
      .spyOn(manager, 'signoutRedirect')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(undefined);
    const revoked = vi
      .spyOn(OidcClient.prototype, 'revokeToken')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);

    await session.signOut();
    expect(session.current()).toBeNull();
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('oidc.'))).toEqual([]);
    // No page to open offline: the browser's error page would replace the app's words.
    expect(navigate).not.toHaveBeenCalled();

    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(leave).toHaveBeenCalledTimes(2));
    expect(revoked.mock.calls).toEqual([
      ['rt-1', 'refresh_token'],
      ['rt-1', 'refresh_token'],
    ]);
    expect(session.signOutState()).toBe('left');
    // Once only: another reconnection asks for nothing more.
    window.dispatchEvent(new Event('online'));
    await Promise.resolve();
    expect(leave).toHaveBeenCalledTimes(2);
  });
});

function storeRawAt(key: string, user: Record<string, unknown>) {
  sessionStorage.setItem(key, JSON.stringify(user));
}

describe('one session per company (its slot)', () => {
  const keyOf = (slot: string) => userStorageKey(settings, slot);
  const store = (slot: string, user: Record<string, unknown>) =>
    sessionStorage.setItem(keyOf(slot), JSON.stringify(user));

  it("each company's user is its own: stored, loaded and kept by the protocol library under its slot", async () => {
    store('a1', tokenUser(3600, { access_token: 'at-a1' }));
    store('b2', tokenUser(3600, { access_token: 'at-b2' }));
    const a1 = newSession(settings, vi.fn(), 'a1');
    const b2 = newSession(settings, vi.fn(), 'b2');
    expect((await a1.load())?.access_token).toBe('at-a1');
    expect((await b2.load())?.access_token).toBe('at-b2');
    expect(a1.connection()).toMatchObject({ company: 'a1' });
    expect(a1.connection().getAccessToken()).toBe('at-a1');

    const manager = await a1.manager();
    await manager.storeUser(
      new User({
        access_token: 'at-a1-new',
        token_type: 'Bearer',
        profile: { sub: 'u1', iss: '', aud: '', exp: 0, iat: 0 },
      }),
    );
    expect(readStoredUser(sessionStorage, keyOf('a1'))?.access_token).toBe('at-a1-new');
    expect(readStoredUser(sessionStorage, keyOf('b2'))?.access_token).toBe('at-b2');
    expect((await manager.getUser())?.access_token).toBe('at-a1-new');
    a1.expire();
    expect(sessionStorage.getItem(keyOf('a1'))).toBeNull();
    expect(sessionStorage.getItem(keyOf('b2'))).not.toBeNull();
    a1.dispose();
    b2.dispose();
  });

  it("renews under the company's own lock, and takes only its own company's renewal from another tab", async () => {
    const request = vi.fn((_name: string, fn: () => Promise<unknown>) => fn());
    vi.stubGlobal('navigator', { ...navigator, locks: { request } });
    // Both companies hold the same refresh token text: only the channel tells them apart.
    store('a1', tokenUser(3600, { access_token: 'at-a1', refresh_token: 'rt-1' }));
    store('b2', tokenUser(3600, { access_token: 'at-b2', refresh_token: 'rt-1' }));
    const a1 = newSession(settings, vi.fn(), 'a1');
    const b2 = newSession(settings, vi.fn(), 'b2');
    await a1.load();
    await b2.load();
    await a1.renew('at-stale');
    expect(request.mock.calls.map((c) => c[0])).toEqual(['contratos-auth-renew#a1']);

    const otherTab = new BroadcastChannel('contratos-auth#a1');
    otherTab.postMessage({
      previousRefreshToken: 'rt-1',
      user: JSON.stringify(tokenUser(3600, { access_token: 'at-a1-2' })),
    });
    await vi.waitFor(() => expect(a1.accessToken()).toBe('at-a1-2'));
    expect(b2.accessToken()).toBe('at-b2');
    otherTab.close();
    a1.dispose();
    b2.dispose();
    vi.unstubAllGlobals();
  });
});

describe('sign-in redirect', () => {
  it('starts once while the page is leaving for the provider, again after a failed start or a restored page', async () => {
    const redirect = vi.spyOn(UserManager.prototype, 'signinRedirect');
    // As the browser's: the page leaves, the promise never settles.
    redirect.mockImplementation(() => new Promise<void>(() => undefined));
    const session = newSession(settings);
    void session.signIn('/contratos');
    void session.signIn('/contratos');
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    // A third call returns at once, having sent nothing.
    await session.signIn('/contratos');
    expect(redirect).toHaveBeenCalledTimes(1);

    session.restored();
    void session.signIn('/contratos');
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledTimes(2));

    const failing = newSession(settings);
    redirect.mockRejectedValueOnce(new Error('offline'));
    await expect(failing.signIn('/contratos')).rejects.toThrow('offline');
    void failing.signIn('/contratos');
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledTimes(4));
    redirect.mockRestore();
  });
});
