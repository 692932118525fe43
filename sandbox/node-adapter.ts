import { createServer, type Server, type ServerResponse } from 'node:http';
import { answerClientErrors, toWebRequest } from '../src/mediator/node';

export { listen } from '../src/mediator/node';

/**
 * Serves a standard fetch handler (Request -> Response) from Node's http server. The body
 * is streamed to the handler, which stops reading past its bound: the refusal still
 * reaches the client, then the connection is closed (the rest is never read).
 */

export async function sendResponse(res: ServerResponse, response: Response, close = false): Promise<void> {
  const headers: Record<string, string | string[]> = close ? { connection: 'close' } : {};
  response.headers.forEach((value, key) => {
    if (key === 'set-cookie') return;
    headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  const body = Buffer.from(await response.arrayBuffer());
  res.end(body);
}

/**
 * How long the sandbox's servers keep an idle keep-alive connection. Node's default (5 s)
 * races a client that reuses its connection after about that long: the request goes out
 * as the server closes the socket, and the client gets "socket hang up" (ECONNRESET). An
 * e2e test's API calls (a fault switch set after a sign-in of about 5 s) met it twice in
 * one CI run (2026-11-26). Longer than any test, the server never closes first in a run.
 */
export const KEEP_ALIVE_MS = 180_000;

export function serveFetch(handler: (request: Request) => Promise<Response>, origin: string): Server {
  const server = createServer({ keepAliveTimeout: KEEP_ALIVE_MS }, (req, res) => {
    let unread = false;
    let request: Request;
    try {
      request = toWebRequest(req, origin, () => {
        unread = true;
      });
    } catch {
      res.writeHead(400, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ error: 'Requisição malformada.' }));
      return;
    }
    handler(request)
      .then((response) => sendResponse(res, response, unread || !req.complete))
      .catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: 'Erro interno do sandbox.' }));
      });
  });
  answerClientErrors(server, (status) => ({
    error:
      status === 431
        ? 'Cabeçalhos ou endereço grandes demais.'
        : status === 408
          ? 'A requisição não chegou a tempo.'
          : 'Requisição malformada.',
  }));
  return server;
}
