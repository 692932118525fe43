import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { type Configuration } from 'oidc-provider';
import { ACCOUNTS, findAccountById } from './accounts';
import { COGNITO_SIGNIN_ADMIN_SCOPE, createCognitoShape } from './cognito';
import { companiesOf, companyPolicy, COMPANY_PARAM, GrantCompanies } from './company-choice';
import { createInteractions } from './interactions';
import { errorPage, logoutPage, signedOutPage } from './views';
import { KEEP_ALIVE_MS } from '../node-adapter';

/**
 * The sandbox identity provider: a real OpenID provider (panva's oidc-provider) at the
 * platform's paths. Authorization code + PKCE (S256, required), refresh tokens rotated
 * on every use (a reused one revokes the grant), JWT access tokens for the API resource.
 * Two clients: the public one the app uses by default, and a confidential one (client
 * secret at the token and revocation endpoints, like the real platform's provider) that
 * the app reaches through the token mediator (src/mediator).
 */

export const PUBLIC_CLIENT_ID = 'contratos-web';
export const CONFIDENTIAL_CLIENT_ID = 'contratos-web-mediado';
export const SIGNIN_ADMIN_SCOPE = 'sandbox.signin.admin';
export const SCOPES = `openid profile ${SIGNIN_ADMIN_SCOPE}`;

export interface IdpOptions {
  issuer: string;
  /** The API's resource indicator (the audience of access tokens). */
  apiResource: string;
  /** Origins the app is served from: redirect URIs and CORS are derived from them. */
  appOrigins: readonly string[];
  /** Sub-paths the app may be deployed under, e.g. `/admin` (default: root only). */
  appBasePaths?: readonly string[];
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds?: number;
  /** The confidential client's secret (`client_secret_basic`); no confidential client without it. */
  confidentialClientSecret?: string;
  /**
   * Answer as AWS Cognito behind the platform's custom domain (sandbox/idp/cognito.ts):
   * `issuer` is then the user pool's, `<idp>/<pool id>`, and the sign-in admin scope Cognito's.
   */
  cognito?: boolean;
  /** In the Cognito profile: token answers with an ID token (default: `SANDBOX_COGNITO_ID_TOKEN`, issued). */
  cognitoIdToken?: boolean;
  /** In the Cognito profile: `/logout` refuses every request (default: `SANDBOX_COGNITO_LOGOUT`, it signs out). */
  cognitoRefusesLogout?: boolean;
}

export interface Idp {
  provider: Provider;
  server: Server;
  /** Public keys the API verifies access tokens with. */
  jwks: { keys: Record<string, unknown>[] };
  /** Where the API reads them: `/jwks`, or under the user pool's issuer in the Cognito profile. */
  jwksUri: string;
  /** The scopes the app asks for. */
  scopes: string;
}

