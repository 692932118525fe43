import type { UserManager, UserManagerSettings } from 'oidc-client-ts';
import type { AppConfig } from '../config/schema';
import { readCompanies } from './companies';
import { companiesLeftElsewhere, noteSignIn, signedOutElsewhere } from './sign-out-mark';

/** The session per tab and company slot: oidc-client-ts (code + PKCE), loaded only when the protocol is needed. */

export interface ReturnState {
  returnTo: string;
}

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
export const SIGN_OUT_KEY = 'contratos-auth.sign-out';
/**
 * `left`: gone to the provider's sign-out and not back yet; `unconfirmed`: the provider did not
 * confirm it; `elsewhere`: another tab signed out of every company.
 */
export type SignOutState = 'left' | 'unconfirmed' | 'elsewhere';
export const RENEW_MARGIN_SECONDS = 60;
export const STORE_PREFIX = 'oidc.';
/** The authorization request's parameter naming the company to sign in to. */
export const COMPANY_HINT_PARAM = 'empresa';

export interface SessionSettings {
  authority: string;
  client_id: string;
  scope: string;
  redirect_uri: string;
  post_logout_redirect_uri: string;
  metadataSeed?: UserManagerSettings['metadataSeed'];
  /** Every endpoint, where the provider has no discovery document. */
  metadata?: UserManagerSettings['metadata'];
  logout?: 'oidc' | 'cognito';
}

