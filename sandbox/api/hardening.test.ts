import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listen, serveFetch } from '../node-adapter';
import { APP_ORIGIN, BASE, makeHarness } from '../test/api-harness';

/**
 * The sandbox's admin switches are closed to other sites, a body is not read
 * past its size bound, and a malformed path is a 400 rather than a 500.
 */

const h = await makeHarness();
beforeEach(() => {
  h.api.reset();
});

const EVIL = 'https://evil.example';
const FAULT = JSON.stringify({ path: '^/v1/contratos$', status: 500, error: 'Mensagem plantada por outro site' });

function admin(
  path: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  return h.api.handle(
    new Request(`${BASE}/__sandbox${path}`, {
      method: init.method ?? 'POST',
      body: init.body ?? null,
      headers: init.headers ?? {},
    }),
  );
}

describe('the /__sandbox admin switches', () => {
  it('refuse a POST from another origin (the cross-site fault of the review), installing nothing', async () => {
    for (const type of ['text/plain', 'application/json', 'application/x-www-form-urlencoded']) {
      const response = await admin('/faults', { body: FAULT, headers: { Origin: EVIL, 'Content-Type': type } });
      expect(response.status, type).toBe(403);
      expect(typeof ((await response.json()) as { error: unknown }).error).toBe('string');
    }
    expect(h.api.faults.all()).toEqual([]);
    expect((await admin('/reset', { headers: { Origin: EVIL } })).status).toBe(403);
    expect((await admin('/hostile', { headers: { Origin: 'null' } })).status).toBe(403);
    expect((await admin('/faults', { method: 'DELETE', headers: { 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(
      403,
    );
  });

  it('refuse a body that is not application/json, even without an Origin', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await admin('/faults', { body: FAULT, headers: { 'Content-Type': type } });
      expect(response.status, type).toBe(415);
    }
    expect((await admin('/faults', { body: FAULT })).status).toBe(415);
    // An empty form POST carries a Content-Type too.
    expect((await admin('/reset', { headers: { 'Content-Type': 'text/plain' } })).status).toBe(415);
    expect(h.api.faults.all()).toEqual([]);
  });

  it("never let another origin's preflight pass", async () => {
    const preflight = await admin('/faults', {
      method: 'OPTIONS',
      headers: {
        Origin: EVIL,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toBeNull();
    // The app's own origin still passes (the page may call them), as do the API's routes.
    const app = await admin('/faults', {
      method: 'OPTIONS',
      headers: { Origin: APP_ORIGIN, 'Access-Control-Request-Method': 'POST' },
    });
    expect(app.headers.get('Access-Control-Allow-Origin')).toBe(APP_ORIGIN);
  });

  it('keep working for Node (tests, curl) and for the app origin', async () => {
    const json = { 'Content-Type': 'application/json' };
    expect((await admin('/faults', { body: FAULT, headers: json })).status).toBe(201);
    expect((await admin('/faults', { body: FAULT, headers: { ...json, Origin: APP_ORIGIN } })).status).toBe(201);
    expect((await admin('/faults', { method: 'GET' })).status).toBe(200);
    expect((await admin('/faults?user=x', { method: 'DELETE' })).status).toBe(204);
    expect((await admin('/hostile')).status).toBe(201);
    expect((await admin('/reset')).status).toBe(204);
    expect((await admin('/health', { method: 'GET' })).status).toBe(200);
  });

  it('answer a malformed fault pattern with 400, not 500', async () => {
    const response = await admin('/faults', {
      body: JSON.stringify({ path: '(' }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
  });
});

describe('request bodies', () => {
  /** A body that would go on for `total` bytes, counting what the server pulled. */
  function endless(total: number) {
    const chunk = new TextEncoder().encode(`{"a":"${'x'.repeat(64 * 1024)}`);
    const read = { bytes: 0 };
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (read.bytes >= total) return controller.close();
        read.bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return { stream, read };
  }

  it('stop being read past the size bound (413 after about 1 MB, not after 30 MB)', async () => {
    const { stream, read } = endless(30 * 1024 * 1024);
    const response = await h.call('/v1/orcamentos', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
    expect(read.bytes).toBeLessThan(2 * 1024 * 1024);
  });

  it('are refused at once when Content-Length declares too much', async () => {
    const { stream, read } = endless(30 * 1024 * 1024);
    const response = await h.call('/v1/contratos', {
      method: 'POST',
      body: stream,
      duplex: 'half',
      headers: { 'Content-Length': String(30 * 1024 * 1024) },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(read.bytes).toBeLessThanOrEqual(64 * 1024 + 8);
  });

  it('that are JSON but not an object are a 400 on every route that creates (found by the fuzz suite: a 500 on quotes)', async () => {
    for (const path of ['/v1/orcamentos', '/v1/contratos']) {
      for (const body of ['null', '"x"', '42', '[]']) {
        const response = await h.call(path, { method: 'POST', body });
        expect(response.status, `${path} ${body}`).toBe(400);
      }
    }
  });

  it('must be JSON where the API reads JSON', async () => {
    const response = await h.call('/v1/orcamentos', {
      method: 'POST',
      body: '{}',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(response.status).toBe(415);
  });

  describe('over the wire', () => {
    let server: Server;
    let port = 0;
    beforeAll(async () => {
      server = serveFetch(h.api.handle, BASE);
      await listen(server, 0, '127.0.0.1');
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('answer 413 to a chunked body past the bound and close the connection, having read little of it', async () => {
      const token = await h.tokenFor('wire');
      const result = await new Promise<{ status: number; connection: unknown; written: number }>((resolve, reject) => {
        const req = httpRequest({
          host: '127.0.0.1',
          port,
          path: '/v1/orcamentos',
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        });
        let written = 0;
        let answered = false;
        req.on('response', (res) => {
          answered = true;
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, written }));
        });
        req.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
        });
        const chunk = Buffer.alloc(64 * 1024, 'x');
        const pump = () => {
          // Up to 30 MB, unless the server answers first.
          while (!answered && written < 30 * 1024 * 1024) {
            written += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          req.end();
        };
        req.write('{"a":"');
        pump();
      });
      expect(result.status).toBe(413);
      expect(result.connection).toBe('close');
      expect(result.written).toBeLessThan(16 * 1024 * 1024);
    });

    it("answer JSON even where Node's parser refuses (headers over 16 KB: 431)", async () => {
      const response = await fetch(`http://127.0.0.1:${port}/v1/contratos/${'x'.repeat(20_000)}`);
      expect(response.status).toBe(431);
      expect(typeof ((await response.json()) as { error: unknown }).error).toBe('string');
    });

    it('answer 400 to a malformed percent-encoding in the path', async () => {
      const token = await h.tokenFor('wire-2');
      const response = await fetch(`http://127.0.0.1:${port}/v1/contratos/%E0%A4%A`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(400);
      expect(typeof ((await response.json()) as { error: unknown }).error).toBe('string');
    });
  });
});

describe('paths', () => {
  it('with a malformed percent-encoding are a 400, on every route with a parameter', async () => {
    for (const path of [
      '/v1/contratos/%E0%A4%A',
      '/v1/orcamentos/%ZZ',
      '/v1/captura/%C0%80',
      '/v1/financeiro/eventos-financeiros/parcelas/%E0%A4%A/baixa',
    ]) {
      const response = await h.call(path);
      expect(response.status, path).toBe(400);
    }
  });
});
