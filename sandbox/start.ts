import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { PORTFOLIO } from './companies';
import { ACCOUNTS, DEMO_PASSWORD } from './idp/accounts';
import { COGNITO_USER_POOL_ID } from './idp/cognito';
import { CONFIDENTIAL_CLIENT_ID, createIdp, PUBLIC_CLIENT_ID, SCOPES } from './idp/provider';
import { presetFor } from './real-platform-preset';
import { createTokenVerifier } from './api/auth';
import { createSandboxApi } from './api/handler';
import { listen, serveFetch } from './node-adapter';
import { buildHeadersFile } from '../scripts/security-headers';
import { createStaticServer } from './static-server';
import { createMediatorServer } from '../src/mediator/node';

/**
 * Starts the sandbox platform (identity provider + API) and, unless `--app none`, the
 * app: `--app dev` (Vite with HMR) or `--app dist` (the production build, as a CDN
 * would serve it). Addresses come from the environment:
 *   SANDBOX_HOST (localhost), SANDBOX_API_PORT (4010), SANDBOX_IDP_PORT (4011),
 *   APP_PORT (5173 for dev, 4173 for dist), SANDBOX_TOKEN_TTL (3600 seconds),
 *   SANDBOX_TODAY (fixed platform date, YYYY-MM-DD),
 *   SANDBOX_CONTRACTS (how many contracts the demo company's seed makes; 168, what the e2e
 *   suite expects; the other companies' are their own, docs/sandbox.md "Several companies"),
 *   SANDBOX_MEDIATOR_PORT (SANDBOX_IDP_PORT + 2): the token mediator (src/mediator) for the
 *   provider's confidential client, whose secret is SANDBOX_CLIENT_SECRET;
 *   SANDBOX_AUTH=mediated serves a config.json that signs in through the mediator;
 *   SANDBOX_AUTH=cognito makes the provider answer as the platform's AWS Cognito (no
 *   discovery, Cognito's tokens and /logout; sandbox/idp/cognito.ts) and serves the deployment guide's
 *   real-platform preset (docs/config.real-platform.json) with the sandbox's addresses.
 * `--app dist` applies the `_headers` written for this sandbox's own config (its CSP
 * names these ports) and, when `dist-admin/` exists (`npm run build:admin`), serves that
 * build under /admin/ too.
 */

const { values } = parseArgs({ options: { app: { type: 'string', default: 'dev' } } });
const app = values.app as 'dev' | 'dist' | 'none';
const env = process.env;
const host = env.SANDBOX_HOST ?? 'localhost';
const apiPort = Number(env.SANDBOX_API_PORT ?? 4010);
const idpPort = Number(env.SANDBOX_IDP_PORT ?? 4011);
const appPort = Number(env.APP_PORT ?? (app === 'dist' ? 4173 : 5173));
const ttl = Number(env.SANDBOX_TOKEN_TTL ?? 3600);
const mediatorPort = Number(env.SANDBOX_MEDIATOR_PORT ?? idpPort + 2);
const clientSecret = env.SANDBOX_CLIENT_SECRET ?? 'sandbox-segredo-do-cliente-confidencial';
const contractCount = env.SANDBOX_CONTRACTS ? Number(env.SANDBOX_CONTRACTS) : undefined;
if (contractCount !== undefined && !(Number.isInteger(contractCount) && contractCount > 0)) {
  throw new Error(`SANDBOX_CONTRACTS must be a positive whole number, not "${env.SANDBOX_CONTRACTS}".`);
}

const apiUrl = `http://${host}:${apiPort}`;
const idpUrl = `http://${host}:${idpPort}`;
const mediatorUrl = `http://${host}:${mediatorPort}`;
const appUrl = `http://${host}:${appPort}`;
const knownPorts = [...new Set([5173, 4173, appPort])];
const appOrigins = knownPorts.flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
if (!appOrigins.includes(appUrl)) appOrigins.push(appUrl);

const authProfile = env.SANDBOX_AUTH ?? 'default';
if (!['default', 'mediated', 'cognito'].includes(authProfile)) {
  throw new Error(`SANDBOX_AUTH must be mediated or cognito (or unset), not "${authProfile}".`);
}
const mediated = authProfile === 'mediated';
const cognito = authProfile === 'cognito';
/** Cognito's tokens name the user pool as issuer, not the sign-in domain they come from. */
const issuer = cognito ? `${idpUrl}/${COGNITO_USER_POOL_ID}` : idpUrl;

