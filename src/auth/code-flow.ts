import type { User, UserManager } from 'oidc-client-ts';
import type { SessionUser } from './session';

/** The claims of a JWT's payload, unverified; null when the token is not a readable JWT. */
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

/**
 * Who signed in, when the token answer brought no ID token: from the access token's claims
 * (Cognito's carry `sub` and `username`). An opaque access token names nobody: `sub` is then
 * empty (nothing is kept per user, such as drafts).
 */
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

/**
 * Completes the authorization-code redirect as `signinRedirectCallback` does (state, PKCE
 * code exchange, and the ID token's checks when there is one), but also when the token
 * answer has no ID token: oidc-client-ts takes the `openid` scope as the promise of one
 * and fails without it. Here only an ID token that came is checked as OpenID.
 */
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
