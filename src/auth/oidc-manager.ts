import type { UserManager } from 'oidc-client-ts';
import { slotSuffix, STORE_PREFIX, type SessionSettings } from './session';

/*
 * The protocol library's set-up, loaded with it (session.ts loads it when the protocol is
 * needed: decision 0006).
 */

/** oidc-client-ts's user store for a slot: the same keys as its own store, the slot appended. */
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

/** oidc-client-ts for `settings`, its user kept under `slot` (a company's key). */
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
    // Revocation is done by signOut itself, tolerant of providers that answer RFC 7009's
    // empty 200 without a JSON content type (oidc-client-ts would abort the sign-out).
    revokeTokensOnSignout: false,
  });
}
