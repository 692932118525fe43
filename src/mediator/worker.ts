import { mediatorOptionsFromEnv } from './config';
import { createMediator } from './handler';

/**
 * The token mediator on Cloudflare Workers (docs/token-mediator.md):
 *
 *   wrangler.toml   name = "token-mediator"
 *                   main = "src/mediator/worker.ts"
 *                   compatibility_date = "2026-01-01"
 *                   [vars]
 *                   MEDIATOR_TOKEN_ENDPOINT = "https://auth.example.com/oauth2/token"
 *                   MEDIATOR_REVOCATION_ENDPOINT = "https://auth.example.com/oauth2/revoke"
 *                   MEDIATOR_CLIENT_ID = "..."
 *                   MEDIATOR_ALLOWED_ORIGINS = "https://admin.example.com"
 *   secret          npx wrangler secret put MEDIATOR_CLIENT_SECRET
 *   deploy          npx wrangler deploy
 *
 * The handler is built once per isolate from the Worker's bindings.
 */

type Handler = (request: Request) => Promise<Response>;
let cached: { env: object; handle: Handler } | null = null;

export default {
  fetch(request: Request, env: Record<string, unknown>): Promise<Response> {
    if (cached?.env !== env) cached = { env, handle: createMediator(mediatorOptionsFromEnv(env)) };
    return cached.handle(request);
  },
};
