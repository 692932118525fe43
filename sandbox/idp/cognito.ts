import { createHash, randomUUID } from 'node:crypto';
import {
  createLocalJWKSet,
  decodeJwt,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type JWK,
  type JWTPayload,
} from 'jose';
import type { KoaContextWithOIDC, default as Provider } from 'oidc-provider';
import { findAccountById } from './accounts';
import { errorPage } from './views';

/**
 * The identity provider as AWS Cognito answers behind the platform's custom domain
 * (`SANDBOX_AUTH=cognito`), on top of the same oidc-provider:
 *
 * - no discovery document at the domain (404), and no key set there either: the keys are
 *   under the user pool's issuer, `{issuer}/.well-known/jwks.json`, where the issuer is
 *   `https://cognito-idp.<region>.amazonaws.com/<user pool id>` (here `<idp>/<pool id>`);
 * - access tokens with `client_id`, `token_use: 'access'`, `scope`, `username`,
 *   `origin_jti`, `event_id`, `auth_time` and no `aud`, signed with a key of their own
 *   (Cognito signs access and ID tokens with different keys); oidc-provider cannot issue
 *   a JWT access token without `aud`, so the token endpoint's answer is re-issued here,
 *   from the claims oidc-provider computed;
 * - ID tokens with `token_use: 'id'`, `cognito:username`, `aud` = the client id;
 * - the token endpoint's answer without `scope` (Cognito's has access, ID and refresh
 *   token, `token_type`, `expires_in`);
 * - `GET /logout?client_id=…&logout_uri=…`: refuses a `logout_uri` not registered for
 *   that client, ends the provider session (not the tokens: sign-out revokes the refresh
 *   token at `/oauth2/revoke` first) and redirects there;
 * - `GET /oauth2/userInfo` (Cognito's spelling) with the access token.
 * Sources: docs/platform-differences.md, "Where the platform differs from the platform contract", "Identity provider".
 *
 * Two switches answer as the platform's own documentation shows it instead, where it
 * differs from Cognito's (environment variables of the sandbox, or `createIdp` options):
 * - `SANDBOX_COGNITO_ID_TOKEN=omit`: token answers without `id_token`, as docs/platform-contract.md
 *   (Authentication, steps 2 and 3) and the production clients show them (`access_token`,
 *   `expires_in`, `refresh_token`, `token_type`); the refresh token still rotates;
 * - `SANDBOX_COGNITO_LOGOUT=refuse`: `/logout` answers its error page to every request
 *   (no platform source confirms the sign-out there), so the app's sign-out is seen when
 *   the provider does not confirm it.
 */

/** The sandbox's user pool id (Cognito's format `<region>_<id>`; invented). */
export const COGNITO_USER_POOL_ID = 'sa-east-1_SandboxCA';
/** Cognito's scope for the user's own attributes, the platform's "sign-in admin" scope. */
export const COGNITO_SIGNIN_ADMIN_SCOPE = 'aws.cognito.signin.user.admin';

/** Whether token answers carry an ID token: `SANDBOX_COGNITO_ID_TOKEN` `issue` (default) or `omit`. */
export function cognitoIssuesIdToken(value = process.env.SANDBOX_COGNITO_ID_TOKEN): boolean {
  if (!value || value === 'issue') return true;
  if (value === 'omit') return false;
  throw new Error(`SANDBOX_COGNITO_ID_TOKEN must be issue or omit (or unset), not "${value}".`);
}

/** Whether `/logout` signs out: `SANDBOX_COGNITO_LOGOUT` `redirect` (default) or `refuse`. */
export function cognitoLogoutRefused(value = process.env.SANDBOX_COGNITO_LOGOUT): boolean {
  if (!value || value === 'redirect') return false;
  if (value === 'refuse') return true;
  throw new Error(`SANDBOX_COGNITO_LOGOUT must be redirect or refuse (or unset), not "${value}".`);
}

export interface CognitoShape {
  /** Public keys (ID-token key and access-token key) served under the issuer. */
  jwks: { keys: JWK[] };
  middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>;
}

interface TokenBody {
  access_token?: string;
  id_token?: string;
  refresh_token?: string;
  expires_in?: number;
  token_type?: string;
  scope?: string;
}

/** `at_hash`: the left half of the SHA-256 of the access token, base64url (OpenID Core 3.1.3.6). */
function atHash(accessToken: string): string {
  return createHash('sha256').update(accessToken).digest().subarray(0, 16).toString('base64url');
}

function usernameOf(sub: string): string {
  return findAccountById(sub)?.email ?? sub;
}

