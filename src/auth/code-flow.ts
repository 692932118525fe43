import type { User, UserManager } from 'oidc-client-ts';
import type { SessionUser } from './session';

/** Unverified: the API verifies the token. */
export function readJwtClaims(token: string | undefined): Record<string, unknown> | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Without an ID token, the access token's claims name the user; an opaque token names nobody (`sub` empty). */
export function profileFromAccessToken(accessToken: string | undefined): SessionUser['profile'] {
  const claims = readJwtClaims(accessToken) ?? {};
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const username = text(claims.username) ?? text(claims.preferred_username);
  const name = text(claims.name);
  const email = text(claims.email);
  return {
    sub: text(claims.sub) ?? username ?? '',
    ...(name ? { name } : {}),
    ...(email ? { email } : {}),
    ...(username ? { preferred_username: username } : {}),
  };
}

/** As `signinRedirectCallback`, which fails on an `openid` answer without ID token; one that came is checked. */
export async function completeCodeFlow(manager: UserManager, url: string): Promise<User> {
  const { OidcClient, User } = await import('oidc-client-ts');
  class IdTokenOptionalClient extends OidcClient {
    override async readSigninResponseState(responseUrl: string, removeState?: boolean) {
      const read = await super.readSigninResponseState(responseUrl, removeState);
      const { response } = read;
      Object.defineProperty(response, 'isOpenId', { get: () => Boolean(response.id_token) });
      return read;
    }
  }
  const response = await new IdTokenOptionalClient(manager.settings, manager.metadataService).processSigninResponse(
    url,
  );
  const user = new User(response);
  if (!response.id_token) user.profile = profileFromAccessToken(response.access_token) as User['profile'];
  await manager.storeUser(user);
  return user;
}