export async function createIdp(options: IdpOptions): Promise<Idp> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = `sandbox-${Date.now().toString(36)}`;
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };

  const adminScope = options.cognito ? COGNITO_SIGNIN_ADMIN_SCOPE : SIGNIN_ADMIN_SCOPE;
  const scopes = `openid profile ${adminScope}`;
  const basePaths = options.appBasePaths?.length ? options.appBasePaths : [''];
  const redirectUris = options.appOrigins.flatMap((o) => basePaths.map((b) => `${o}${b}/auth/callback`));
  const postLogoutUris = options.appOrigins.flatMap((o) => basePaths.map((b) => `${o}${b}/auth/signed-out`));
  const grantCompanies = new GrantCompanies();

  /** A grant of everything the app asks for: the first-party client has no consent step. */
  async function grantAll(provider: Provider, clientId: string, accountId: string) {
    const grant = new provider.Grant({ clientId, accountId });
    grant.addOIDCScope(scopes);
    grant.addResourceScope(options.apiResource, adminScope);
    await grant.save();
    return grant;
  }

  const configuration: Configuration = {
    clients: [
      {
        client_id: PUBLIC_CLIENT_ID,
        client_name: 'Contratos',
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutUris,
      },
      // Same redirect URIs and grants, but the token and revocation endpoints require
      // `Authorization: Basic base64(client_id:client_secret)`; PKCE stays required.
      ...(options.confidentialClientSecret
        ? [
            {
              client_id: CONFIDENTIAL_CLIENT_ID,
              client_secret: options.confidentialClientSecret,
              client_name: 'Contratos',
              token_endpoint_auth_method: 'client_secret_basic' as const,
              application_type: 'web' as const,
              grant_types: ['authorization_code', 'refresh_token'],
              response_types: ['code' as const],
              redirect_uris: redirectUris,
              post_logout_redirect_uris: postLogoutUris,
            },
          ]
        : []),
    ],
    jwks: { keys: [privateJwk] },
    cookies: { keys: ['sandbox-cookie-key-1', 'sandbox-cookie-key-2'] },
    routes: {
      authorization: '/oauth2/authorize',
      token: '/oauth2/token',
      revocation: '/oauth2/revoke',
      userinfo: '/oauth2/userinfo',
      jwks: '/jwks',
      end_session: '/logout',
    },
    scopes: ['openid', 'profile', adminScope],
    claims: { openid: ['sub'], profile: ['name', 'email', 'preferred_username'] },
    extraParams: [COMPANY_PARAM],
    extraTokenClaims: async (_ctx, token) =>
      'grantId' in token ? grantCompanies.claims(token.accountId, token.grantId) : undefined,
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    clientBasedCORS: (_ctx, origin) => options.appOrigins.includes(origin),
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.body = signedOutPage();
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => options.apiResource,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: adminScope,
          audience: options.apiResource,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    // Refresh tokens for the first-party public client without `offline_access`; rotated
    // on every use (the provider revokes the whole grant when a used one comes back).
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Tokens end with the provider session, but for an account of several companies: a
    // session holds one grant per client, and each of its companies has a grant of its own.
    expiresWithSession: async (_ctx, source) =>
      !source.scopes.has('offline_access') && companiesOf(source.accountId).length <= 1,
    rotateRefreshToken: true,
    ttl: {
      AccessToken: (_ctx, token) =>
        findAccountById(String(token.accountId))?.accessTokenTtl ?? options.accessTokenTtlSeconds,
      IdToken: options.accessTokenTtlSeconds,
      AuthorizationCode: 180,
      RefreshToken: options.refreshTokenTtlSeconds ?? 14 * 24 * 3600,
      Interaction: 3600,
      Session: 14 * 24 * 3600,
      Grant: 14 * 24 * 3600,
    },
    // First-party client: no consent step; the grant covers what the app asks for.
    loadExistingGrant: async (ctx) => {
      const oidc = ctx.oidc;
      const clientId = oidc.client?.clientId;
      const accountId = oidc.session?.accountId;
      if (!clientId || !accountId) return undefined;
      const company = grantCompanies.chosen(ctx);
      const existingId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(clientId);
      if (existingId && grantCompanies.fits(existingId, company)) {
        const existing = await oidc.provider.Grant.find(existingId);
        if (existing) return existing;
      }
      const grant = await grantAll(oidc.provider, clientId, accountId);
      grantCompanies.set(grant.jti, company);
      return grant;
    },
    findAccount: async (_ctx, sub) => {
      const account = findAccountById(sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: async () => ({
          sub: account.id,
          name: account.name,
          email: account.email,
          preferred_username: account.email,
        }),
      };
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage('Não foi possível concluir o acesso', String(out.error_description ?? out.error ?? ''));
    },
    interactions: {
      // The Cognito profile signs in to the account's first company (no company step).
      ...(options.cognito ? {} : { policy: companyPolicy() }),
      url: async (_ctx, interaction) => `/interaction/${interaction.uid}`,
    },
  };

  const provider = new Provider(options.issuer, configuration);
  provider.proxy = true;
  let jwks: Idp['jwks'] = { keys: [publicJwk] };
  let jwksUri = `${new URL(options.issuer).origin}/jwks`;
  if (options.cognito) {
    const shape = await createCognitoShape({
      provider,
      issuer: options.issuer,
      idTokenKey: privateJwk,
      ...(options.cognitoIdToken === undefined ? {} : { idToken: options.cognitoIdToken }),
      ...(options.cognitoRefusesLogout === undefined ? {} : { refuseLogout: options.cognitoRefusesLogout }),
    });
    provider.use(shape.middleware);
    jwks = shape.jwks;
    jwksUri = `${options.issuer.replace(/\/$/, '')}/.well-known/jwks.json`;
  }
  const callback = provider.callback();

  const interactions = createInteractions(provider, options.issuer, (clientId, accountId) =>
    grantAll(provider, clientId, accountId),
  );

  const server = createServer({ keepAliveTimeout: KEEP_ALIVE_MS }, (req, res) => {
    if (req.url === '/favicon.ico') {
      res.writeHead(204, { 'Cache-Control': 'max-age=86400' });
      res.end();
      return;
    }
    if (req.url?.startsWith('/interaction/')) {
      void interactions(req, res);
      return;
    }
    callback(req, res);
  });

  return { provider, server, jwks, jwksUri, scopes };
}

export { ACCOUNTS };
