import type { User, UserManager } from 'oidc-client-ts';
import { splitCompanyPath } from './companies';
import { safeReturnPath } from './return-path';
import { settleOwedRevocations } from './owed-revocations';
import {
  COMPANY_HINT_PARAM,
  slotSuffix,
  STORE_PREFIX,
  type AuthSession,
  type ReturnState,
  type SessionSettings,
  type SessionUser,
} from './session';

/** The session's protocol side, loaded when it is needed (never on the first screen's render). */

/** The same keys as oidc-client-ts's own store, with the slot appended. */
function slotUserStore(storage: Storage, slot: string) {
  const at = (key: string) => `${STORE_PREFIX}${key}${slotSuffix(slot)}`;
  return {
    set: async (key: string, value: string) => storage.setItem(at(key), value),
    get: async (key: string) => storage.getItem(at(key)),
    remove: async (key: string) => {
      const value = storage.getItem(at(key));
      storage.removeItem(at(key));
      return value;
    },
    getAllKeys: async () =>
      Object.keys(storage)
        .filter((k) => k.startsWith(STORE_PREFIX) && k.endsWith(slotSuffix(slot)))
        .map((k) => k.slice(STORE_PREFIX.length, k.length - slotSuffix(slot).length)),
  };
}

export async function createManager(
  { logout: _logout, ...settings }: SessionSettings,
  slot: string,
): Promise<UserManager> {
  const { UserManager, WebStorageStateStore } = await import('oidc-client-ts');
  return new UserManager({
    ...settings,
    response_type: 'code',
    // The sign-in's state is the tab's (any slot completes it); the user is the slot's.
    userStore: slotUserStore(window.sessionStorage, slot),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage, prefix: STORE_PREFIX }),
    automaticSilentRenew: false,
    monitorSession: false,
    loadUserInfo: false,
    // signOut revokes on its own: oidc-client-ts would abort on RFC 7009's empty 200 without a JSON content type.
    revokeTokensOnSignout: false,
  });
}

/** Cognito's `/logout` takes `client_id` and `logout_uri`, not OpenID's `id_token_hint`, and returns no `state`. */
export function cognitoLogoutUrl(
  endpoint: string,
  settings: Pick<SessionSettings, 'client_id' | 'post_logout_redirect_uri'>,
): string {
  const url = new URL(endpoint);
  url.searchParams.set('client_id', settings.client_id);
  url.searchParams.set('logout_uri', settings.post_logout_redirect_uri);
  return url.href;
}

/** The token given, not the stored one: a sign-out may have forgotten the session already. */
export async function revokeRefreshToken(manager: UserManager, refreshToken: string): Promise<void> {
  const { OidcClient } = await import('oidc-client-ts');
  await new OidcClient(manager.settings, manager.metadataService).revokeToken(refreshToken, 'refresh_token');
}

/**
 * Revokes the refresh token, then leaves for the provider's sign-out (Cognito's, forgetting
 * the user first, as `signoutRedirect` does); a provider that cannot be reached leaves the
 * sign-out unconfirmed.
 */
export async function leaveProvider(
  manager: UserManager,
  user: SessionUser | null,
  settings: SessionSettings,
  session: { left(): void; ended(url: string): void; unconfirmed(): void },
): Promise<void> {
  // Leaving the page: what other companies' sign-outs owe goes first.
  await settleOwedRevocations();
  // The token held in memory, not the stored one: a sign-out finished after a reconnection has nothing stored.
  if (user?.refresh_token) await revokeRefreshToken(manager, user.refresh_token).catch(() => undefined);
  session.left();
  try {
    if (settings.logout === 'cognito') {
      const endpoint = await manager.metadataService.getEndSessionEndpoint();
      if (!endpoint) throw new Error('No end session endpoint');
      await manager.removeUser();
      session.ended(cognitoLogoutUrl(endpoint, settings));
    } else {
      await manager.signoutRedirect({ id_token_hint: user?.id_token });
    }
  } catch (error) {
    console.warn('Saída pelo provedor falhou; encerrando a sessão localmente.', error);
    session.unconfirmed();
  }
}

function isProviderRefusal(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { error?: unknown }).error : undefined;
  return typeof code === 'string' && code !== 'server_error' && code !== 'temporarily_unavailable';
}

function plain(user: User): SessionUser {
  return JSON.parse(user.toStorageString()) as SessionUser;
}

/**
 * The refresh token exchanged: the renewed user; null when the provider refuses it (invalid_grant…),
 * which ends the session; undefined when the provider cannot be reached, which keeps it for a later try.
 */
export async function renewAtProvider(
  session: Pick<AuthSession, 'manager'>,
  previousRefreshToken: string,
  channel: BroadcastChannel | null,
): Promise<SessionUser | null | undefined> {
  try {
    const manager = await session.manager();
    const renewed = await manager.signinSilent();
    if (!renewed) return null;
    // Tabs sharing a rotated refresh token take the new one; replaying the old looks like theft to the provider.
    channel?.postMessage({ previousRefreshToken, user: renewed.toStorageString() });
    return plain(renewed);
  } catch (error) {
    return isProviderRefusal(error) ? null : undefined;
  }
}

export async function signInAtProvider(manager: UserManager, returnTo: string): Promise<void> {
  // A page of a company asks the provider for that company; a provider that does not know
  // the parameter ignores it (RFC 6749, section 3.1) and the callback says which it chose.
  const company = splitCompanyPath(returnTo)?.key;
  await manager.signinRedirect({
    state: { returnTo } satisfies ReturnState,
    ...(company ? { extraQueryParams: { [COMPANY_HINT_PARAM]: company } } : {}),
  });
}

/** The provider's answer to the sign-in: the user, and the app's path to return to. */
export async function completeAtProvider(
  manager: UserManager,
  url: string,
): Promise<{ user: SessionUser; returnTo: string }> {
  const { completeCodeFlow } = await import('./code-flow');
  const user = await completeCodeFlow(manager, url);
  const state = user.state as Partial<ReturnState> | undefined;
  return { user: plain(user), returnTo: safeReturnPath(state?.returnTo) };
}
