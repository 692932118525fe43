import { mediatorOptionsFromEnv } from './config';
import { createMediator } from './handler';

/** The token mediator on Cloudflare Workers (setup: docs/token-mediator.md); one handler per isolate and bindings. */

type Handler = (request: Request) => Promise<Response>;
let cached: { env: object; handle: Handler } | null = null;

export default {
  fetch(request: Request, env: Record<string, unknown>): Promise<Response> {
    if (cached?.env !== env) cached = { env, handle: createMediator(mediatorOptionsFromEnv(env)) };
    return cached.handle(request);
  },
};
