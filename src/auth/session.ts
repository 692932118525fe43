import { User, UserManager, WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import type { AppConfig } from '../config/schema';

/**
 * The signed-in session: oidc-client-ts (authorization code + PKCE) with the user kept
 * per tab in sessionStorage. Renewal uses the refresh token, before expiry and on a 401,
 * serialized across tabs with the Web Locks API; a tab that renews tells the others
 * (BroadcastChannel) so a duplicated tab holding the same rotated refresh token takes
 * the new one instead of replaying the old (which the provider would treat as theft).
 */

export interface ReturnState {
  returnTo: string;
}

type Listener = (user: User | null) => void;

const LOCK_NAME = 'contratos-auth-renew';
const CHANNEL_NAME = 'contratos-auth';
/** Renew when less than this is left of the access token. */
export const RENEW_MARGIN_SECONDS = 60;

export function buildSettings(config: AppConfig, origin: string, basePath: string): UserManagerSettings {
  const base = basePath.replace(/\/$/, '');
  const metadataSeed = { ...config.auth.metadata, ...(config.auth.tokenEndpoint ? { token_endpoint: config.auth.tokenEndpoint } : {}) };
  return {
    authority: config.auth.authority,
    client_id: config.auth.clientId,
    scope: config.auth.scope,
    redirect_uri: `${origin}${base}${config.auth.redirectPath}`,
    post_logout_redirect_uri: `${origin}${base}${config.auth.postLogoutRedirectPath}`,
    response_type: 'code',
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    automaticSilentRenew: false,
    accessTokenExpiringNotificationTimeInSeconds: RENEW_MARGIN_SECONDS,
    monitorSession: false,
    loadUserInfo: false,
    // Revocation is done by signOut itself, tolerant of providers that answer RFC 7009's
    // empty 200 without a JSON content type (oidc-client-ts would abort the sign-out).
    revokeTokensOnSignout: false,
    ...(Object.keys(metadataSeed).length ? { metadataSeed } : {}),
  };
}

export class AuthSession {
  readonly manager: UserManager;
  private user: User | null = null;
  private readonly listeners = new Set<Listener>();
  private renewing: Promise<User | null> | null = null;
  private readonly channel: BroadcastChannel | null;

  constructor(settings: UserManagerSettings) {
    this.manager = new UserManager(settings);
    this.channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
    this.channel?.addEventListener('message', (event: MessageEvent<{ previousRefreshToken: string; user: string }>) => {
      void this.adoptFromOtherTab(event.data);
    });
    this.manager.events.addAccessTokenExpiring(() => {
      void this.renew();
    });
    this.manager.events.addUserLoaded((user) => this.set(user));
    this.manager.events.addUserUnloaded(() => this.set(null));
  }

  /** Reads the stored user (on start); an expired one is renewed when possible. */
  async load(): Promise<User | null> {
    const stored = await this.manager.getUser();
    this.set(stored);
    if (stored?.expired) return this.renew();
    return stored;
  }

  current(): User | null {
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
  renew(staleAccessToken: string | null = this.user?.access_token ?? null): Promise<User | null> {
    this.renewing ??= this.withLock(() => this.renewNow(staleAccessToken)).finally(() => {
      this.renewing = null;
    });
    return this.renewing;
  }

  private async withLock<T>(fn: () => Promise<T>): Promise<T> {
    if (typeof navigator !== 'undefined' && navigator.locks?.request) {
      return navigator.locks.request(LOCK_NAME, fn);
    }
    return fn();
  }

  private async renewNow(staleAccessToken: string | null): Promise<User | null> {
    // Another request or tab may have renewed (and sent us the new tokens) while we waited.
    const stored = await this.manager.getUser();
    if (stored && stored.access_token !== staleAccessToken && (stored.expires_in ?? 0) > RENEW_MARGIN_SECONDS) {
      this.set(stored);
      return stored;
    }
    const previousRefreshToken = stored?.refresh_token;
    if (!previousRefreshToken) return this.fail();
    try {
      const user = await this.manager.signinSilent();
      if (!user) return this.fail();
      this.channel?.postMessage({ previousRefreshToken, user: user.toStorageString() });
      return user;
    } catch (error) {
      // Only the provider's refusal (invalid_grant: refresh token revoked or expired) ends
      // the session. Offline or a provider failure does not: keep it, a later 401 renews.
      const code = (error as { error?: unknown } | null)?.error;
      if (typeof code !== 'string' || code === 'server_error' || code === 'temporarily_unavailable') return null;
      return this.fail();
    }
  }

  /** Ends a session the API no longer accepts; the route guard then signs in again. */
  expire(): void {
    void this.fail();
  }

  private async fail(): Promise<null> {
    await this.manager.removeUser().catch(() => undefined);
    this.set(null);
    return null;
  }

  private async adoptFromOtherTab(message: { previousRefreshToken: string; user: string }): Promise<void> {
    const mine = await this.manager.getUser();
    if (!mine?.refresh_token || mine.refresh_token !== message.previousRefreshToken) return;
    const user = User.fromStorageString(message.user);
    await this.manager.storeUser(user);
    this.set(user);
  }

  async signIn(returnTo: string): Promise<void> {
    await this.manager.signinRedirect({ state: { returnTo } satisfies ReturnState });
  }

  /** Completes the redirect back from the provider; returns where the user was going. */
  async completeSignIn(url: string): Promise<string> {
    const user = await this.manager.signinRedirectCallback(url);
    this.set(user);
    const state = user.state as Partial<ReturnState> | undefined;
    return typeof state?.returnTo === 'string' && state.returnTo.startsWith('/') ? state.returnTo : '/';
  }

  /** True from the moment the user asked to sign out (the guard must not sign in again). */
  signingOut = false;

  async signOut(): Promise<void> {
    const user = this.user;
    this.signingOut = true;
    if (user?.refresh_token) {
      // Best effort: a failed revocation must not keep the user signed in here.
      await this.manager.revokeTokens(['refresh_token']).catch(() => undefined);
    }
    try {
      await this.manager.signoutRedirect({ id_token_hint: user?.id_token });
    } catch (error) {
      console.warn('Saída pelo provedor falhou; encerrando a sessão localmente.', error);
      // The provider is unreachable: still forget the session locally.
      await this.manager.removeUser();
      this.set(null);
      window.location.assign(this.manager.settings.post_logout_redirect_uri ?? '/');
    }
  }

  private set(user: User | null): void {
    this.user = user;
    for (const listener of this.listeners) listener(user);
  }
}
