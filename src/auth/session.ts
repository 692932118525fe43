import type { User, UserManager, UserManagerSettings } from 'oidc-client-ts';
import type { AppConfig } from '../config/schema';
import { safeReturnPath } from './return-path';

/**
 * The signed-in session: oidc-client-ts (authorization code + PKCE) with the user kept
 * per tab in sessionStorage. Renewal uses the refresh token, before expiry and on a 401,
 * serialized across tabs with the Web Locks API; a tab that renews tells the others
 * (BroadcastChannel) so a duplicated tab holding the same rotated refresh token takes
 * the new one instead of replaying the old (which the provider would treat as theft).
 *
 * Each company signed in to in the tab has a session of its own (its `slot`, the company's
 * key; the empty slot is a sign-in not yet filed under its company): its own stored user,
 * renewal lock and channel, so that one company's renewal never touches another's tokens.
 *
 * oidc-client-ts is loaded only when the protocol is needed (sign-in, callback, renewal,
 * sign-out): a tab with a valid stored session starts from the stored user alone
 * (docs/decisions/0006-lazy-oidc-client.md).
 *
 * The platform documents its token answers without `id_token` (api-spec.md, Authentication,
 * steps 2 and 3: `access_token`, `expires_in`, `refresh_token`, `token_type`), while AWS
 * Cognito adds one for the `openid` scope: both are taken. Without an ID token the user is
 * named from the access token's claims (read, not verified: the API verifies the token).
 */

export interface ReturnState {
  returnTo: string;
}

/** What the app reads of a signed-in user: the stored shape of oidc-client-ts's `User`. */
export interface SessionUser {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  token_type?: string;
  scope?: string;
  /** Seconds since the epoch. */
  expires_at?: number;
  profile: { sub: string; name?: string; email?: string; preferred_username?: string; [claim: string]: unknown };
}

type Listener = (user: SessionUser | null) => void;

const LOCK_NAME = 'contratos-auth-renew';
const CHANNEL_NAME = 'contratos-auth';
/** Where this tab remembers a sign-out that left for the provider (see `signOut`). */
const SIGN_OUT_KEY = 'contratos-auth.sign-out';
/**
 * `left`: the app ended the session here and went to the provider's sign-out, which has not
 * sent the user back to the sign-out page (yet); `unconfirmed`: the provider did not confirm it.
 */
export type SignOutState = 'left' | 'unconfirmed';
/** Renew when less than this is left of the access token. */
export const RENEW_MARGIN_SECONDS = 60;
/** oidc-client-ts's WebStorageStateStore prefix and UserManager user key. */
export const STORE_PREFIX = 'oidc.';

export interface SessionSettings {
  authority: string;
  client_id: string;
  scope: string;
  redirect_uri: string;
  post_logout_redirect_uri: string;
  /** Endpoints laid over the discovery document. */
  metadataSeed?: UserManagerSettings['metadataSeed'];
  /** Every endpoint, where the provider has no discovery document (never fetched then). */
  metadata?: UserManagerSettings['metadata'];
  /** `cognito`: sign out at AWS Cognito's `/logout` with `client_id` and `logout_uri`. */
  logout?: 'oidc' | 'cognito';
}

export function buildSettings(config: AppConfig, origin: string, basePath: string): SessionSettings {
  const base = basePath.replace(/\/$/, '');
  const endpoints = {
    ...config.auth.metadata,
    ...(config.auth.tokenEndpoint ? { token_endpoint: config.auth.tokenEndpoint } : {}),
  };
  let metadata: Pick<SessionSettings, 'metadata' | 'metadataSeed'> = {};
  // Without discovery, oidc-client-ts takes `metadata` as the whole document (the schema
  // made sure it lists every endpoint); with it, the given endpoints override its values.
  if (!config.auth.discovery) metadata = { metadata: { issuer: config.auth.authority, ...endpoints } };
  else if (Object.keys(endpoints).length) metadata = { metadataSeed: endpoints };
  return {
    authority: config.auth.authority,
    client_id: config.auth.clientId,
    scope: config.auth.scope,
    redirect_uri: `${origin}${base}${config.auth.redirectPath}`,
    post_logout_redirect_uri: `${origin}${base}${config.auth.postLogoutRedirectPath}`,
    ...metadata,
    ...(config.auth.logout === 'cognito' ? { logout: 'cognito' as const } : {}),
  };
}

