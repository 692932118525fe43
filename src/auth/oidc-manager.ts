import type { UserManager } from 'oidc-client-ts';
import { slotSuffix, STORE_PREFIX, type SessionSettings, type SessionUser } from './session';

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
  if (user?.refresh_token) await manager.revokeTokens(['refresh_token']).catch(() => undefined);
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
