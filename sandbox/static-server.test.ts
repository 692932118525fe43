import { closeAndRemove, listenLocally } from './test/local-server';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildHeadersFile } from '../scripts/security-headers';
import { createStaticServer } from './static-server';

const config = { apiBaseUrl: 'http://localhost:4010', auth: { authority: 'http://localhost:4011' } };

function makeBuild(dir: string, label: string) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${label}</title>`);
  writeFileSync(join(dir, 'assets', 'index-abc.js'), 'export {};');
  writeFileSync(join(dir, 'config.json'), '{"from":"file"}');
  writeFileSync(join(dir, '_headers'), buildHeadersFile(config));
  writeFileSync(join(dir, '_redirects'), '/*  /index.html  200\n');
}

describe('the static server (a CDN stand-in)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'static-'));
  let server: Server;
  let origin = '';
  const get = (path: string) => fetch(`${origin}${path}`, { redirect: 'manual' });

  beforeAll(async () => {
    makeBuild(join(dir, 'root'), 'root');
    makeBuild(join(dir, 'admin'), 'admin');
    // The root build's rules come from its own _headers file; the mount's are given.
    server = createStaticServer({
      root: join(dir, 'root'),
      mounts: [{ root: join(dir, 'admin'), base: '/admin/', headers: buildHeadersFile(config, { base: '/admin/' }) }],
    });
    origin = await listenLocally(server);
  });
  afterAll(() => closeAndRemove(server, dir));

  it("applies the build's _headers: immutable assets, revalidated entry points, security headers", async () => {
    const asset = await get('/assets/index-abc.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-security-policy')).toContain("script-src 'self'");
    for (const path of ['/', '/index.html', '/config.json']) {
      expect((await get(path)).headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('answers unknown paths with index.html (host default caching); a missing asset is a 404', async () => {
    const route = await get('/contratos/123');
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<title>root</title>');
    expect(route.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(route.headers.get('x-content-type-options')).toBe('nosniff');
    const missing = await get('/assets/gone.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-cache');
  });

  it('never serves _headers or _redirects, however the path is spelled (404)', async () => {
    const paths = [
      '/_headers',
      '/%2F_headers',
      '/%2f_headers',
      '/.%2F_headers',
      '/%2E/_headers',
      '//_headers',
      '/_redirects',
      '/%2F_redirects',
    ];
    for (const path of [...paths, ...paths.map((p) => `/admin${p}`), '/admin/..%2F_headers', '/x/..%2F_headers']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('/*');
    }
  });

  it('answers a malformed percent-encoding with 400, logging no stack trace', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const path of ['/%E0%A4%A', '/admin/%E0%A4%A', '/assets/%ZZ.js']) {
        const response = await get(path);
        expect(response.status, path).toBe(400);
      }
      expect(logged).not.toHaveBeenCalled();
    } finally {
      logged.mockRestore();
    }
  });

  it('serves a sub-path build under its base, with its own fallback and rules', async () => {
    const route = await get('/admin/contratos/123');
    expect(await route.text()).toContain('<title>admin</title>');
    expect(route.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect((await get('/admin/assets/index-abc.js')).headers.get('cache-control')).toContain('immutable');
    expect((await get('/admin/config.json')).headers.get('cache-control')).toBe('no-cache');
    const bare = await get('/admin?x=1');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/admin/?x=1');
  });
});