/** AWS Cognito's sign-out address: its `/logout` with `client_id` and `logout_uri`. */
export function cognitoLogoutUrl(
  endpoint: string,
  settings: Pick<SessionSettings, 'client_id' | 'post_logout_redirect_uri'>,
): string {
  const url = new URL(endpoint);
  url.searchParams.set('client_id', settings.client_id);
  url.searchParams.set('logout_uri', settings.post_logout_redirect_uri);
  return url.href;
}

/** Where oidc-client-ts keeps the user for these settings and slot (a company's key). */
export function userStorageKey(settings: Pick<SessionSettings, 'authority' | 'client_id'>, slot = ''): string {
  return `${STORE_PREFIX}user:${settings.authority}:${settings.client_id}${slotSuffix(slot)}`;
}

export const slotSuffix = (slot: string) => (slot ? `#${slot}` : '');

/** Reads a stored user without loading the library; anything unreadable counts as none. */
export function readStoredUser(storage: Storage, key: string): SessionUser | null {
  const raw = storage.getItem(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<SessionUser> | null;
    if (!parsed || typeof parsed.access_token !== 'string' || !parsed.profile || typeof parsed.profile.sub !== 'string')
      return null;
    return parsed as SessionUser;
  } catch {
    return null;
  }
}

/** Seconds left of the access token (Infinity when the provider gave no expiry). */
export function secondsLeft(user: SessionUser, nowMs: number = Date.now()): number {
  return user.expires_at === undefined ? Infinity : user.expires_at - Math.floor(nowMs / 1000);
}

/** How long to wait before trying again a renewal the network made fail. */
const RETRY_RENEW_MS = 15_000;

/**
 * oidc-client-ts's ErrorResponse carries the provider's OAuth `error` code. Only a refusal
 * (invalid_grant: the refresh token revoked or expired, ...) ends the session; the
 * provider's own failure (server_error, temporarily_unavailable) or no answer does not.
 */
/** The identity provider could not be reached to renew the session (which is kept). */
export class ProviderUnreachableError extends Error {
  constructor() {
    super('O provedor de identidade não respondeu; a sessão foi mantida.');
    this.name = 'ProviderUnreachableError';
  }
}

function isProviderRefusal(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { error?: unknown }).error : undefined;
  return typeof code === 'string' && code !== 'server_error' && code !== 'temporarily_unavailable';
}

function plain(user: User): SessionUser {
  return JSON.parse(user.toStorageString()) as SessionUser;
}

/** Leaves the app for `url` (a test observes it instead). */
export type Navigate = (url: string) => void;

export class AuthSession {
  private user: SessionUser | null = null;
  private readonly listeners = new Set<Listener>();
  private renewing: Promise<SessionUser | null> | null = null;
  private managerPromise: Promise<UserManager> | null = null;
  private renewTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly channel: BroadcastChannel | null;
  private readonly storageKey: string;