/** The app's runtime configuration for this sandbox (served as /config.json). */
const defaultConfig = {
  apiBaseUrl: apiUrl,
  auth: {
    authority: idpUrl,
    clientId: mediated ? CONFIDENTIAL_CLIENT_ID : PUBLIC_CLIENT_ID,
    scope: SCOPES,
    redirectPath: '/auth/callback',
    postLogoutRedirectPath: '/auth/signed-out',
    // As against the real platform: the token and revocation requests go through the mediator.
    ...(mediated
      ? { tokenEndpoint: `${mediatorUrl}/token`, metadata: { revocation_endpoint: `${mediatorUrl}/revoke` } }
      : {}),
  },
};
export const sandboxConfig = cognito
  ? (presetFor({
      signIn: idpUrl,
      api: apiUrl,
      mediator: mediatorUrl,
      clientId: CONFIDENTIAL_CLIENT_ID,
    }) as typeof defaultConfig)
  : defaultConfig;

const idp = await createIdp({
  issuer,
  cognito,
  apiResource: apiUrl,
  appOrigins,
  appBasePaths: ['', '/admin'],
  accessTokenTtlSeconds: ttl,
  confidentialClientSecret: clientSecret,
});
const api = createSandboxApi({
  // Access tokens of the app's clients only: an ID token or another client's token is a 401.
  verifyToken: createTokenVerifier({
    issuer,
    jwks: new URL(idp.jwksUri),
    // The platform's API takes its one app client; the default sandbox takes both of its own.
    clientIds: cognito ? [CONFIDENTIAL_CLIENT_ID] : [PUBLIC_CLIENT_ID, CONFIDENTIAL_CLIENT_ID],
    audience: apiUrl,
  }),
  allowedOrigins: appOrigins,
  today: env.SANDBOX_TODAY,
  contractCount,
});

await listen(idp.server, idpPort, host);
await listen(serveFetch(api.handle, apiUrl), apiPort, host);

// The token mediator for the confidential client, as a deployment would run it. Without it
// (port taken, non-loopback http host) the rest of the sandbox still works.
let mediatorLine = `  Token mediator:      ${mediatorUrl}/token  (client ${CONFIDENTIAL_CLIENT_ID})`;
try {
  const mediator = createMediatorServer({
    tokenEndpoint: `${idpUrl}/oauth2/token`,
    revocationEndpoint: `${idpUrl}/oauth2/revoke`,
    clientId: CONFIDENTIAL_CLIENT_ID,
    clientSecret,
    allowedOrigins: appOrigins,
    logger: (entry) => {
      if (env.SANDBOX_DEBUG || entry.level === 'error') console.error(`token mediator: ${JSON.stringify(entry)}`);
    },
  });
  await listen(mediator, mediatorPort, host);
} catch (error) {
  mediatorLine = `  Token mediator:      not started (${(error as Error).message})`;
  if (mediated || cognito) throw error;
}

let appLine = '';
if (app === 'dev') {
  const { createServer } = await import('vite');
  const vite = await createServer({
    server: { port: appPort, host, strictPort: true },
    plugins: [
      {
        name: 'sandbox-config',
        configureServer(server) {
          server.middlewares.use('/config.json', (_req, res) => {
            res.setHeader('Content-Type', 'application/json');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(JSON.stringify(sandboxConfig));
          });
        },
      },
    ],
  });
  await vite.listen();
  appLine = `  App (Vite, HMR):     ${appUrl}`;
} else if (app === 'dist') {
  const admin = existsSync('dist-admin/index.html');
  // The sandbox serves one config.json, but its mediated sign-in (e2e/mediated-sign-in)
  // swaps in a config that uses the mediator: the CSP admits that origin too.
  const extraConnectSrc = [mediatorUrl];
  const server = createStaticServer({
    root: 'dist',
    headers: buildHeadersFile(sandboxConfig, { extraConnectSrc }),
    config: sandboxConfig,
    mounts: admin
      ? [
          {
            root: 'dist-admin',
            base: '/admin/',
            headers: buildHeadersFile(sandboxConfig, { base: '/admin/', extraConnectSrc }),
          },
        ]
      : [],
  });
  await listen(server, appPort, host);
  appLine = `  App (dist/):         ${appUrl}${admin ? `\n  App (dist-admin/):   ${appUrl}/admin/` : ''}`;
}

console.log(
  [
    '',
    'Sandbox platform ready.',
    appLine,
    `  API ({base_url}):    ${apiUrl}`,
    `  Identity provider:   ${idpUrl}  (client ${mediated || cognito ? `${CONFIDENTIAL_CLIENT_ID}, secret` : PUBLIC_CLIENT_ID}, PKCE${cognito ? `; as AWS Cognito, issuer ${issuer}` : ''})`,
    mediatorLine,
    `  Platform date:       ${api.store.today}  (${api.store.contracts.size} contracts)`,
    `  Reset the data:      curl -X POST ${apiUrl}/__sandbox/reset`,
    '',
    `  Demo sign-in:        ${ACCOUNTS[0]?.email} / ${DEMO_PASSWORD}`,
    `  Second user:         ${ACCOUNTS[1]?.email} / ${DEMO_PASSWORD}`,
    `  Several companies:   contador@exemplo.com.br / ${DEMO_PASSWORD} (${PORTFOLIO.length} empresas)`,
    '',
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n'),
);

const stop = () => process.exit(0);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
