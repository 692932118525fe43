import { execFile } from 'node:child_process';
import { request as httpRequest, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeLimitsFromEnv } from './config';
import { createMediatorServer, listen } from './node';

const APP = 'http://localhost:4173';
let server: Server;
let base: string;
const upstreamBodies: string[] = [];

beforeAll(async () => {
  server = createMediatorServer({
    tokenEndpoint: 'http://localhost:1/oauth2/token',
    clientId: 'contratos',
    clientSecret: 'segredo',
    allowedOrigins: [APP],
    logger: () => undefined,
    fetch: (async (_input: RequestInfo | URL, init?: RequestInit) => {
      upstreamBodies.push(String(init?.body));
      return Response.json({ access_token: 'a', token_type: 'Bearer' });
    }) as typeof fetch,
  });
  await listen(server, 0, '127.0.0.1');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw request, body written in chunks (chunked transfer, no Content-Length unless given). */
function send(
  chunks: string[],
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}/token`, {
      method: 'POST',
      headers: { Origin: APP, 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    // The server may close the connection while we are still writing: that is the point.
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
    });
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

const grant =
  'grant_type=authorization_code&code=c&code_verifier=v&redirect_uri=http%3A%2F%2Flocalhost%3A4173%2Fauth%2Fcallback';

describe('Node entry', () => {
  it('serves the handler over http', async () => {
    const response = await send([grant.slice(0, 20), grant.slice(20)]);
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ access_token: 'a', token_type: 'Bearer' });
    expect(response.headers['access-control-allow-origin']).toBe(APP);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(upstreamBodies.at(-1)).toContain('code_verifier=v');
  });

  it('answers 413 to a chunked body over 8 KB (no Content-Length) and closes the connection', async () => {
    const before = upstreamBodies.length;
    const response = await send([grant, ...Array.from({ length: 64 }, () => `&resource=${'x'.repeat(1024)}`)]);
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ error: 'invalid_request' });
    expect(response.headers.connection).toBe('close');
    expect(upstreamBodies.length).toBe(before);
  });

  it('answers 413 to a declared Content-Length over the bound without waiting for the body', async () => {
    const response = await send([grant], { 'Content-Length': '100000' });
    expect(response.status).toBe(413);
  });

  it('refuses to start without its configuration, naming the variables', async () => {
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'src/mediator/node.ts'],
        { env: { PATH: process.env.PATH, MEDIATOR_CLIENT_SECRET: 'segredo-que-nao-aparece' }, timeout: 20_000 },
        (error, _stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stderr }),
      );
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('MEDIATOR_TOKEN_ENDPOINT is required');
    expect(result.stderr).toContain('MEDIATOR_CLIENT_ID is required');
    expect(result.stderr).toContain('MEDIATOR_ALLOWED_ORIGINS needs at least one origin');
    expect(result.stderr).not.toContain('segredo-que-nao-aparece');
  });
});

describe('Node entry deadlines', () => {
  let slow: Server;
  let port = 0;
  const LIMITS = { requestTimeoutMs: 400, headersTimeoutMs: 200, maxConnections: 6, checkIntervalMs: 50 };

  beforeAll(async () => {
    slow = createMediatorServer(
      {
        tokenEndpoint: 'http://localhost:1/oauth2/token',
        clientId: 'contratos',
        clientSecret: 'segredo',
        allowedOrigins: [APP],
        logger: () => undefined,
        fetch: (async () => Response.json({ access_token: 'a', token_type: 'Bearer' })) as typeof fetch,
      },
      LIMITS,
    );
    await listen(slow, 0, '127.0.0.1');
    port = (slow.address() as AddressInfo).port;
  });
  afterAll(() => {
    slow.closeAllConnections();
    return new Promise<void>((resolve) => slow.close(() => resolve()));
  });

  /** A connection that sends `head` and then one byte of `trickle` every 40 ms, never finishing. */
  function trickler(
    head: string,
    trickle: string,
  ): { socket: Socket; closed: Promise<number>; received: () => string } {
    const socket = connect(port, '127.0.0.1');
    const opened = Date.now();
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => undefined);
    let i = 0;
    const timer = setInterval(() => {
      if (socket.writable) socket.write(trickle[i++ % trickle.length] as string);
    }, 40);
    socket.write(head);
    const closed = new Promise<number>((resolve) =>
      socket.on('close', () => {
        clearInterval(timer);
        resolve(Date.now() - opened);
      }),
    );
    return { socket, closed, received: () => received };
  }

  const within = <T>(promise: Promise<T>, ms: number) =>
    Promise.race([promise, new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms))]);

  const partialBody =
    'POST /token HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost:4173\r\n' +
    'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 4000\r\n\r\ngrant_type=';

  it('closes clients trickling a partial body or partial headers in bounded time', async () => {
    const bodies = Array.from({ length: 4 }, () => trickler(partialBody, 'x'));
    const headers = trickler('POST /token HTTP/1.1\r\nHost: localhost\r\n', 'X-Slow: 1\r\n');
    const results = await Promise.all([...bodies, headers].map((c) => within(c.closed, 3000)));
    for (const result of results) {
      expect(result).not.toBe('still open');
      expect(result as number).toBeLessThan(3000);
    }
    // Node answers its own 408 to the slow ones; the mediator never a 500.
    for (const c of [...bodies, headers]) expect(c.received()).not.toMatch(/^HTTP\/1\.1 500/);
  });

  it('caps the open connections (more are closed at once) and serves again once they go', async () => {
    const held = Array.from({ length: LIMITS.maxConnections }, () => trickler(partialBody, 'x'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const extra = trickler(partialBody, 'x');
    expect(await within(extra.closed, 150)).not.toBe('still open');
    await Promise.all(held.map((c) => within(c.closed, 3000)));
    const response = await fetch(`http://127.0.0.1:${port}/token`, {
      method: 'POST',
      headers: { Origin: APP, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: grant,
    });
    expect(response.status).toBe(200);
  });

  it('reads its deadlines and cap from the environment', () => {
    expect(nodeLimitsFromEnv({})).toEqual({});
    expect(
      nodeLimitsFromEnv({
        MEDIATOR_REQUEST_TIMEOUT_MS: '5000',
        MEDIATOR_HEADERS_TIMEOUT_MS: '2000',
        MEDIATOR_MAX_CONNECTIONS: '64',
      }),
    ).toEqual({ requestTimeoutMs: 5000, headersTimeoutMs: 2000, maxConnections: 64 });
    expect(() =>
      nodeLimitsFromEnv({ MEDIATOR_HEADERS_TIMEOUT_MS: '9000', MEDIATOR_REQUEST_TIMEOUT_MS: '5000' }),
    ).toThrow(/MEDIATOR_HEADERS_TIMEOUT_MS/);
  });
});
