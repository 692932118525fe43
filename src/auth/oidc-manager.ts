import type { UserManager } from 'oidc-client-ts';
import { slotSuffix, STORE_PREFIX, type SessionSettings } from './session';

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