export function buildSettings(config: AppConfig, origin: string, basePath: string): SessionSettings {
  const base = basePath.replace(/\/$/, '');
  const endpoints = {
    ...config.auth.metadata,
    ...(config.auth.tokenEndpoint ? { token_endpoint: config.auth.tokenEndpoint } : {}),
  };
  let metadata: Pick<SessionSettings, 'metadata' | 'metadataSeed'> = {};
  // Without discovery, `metadata` is the whole document; with it, the given endpoints override its values.
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

export function userStorageKey(settings: Pick<SessionSettings, 'authority' | 'client_id'>, slot = ''): string {
  return `${STORE_PREFIX}user:${settings.authority}:${settings.client_id}${slotSuffix(slot)}`;
}

export const slotSuffix = (slot: string) => (slot ? `#${slot}` : '');

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

export function secondsLeft(user: SessionUser, nowMs: number = Date.now()): number {
  return user.expires_at === undefined ? Infinity : user.expires_at - Math.floor(nowMs / 1000);
}

const RETRY_RENEW_MS = 15_000;

/** The provider could not be reached to renew; the session is kept. */
export class ProviderUnreachableError extends Error {
  constructor() {
    super('O provedor de identidade não respondeu; a sessão foi mantida.');
    this.name = 'ProviderUnreachableError';
  }
}

export type Navigate = (url: string) => void;

/** Opens a page, or, offline, once the connection is back: the browser's own error page helps no one. */
export const openWhenOnline: Navigate = (url) => {
  if (navigator.onLine) window.location.assign(url);
  else window.addEventListener('online', () => window.location.assign(url), { once: true });
};

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
    readonly navigate: Navigate = openWhenOnline,
    readonly slot = '',
  ) {
    this.storageKey = userStorageKey(settings, slot);
    this.channel =
      typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`${CHANNEL_NAME}${slotSuffix(slot)}`);
    this.channel?.addEventListener('message', (event: MessageEvent<{ previousRefreshToken: string; user: string }>) => {
      this.adoptFromOtherTab(event.data);
    });
  }

  /** The protocol's side (renewal, sign-in, sign-out), loaded with oidc-client-ts: not on the first screen. */
  protocol() {
    return import('./oidc-manager');
  }

  manager(): Promise<UserManager> {
    // Code that did not load (offline) is asked for again next time.
    this.managerPromise ??= this.protocol()
      .then((m) => m.createManager(this.settings, this.slot))
      .catch((error: unknown) => {
        this.managerPromise = null;
        throw error;
      });
    return this.managerPromise;
  }

  private stored(): SessionUser | null {
    return readStoredUser(window.sessionStorage, this.storageKey);
  }

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
    // Another request or tab may have renewed while we waited.
    const stored = this.stored();
    if (stored && stored.access_token !== staleAccessToken && secondsLeft(stored) > RENEW_MARGIN_SECONDS) {
      this.set(stored);
      return stored;
    }
    const previousRefreshToken = stored?.refresh_token;
    if (!previousRefreshToken) return this.fail();
    // Code that cannot be fetched is an unreachable provider too.
    const renewed = await this.protocol().then(
      (m) => m.renewAtProvider(this, previousRefreshToken, this.channel),
      () => undefined,
    );
    if (renewed === undefined) {
      this.retryLater();
      return null;
    }
    return renewed ? this.set(renewed) : this.fail();
  }

  private retryLater(): void {
    clearTimeout(this.renewTimer);
    this.renewTimer = setTimeout(() => void this.renew(), RETRY_RENEW_MS);
  }

  /** Renews after a 401; an unreachable provider rejects with `ProviderUnreachableError`, the user still signed in. */
  async renewRejected(rejectedAccessToken: string | null): Promise<string | null> {
    const renewed = await this.renew(rejectedAccessToken);
    if (renewed) return renewed.access_token;
    if (this.user) throw new ProviderUnreachableError();
    return null;
  }

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

  /** The page is leaving for the provider: a second redirect would abort the first. */
  private redirecting = false;

  /** Sends the page to the provider; once at a time (React's development double mount, a double click). */
  async signIn(returnTo: string): Promise<void> {
    if (this.redirecting) return;
    this.redirecting = true;
    try {
      this.forgetSignOut();
      const { signInAtProvider } = await this.protocol();
      await signInAtProvider(await this.manager(), returnTo);
    } finally {
      // A redirect that could not start lets the next try through.
      this.redirecting = false;
    }
  }

  async completeSignIn(url: string): Promise<string> {
    const { completeAtProvider } = await this.protocol();
    const { user, returnTo } = await completeAtProvider(await this.manager(), url);
    this.forgetSignOut();
    noteSignIn();
    this.set(user);
    return returnTo;
  }

  signingOut = false;

  /** The page came back from the back-forward cache: what it was leaving for did not happen. */
  restored(): void {
    this.signingOut = false;
    this.redirecting = false;
  }

  /**
   * Leaves at the provider, or ends the session here when the provider cannot be reached.
   * Offline, nothing of the session stays in the browser at once, and the provider's sign-out
   * is tried again, with the tokens held in memory, when the connection comes back.
   */
  async signOut(): Promise<void> {
    const user = this.user;
    this.signingOut = true;
    const unconfirmed = () => {
      this.rememberSignOut('unconfirmed');
      this.fail();
      if (navigator.onLine) this.navigate(this.settings.post_logout_redirect_uri);
      else window.addEventListener('online', () => void attempt(), { once: true });
    };
    const attempt = async () => {
      // With the manager, not on the first screen; its code may not load offline.
      const loaded = await Promise.all([this.manager(), this.protocol()]).catch(() => null);
      if (!loaded) return unconfirmed();
      const [manager, { leaveProvider }] = loaded;
      await leaveProvider(manager, user, this.settings, {
        left: () => this.rememberSignOut('left'),
        ended: (url) => {
          this.fail();
          this.navigate(url);
        },
        unconfirmed,
      });
    };
    await attempt();
  }

  /**
   * Another tab signed out of every company, or of some of this tab's, since this tab signed
   * in to them: those sessions end here too. True when the page's own company is among
   * them (the page then says so, and shows nothing of it). `companies` false: the sign-in's
   * return, whose new session must not be taken for the old one.
   */
  endedElsewhere(companies = true): boolean {
    if (this.signingOut) return false;
    const every = signedOutElsewhere() && !!(this.stored() || readCompanies().length);
    const left = every || !companies ? [] : companiesLeftElsewhere(readCompanies().map((c) => c.key));
    if (!every && !left.length) return false;
    this.signingOut = every || left.includes(this.slot);
    void import('./company-sessions').then((m) => (every ? m.leaveTab(this) : m.leaveCompanies(this, left)));
    return this.signingOut;
  }

  connection() {
    return {
      company: this.slot,
      getAccessToken: () => this.accessToken(),
      renewAccessToken: (rejected: string | null) => this.renewRejected(rejected),
      onSessionExpired: () => this.expire(),
    };
  }

  dispose(): void {
    clearTimeout(this.renewTimer);
    this.channel?.close();
    this.listeners.clear();
  }

  /** Not `elsewhere`: that one is only for the sign-out page to say. */
  signOutState(): SignOutState | null {
    const state = window.sessionStorage.getItem(SIGN_OUT_KEY);
    return state === 'left' || state === 'unconfirmed' ? state : null;
  }

  settleSignOut(): 'confirmed' | 'unconfirmed' | 'elsewhere' {
    const state = window.sessionStorage.getItem(SIGN_OUT_KEY);
    if (state === 'unconfirmed') return state;
    this.forgetSignOut();
    return state === 'elsewhere' ? state : 'confirmed';
  }

  signOutUnconfirmed(): void {
    this.rememberSignOut('unconfirmed');
  }

  private rememberSignOut(state: SignOutState): void {
    window.sessionStorage.setItem(SIGN_OUT_KEY, state);
  }

  private forgetSignOut(): void {
    window.sessionStorage.removeItem(SIGN_OUT_KEY);
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

  private schedule(user: SessionUser | null): void {
    clearTimeout(this.renewTimer);
    if (!user) return;
    const left = secondsLeft(user);
    if (!Number.isFinite(left)) return;
    // A token shorter than twice the margin is renewed at half its life.
    const delay = Math.max(left - RENEW_MARGIN_SECONDS, left / 2, 0) * 1000;
    // Browsers cap timers at 2^31-1 ms; a longer-lived token is renewed on its 401.
    if (delay > 2_147_483_647) return;
    this.renewTimer = setTimeout(() => void this.renew(), delay);
  }
}
