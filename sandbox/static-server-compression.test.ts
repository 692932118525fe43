import { closeAndRemove, listenLocally } from './test/local-server';
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildHeadersFile } from '../scripts/security-headers';
import { createStaticServer } from './static-server';

/** Raw HTTP (no fetch: Node's fetch decodes gzip and hides the encoding). */
function get(base: string, path: string, acceptGzip = true) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(
        `${base}${path}`,
        { headers: acceptGzip ? { 'Accept-Encoding': 'gzip, deflate' } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

describe('static server compression (dist/ as a CDN serves it)', () => {
  const root = mkdtempSync(join(tmpdir(), 'static-'));
  const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"linha ${i}"`).join(',')}];\n`;
  const config = { apiBaseUrl: 'http://localhost:4010', auth: { authority: 'http://localhost:4011' } };
  const server = createStaticServer({ root, config, headers: buildHeadersFile(config) });
  let base = '';

  beforeAll(async () => {
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'assets', 'app-abc123.js'), script);
    writeFileSync(join(root, 'index.html'), `<!doctype html><title>app</title>${' '.repeat(2000)}`);
    base = await listenLocally(server);
  });
  afterAll(() => closeAndRemove(server, root));

  it('gzips hashed assets at the best level, the same bytes on every request, cached for a year', async () => {
    const first = await get(base, '/assets/app-abc123.js');
    const second = await get(base, '/assets/app-abc123.js');
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers['vary']).toBe('Accept-Encoding');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(first.body).toString()).toBe(script);
    expect(first.body.length).toBe(gzipSync(script, { level: 9 }).length);
    expect(first.headers['content-length']).toBe(String(first.body.length));
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('sends plain bytes to a client that does not accept gzip', async () => {
    const plain = await get(base, '/assets/app-abc123.js', false);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('answers routes with index.html (revalidated) and missing assets with 404', async () => {
    const route = await get(base, '/contratos/123');
    expect(route.status).toBe(200);
    expect(route.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(gunzipSync(route.body).toString()).toContain('<title>app</title>');
    expect((await get(base, '/assets/nope.js')).status).toBe(404);
  });
});
