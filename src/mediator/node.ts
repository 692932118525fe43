import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { mediatorOptionsFromEnv, nodeLimitsFromEnv } from './config';
import { DEFAULT_NODE_LIMITS, type NodeLimits } from './limits';
import { createMediator, MediatorConfigError, type MediatorOptions } from './handler';

/** Self-hosts the token mediator on Node 22+; its environment variables are in docs/token-mediator.md. */

/** A Node request's headers as fetch `Headers`, repeated ones appended. */
export function requestHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  return headers;
}

/** Requests Node's parser refuses before any handler runs get a JSON body instead of a bare status line. */
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

export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** A body stream that pauses the socket when the handler stops reading, so the refusal still reaches the client. */
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

export function toWebRequest(req: IncomingMessage, origin: string, onCancel: () => void): Request {
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers: requestHeaders(req),
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

/** The mediator's server, with deadlines and a connection cap so that a slow client cannot hold it. */
export function createMediatorServer(options: MediatorOptions, limits: NodeLimits = {}): Server {
  const handle = createMediator(options);
  const { requestTimeoutMs, headersTimeoutMs, maxConnections, checkIntervalMs } = { ...DEFAULT_NODE_LIMITS, ...limits };
  const server = createServer(
    {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(headersTimeoutMs, requestTimeoutMs),
      connectionsCheckingInterval: Math.min(checkIntervalMs, headersTimeoutMs),
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
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
