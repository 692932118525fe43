import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { mediatorOptionsFromEnv, nodeLimitsFromEnv } from './config';
import { DEFAULT_NODE_LIMITS, type NodeLimits } from './limits';
import { createMediator, MediatorConfigError, type MediatorOptions } from './handler';

/**
 * Self-hosting the token mediator on Node (22 or newer):
 *
 *   MEDIATOR_TOKEN_ENDPOINT=https://auth.example.com/oauth2/token \
 *   MEDIATOR_CLIENT_ID=... MEDIATOR_CLIENT_SECRET=... \
 *   MEDIATOR_ALLOWED_ORIGINS=https://admin.example.com \
 *   MEDIATOR_PORT=8787 npx tsx src/mediator/node.ts
 *
 * MEDIATOR_REQUEST_TIMEOUT_MS, MEDIATOR_HEADERS_TIMEOUT_MS and MEDIATOR_MAX_CONNECTIONS set
 * its deadlines and connection cap (limits.ts). MEDIATOR_PORT (default 8787) and MEDIATOR_HOST (default 127.0.0.1: put it behind your
 * TLS-terminating proxy; 0.0.0.0 in a container) choose where it listens. The other
 * variables are read by `mediatorOptionsFromEnv` (config.ts). Exits with status 1 and
 * the names of the missing variables when the configuration is incomplete.
 */

/**
 * A Node request's headers as fetch `Headers` (repeated headers appended). Shared, with
 * `listen`, by the sandbox's server (sandbox/node-adapter.ts).
 */
export function requestHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  return headers;
}

/**
 * Requests Node's parser refuses before any handler runs (a malformed request line,
 * headers over 16 KB, a request past its deadline) get a JSON body too, instead of
 * Node's bare status line: `body(status)` writes it. Shared with the sandbox's server.
 */
export function answerClientErrors(server: Server, body: (status: number) => unknown): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const started = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
    if (error.code === 'ECONNRESET' || !socket.writable || started) {
      socket.destroy();
      return;
    }
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_HEADERS_TIMEOUT'
          ? 408
          : 400;
    const text = JSON.stringify(body(status));
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${text}`,
    );
  });
}

/** Starts listening; rejects (instead of throwing an unhandled 'error') when the port is taken. */
export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * The request body as a web stream that pauses the socket instead of destroying it when
 * the handler stops reading (size bound): the refusal still reaches the client, then the
 * connection is closed.
 */
function bodyStream(req: IncomingMessage, onCancel: () => void): ReadableStream<Uint8Array> {
  let cancelled = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.on('data', (chunk: Buffer) => {
          if (cancelled) return;
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.on('end', () => {
          if (!cancelled) controller.close();
        });
        req.on('error', (error) => {
          if (!cancelled) controller.error(error);
        });
        req.pause();
      },
      pull() {
        req.resume();
      },
      cancel() {
        cancelled = true;
        req.pause();
        onCancel();
      },
    },
    { highWaterMark: 1 },
  );
}

/**
 * A Node request as a fetch Request whose body is streamed (`bodyStream`): `onCancel`
 * runs when the handler stops reading it, and the connection should then be closed
 * after the answer. Shared with the sandbox's server (sandbox/node-adapter.ts).
 */
export function toWebRequest(req: IncomingMessage, origin: string, onCancel: () => void): Request {
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers: requestHeaders(req),
    // Streamed: the handler stops reading past its size bound.
    body: hasBody ? bodyStream(req, onCancel) : undefined,
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit);
}

async function send(res: ServerResponse, response: Response, close: boolean): Promise<void> {
  const headers: Record<string, string> = close ? { connection: 'close' } : {};
  response.headers.forEach((value, key) => {
    headers[key] = value;
  });
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
  res.writeHead(response.status, headers);
  res.end(body);
}

/**
 * An http.Server serving the mediator (not yet listening), with deadlines so that a slow
 * client cannot hold it: the headers must arrive within `headersTimeoutMs`, the whole
 * request within `requestTimeoutMs` (Node answers 408 and closes), and connections over
 * `maxConnections` are closed at once.
 */
export function createMediatorServer(options: MediatorOptions, limits: NodeLimits = {}): Server {
  const handle = createMediator(options);
  const { requestTimeoutMs, headersTimeoutMs, maxConnections, checkIntervalMs } = { ...DEFAULT_NODE_LIMITS, ...limits };
  const server = createServer(
    {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(headersTimeoutMs, requestTimeoutMs),
      connectionsCheckingInterval: Math.min(checkIntervalMs, headersTimeoutMs),
      // Idle keep-alive connections go sooner than Node's default of 5 s.
      keepAliveTimeout: Math.min(5_000, requestTimeoutMs),
    },
    (req, res) => {
      const origin = `http://${req.headers.host ?? 'localhost'}`;
      let unread = false;
      let request: Request;
      try {
        request = toWebRequest(req, origin, () => {
          unread = true;
        });
      } catch {
        res.writeHead(400, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end(JSON.stringify({ error: 'invalid_request', error_description: 'Malformed request.' }));
        return;
      }
      handle(request)
        .then((response) => send(res, response, unread || !req.complete))
        .catch(() => {
          // The handler answers every error itself; this is a broken socket or the like.
          if (!res.headersSent)
            res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
          res.end(JSON.stringify({ error: 'server_error', error_description: 'Internal error.' }));
        });
    },
  );
  server.maxConnections = maxConnections;
  answerClientErrors(server, (status) => ({
    error: 'invalid_request',
    error_description: status === 408 ? 'The request did not arrive in time.' : 'Malformed request.',
  }));
  return server;
}

/** What `read` takes from the environment; a configuration error ends the process, naming every problem. */
function configuredOrExit<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof MediatorConfigError)) throw error;
    console.error(`Token mediator not started:\n  - ${error.problems.join('\n  - ')}`);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const options = configuredOrExit(() => mediatorOptionsFromEnv(process.env));
  const port = Number(process.env.MEDIATOR_PORT ?? 8787);
  const host = process.env.MEDIATOR_HOST ?? '127.0.0.1';
  const limits = configuredOrExit(() => nodeLimitsFromEnv(process.env));
  const server = createMediatorServer(options, limits);
  try {
    await listen(server, port, host);
  } catch (error) {
    console.error(`Token mediator not started: cannot listen on ${host}:${port} (${(error as Error).message}).`);
    process.exit(1);
  }
  console.info(
    `Token mediator on http://${host}:${port}${options.basePath ?? ''}/token for ${options.allowedOrigins.join(', ')}`,
  );
  const stop = () => {
    server.close(() => process.exit(0));
    // Idle keep-alive connections would hold close() open.
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