export async function createCognitoShape(options: {
  provider: Provider;
  issuer: string;
  /** The provider's ID-token signing key (private JWK with kid). */
  idTokenKey: JWK & { kid: string };
  /** Token answers with an ID token (default: `SANDBOX_COGNITO_ID_TOKEN`). */
  idToken?: boolean;
  /** `/logout` refuses every request (default: `SANDBOX_COGNITO_LOGOUT`). */
  refuseLogout?: boolean;
}): Promise<CognitoShape> {
  const { provider, issuer } = options;
  const issueIdToken = options.idToken ?? cognitoIssuesIdToken();
  const refuseLogout = options.refuseLogout ?? cognitoLogoutRefused();
  const at = await generateKeyPair('RS256', { extractable: true });
  const atKid = `sandbox-at-${Date.now().toString(36)}`;
  const atPublic = { ...(await exportJWK(at.publicKey)), kid: atKid, alg: 'RS256', use: 'sig' };
  const idPrivate = await importJWK(options.idTokenKey, 'RS256');
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...idPublic } = options.idTokenKey;
  const jwks = { keys: [idPublic, atPublic] };
  const issuerPath = new URL(issuer).pathname.replace(/\/$/, '');

  async function reissue(ctx: KoaContextWithOIDC, body: TokenBody): Promise<TokenBody> {
    const original = decodeJwt(String(body.access_token));
    const entities = ctx.oidc.entities;
    const source = entities.AuthorizationCode ?? entities.RefreshToken;
    const sub = String(original.sub);
    // Cognito's access-token scope lists every granted scope, the OpenID ones included.
    const scope = [...new Set([...(source?.scope ?? '').split(' '), ...String(original.scope ?? '').split(' ')])]
      .filter(Boolean)
      .join(' ');
    const originJti = entities.Grant?.jti ?? randomUUID();
    const eventId = randomUUID();
    const accessPayload: JWTPayload = {
      sub,
      iss: issuer,
      client_id: original.client_id,
      origin_jti: originJti,
      event_id: eventId,
      token_use: 'access',
      scope,
      auth_time: source?.authTime,
      exp: original.exp,
      iat: original.iat,
      jti: original.jti,
      username: usernameOf(sub),
    };
    const accessToken = await new SignJWT(accessPayload)
      .setProtectedHeader({ alg: 'RS256', kid: atKid })
      .sign(at.privateKey);
    let idToken: string | undefined;
    if (body.id_token && issueIdToken) {
      const { at_hash: _old, ...claims } = decodeJwt(body.id_token);
      idToken = await new SignJWT({
        ...claims,
        at_hash: atHash(accessToken),
        token_use: 'id',
        'cognito:username': usernameOf(sub),
        origin_jti: originJti,
        event_id: eventId,
        jti: randomUUID(),
      })
        .setProtectedHeader({ alg: 'RS256', kid: options.idTokenKey.kid })
        .sign(idPrivate);
    }
    return {
      access_token: accessToken,
      ...(idToken ? { id_token: idToken } : {}),
      ...(body.refresh_token ? { refresh_token: body.refresh_token } : {}),
      token_type: 'Bearer',
      expires_in: body.expires_in,
    };
  }

  async function logout(ctx: KoaContextWithOIDC): Promise<void> {
    const clientId = ctx.query.client_id;
    const logoutUri = ctx.query.logout_uri;
    const client = typeof clientId === 'string' && clientId ? await provider.Client.find(clientId) : undefined;
    const refuse = (details: string) => {
      ctx.status = 400;
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = errorPage('Não foi possível sair', details);
    };
    if (refuseLogout) return refuse('Este provedor não encerra a sessão por este endereço.');
    if (!client) return refuse('Aplicativo desconhecido (client_id).');
    if (typeof logoutUri !== 'string' || !client.postLogoutRedirectUris?.includes(logoutUri)) {
      return refuse('O endereço de retorno (logout_uri) não está registrado para este aplicativo.');
    }
    const session = await provider.Session.get(ctx);
    if (session.accountId) await session.destroy();
    ctx.cookies.set(provider.cookieName('session'), null, { signed: true });
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 302;
    ctx.redirect(logoutUri);
  }

  async function userInfo(ctx: KoaContextWithOIDC): Promise<void> {
    const token = /^Bearer\s+(.+)$/i.exec(ctx.get('Authorization'))?.[1];
    try {
      if (!token) throw new Error('no token');
      const { payload } = await jwtVerify(token, createLocalJWKSet({ keys: [atPublic] }), { issuer });
      if (payload.token_use !== 'access') throw new Error('not an access token');
      const account = findAccountById(String(payload.sub));
      if (!account) throw new Error('unknown user');
      ctx.body = { sub: account.id, email: account.email, name: account.name, username: account.email };
    } catch {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', 'Bearer error="invalid_token"');
      ctx.body = { error: 'invalid_token', error_description: 'Access token is invalid' };
    }
  }

  async function middleware(ctx: KoaContextWithOIDC, next: () => Promise<void>): Promise<void> {
    const path = ctx.path;
    if (path === `${issuerPath}/.well-known/jwks.json` && ctx.method === 'GET') {
      ctx.body = jwks;
      return;
    }
    // Nothing of OpenID discovery at the custom domain (nor oidc-provider's own key path).
    if (path.endsWith('/.well-known/openid-configuration') || path === '/jwks') {
      ctx.status = 404;
      ctx.body = { error: 'not_found' };
      return;
    }
    if (path === '/logout') return logout(ctx);
    if (path === '/oauth2/userInfo' && ctx.method === 'GET') return userInfo(ctx);
    await next();
    const body = ctx.body as TokenBody | undefined;
    if (path === '/oauth2/token' && ctx.status === 200 && typeof body?.access_token === 'string') {
      ctx.body = await reissue(ctx, body);
    }
  }

  return { jwks, middleware };
}