  constructor(
    readonly settings: SessionSettings,
    private readonly navigate: Navigate = (url) => window.location.assign(url),
    /** The company's key; empty for a sign-in not yet filed under its company. */
    readonly slot = '',
  ) {
    this.storageKey = userStorageKey(settings, slot);
    this.channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`${CHANNEL_NAME}${slotSuffix(slot)}`);
    this.channel?.addEventListener('message', (event: MessageEvent<{ previousRefreshToken: string; user: string }>) => {
      this.adoptFromOtherTab(event.data);
    });
  }

  /** The protocol library, loaded on first need. */
  manager(): Promise<UserManager> {
    this.managerPromise ??= import('./oidc-manager').then((m) => m.createManager(this.settings, this.slot));
    return this.managerPromise;
  }

  private stored(): SessionUser | null {
    return readStoredUser(window.sessionStorage, this.storageKey);
  }

  /** Reads the stored user (on start); an expired one is renewed when possible. */
  async load(): Promise<SessionUser | null> {
    const stored = this.stored();
    this.set(stored);
    if (stored && secondsLeft(stored) <= 0) return this.renew();
    return stored;
  }

  current(): SessionUser | null {
    return this.user;
  }

  accessToken(): string | null {
    return this.user?.access_token ?? null;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Renews the access token with the refresh token: one renewal at a time in this tab,
   * one at a time across tabs. Resolves to the new user, or null when it cannot.
   */
  renew(staleAccessToken: string | null = this.user?.access_token ?? null): Promise<SessionUser | null> {
    this.renewing ??= this.withLock(() => this.renewNow(staleAccessToken)).finally(() => {
      this.renewing = null;
    });
    return this.renewing;
  }

  private async withLock<T>(fn: () => Promise<T>): Promise<T> {
    if (typeof navigator !== 'undefined' && navigator.locks?.request) {
      return navigator.locks.request(`${LOCK_NAME}${slotSuffix(this.slot)}`, fn);
    }
    return fn();
  }

  private async renewNow(staleAccessToken: string | null): Promise<SessionUser | null> {
    // Another request or tab may have renewed (and sent us the new tokens) while we waited.
    const stored = this.stored();
    if (stored && stored.access_token !== staleAccessToken && secondsLeft(stored) > RENEW_MARGIN_SECONDS) {
      this.set(stored);
      return stored;
    }
    const previousRefreshToken = stored?.refresh_token;
    if (!previousRefreshToken) return this.fail();
    try {
      const manager = await this.manager();
      const renewed = await manager.signinSilent();
      if (!renewed) return this.fail();
      const storage = renewed.toStorageString();
      this.channel?.postMessage({ previousRefreshToken, user: storage });
      return this.set(plain(renewed));
    } catch (error) {
      // The provider refused the refresh token (revoked, expired): the session is over.
      if (isProviderRefusal(error)) return this.fail();
      // The provider was unreachable: keep the session and try again a little later.
      this.retryLater();
      return null;
    }
  }

  private retryLater(): void {
    clearTimeout(this.renewTimer);
    this.renewTimer = setTimeout(() => void this.renew(), RETRY_RENEW_MS);
  }

  /**
   * Renews after the API refused `rejectedAccessToken` (a 401): the new access token, or
   * null when the session is over. Rejects with `ProviderUnreachableError` when the
   * provider could not be reached: the session is kept (and renewal retried on its own),
   * so the caller reports a network failure instead of signing the user out.
   */
  async renewRejected(rejectedAccessToken: string | null): Promise<string | null> {
    const renewed = await this.renew(rejectedAccessToken);
    if (renewed) return renewed.access_token;
    if (this.user) throw new ProviderUnreachableError();
    return null;
  }

  /** Ends a session the API no longer accepts; the route guard then signs in again. */
  expire(): void {
    this.fail();
  }

  private fail(): null {
    window.sessionStorage.removeItem(this.storageKey);
    this.set(null);
    return null;
  }

  private adoptFromOtherTab(message: { previousRefreshToken: string; user: string }): void {
    const mine = this.stored();
    if (!mine?.refresh_token || mine.refresh_token !== message.previousRefreshToken) return;
    window.sessionStorage.setItem(this.storageKey, message.user);
    this.set(this.stored());
  }

  async signIn(returnTo: string): Promise<void> {
    this.forgetSignOut();
    const manager = await this.manager();
    await manager.signinRedirect({ state: { returnTo } satisfies ReturnState });
  }

  /** Completes the redirect back from the provider; returns where the user was going. */
  async completeSignIn(url: string): Promise<string> {
    const manager = await this.manager();
    // Loaded with the callback only: a signed-in tab never needs it.
    const { completeCodeFlow } = await import('./code-flow');
    const user = await completeCodeFlow(manager, url);
    this.forgetSignOut();
    this.set(plain(user));
    const state = user.state as Partial<ReturnState> | undefined;
    return safeReturnPath(state?.returnTo);
  }

  /** True from the moment the user asked to sign out (the guard must not sign in again). */
  signingOut = false;

  /**
   * Signs out: revokes the refresh token, forgets the session in this tab, then goes to the
   * provider's sign-out, which sends the user back to the sign-out page. No platform source
   * confirms that the provider does (its `/logout` with `logout_uri` is AWS Cognito's), so
   * the session here ends first, and the tab remembers that it left: back in the app without
   * the provider's redirect (its error page, then "Back"), or when the provider cannot be
   * reached, the sign-out page says the provider did not confirm it.
   */
  async signOut(): Promise<void> {
    const user = this.user;
    this.signingOut = true;
    const manager = await this.manager();
    if (user?.refresh_token) {
      // Best effort: a failed revocation must not keep the user signed in here.
      await manager.revokeTokens(['refresh_token']).catch(() => undefined);
    }
    this.rememberSignOut('left');
    try {
      if (this.settings.logout === 'cognito') await this.cognitoLogout(manager);
      else await manager.signoutRedirect({ id_token_hint: user?.id_token });
    } catch (error) {
      console.warn('Saída pelo provedor falhou; encerrando a sessão localmente.', error);
      this.rememberSignOut('unconfirmed');
      this.fail();
      this.navigate(this.settings.post_logout_redirect_uri);
    }
  }

  /** What the HTTP layer sends the company's requests with (its `Connection`): token, renewal, budget. */
  connection() {
    return {
      company: this.slot,
      getAccessToken: () => this.accessToken(),
      renewAccessToken: (rejected: string | null) => this.renewRejected(rejected),
      onSessionExpired: () => this.expire(),
    };
  }

  /** Stops this session's timers and channel (a session the page read for a moment). */
  dispose(): void {
    clearTimeout(this.renewTimer);
    this.channel?.close();
    this.listeners.clear();
  }

  /** The sign-out this tab left for, if the provider has not sent the user back from it. */
  signOutState(): SignOutState | null {
    const state = window.sessionStorage.getItem(SIGN_OUT_KEY);
    return state === 'left' || state === 'unconfirmed' ? state : null;
  }

  /**
   * On the sign-out page: a sign-out that left for the provider and came back here was
   * confirmed by it (forgotten); one the provider did not confirm stays so until the next
   * sign-in. Returns what the page should say.
   */
  settleSignOut(): 'confirmed' | 'unconfirmed' {
    if (this.signOutState() === 'unconfirmed') return 'unconfirmed';
    this.forgetSignOut();
    return 'confirmed';
  }

  /** Back in the app without the provider's redirect: it did not confirm the sign-out. */
  signOutUnconfirmed(): void {
    this.rememberSignOut('unconfirmed');
  }

  private rememberSignOut(state: SignOutState): void {
    window.sessionStorage.setItem(SIGN_OUT_KEY, state);
  }

  private forgetSignOut(): void {
    window.sessionStorage.removeItem(SIGN_OUT_KEY);
  }

  /**
   * AWS Cognito's `/logout` takes `client_id` and `logout_uri` (one of the client's allowed
   * sign-out URLs), not OpenID's `id_token_hint` and `post_logout_redirect_uri`; it sends
   * no `state` back. The user is forgotten here first, as `signoutRedirect` does.
   */
  private async cognitoLogout(manager: UserManager): Promise<void> {
    const endpoint = await manager.metadataService.getEndSessionEndpoint();
    if (!endpoint) throw new Error('No end session endpoint');
    await manager.removeUser();
    this.fail();
    this.navigate(cognitoLogoutUrl(endpoint, this.settings));
  }

  private set(user: SessionUser | null): SessionUser | null {
    this.user = user;
    this.schedule(user);
    this.notify();
    return user;
  }

  private notify(): void {
    for (const listener of this.listeners) listener(this.user);
  }

  /** Renews shortly before the access token expires (a 401 also renews, as a fallback). */
  private schedule(user: SessionUser | null): void {
    clearTimeout(this.renewTimer);
    if (!user) return;
    const left = secondsLeft(user);
    if (!Number.isFinite(left)) return;
    // A short-lived token (shorter than twice the margin) is renewed at half its life left.
    const delay = Math.max(left - RENEW_MARGIN_SECONDS, left / 2, 0) * 1000;
    // Browsers cap timers at 2^31-1 ms; a token living longer is renewed on its 401.
    if (delay > 2_147_483_647) return;
    this.renewTimer = setTimeout(() => void this.renew(), delay);
  }
}
