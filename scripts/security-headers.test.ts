import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config/schema';
import {
  buildCsp,
  buildHeadersFile,
  buildNginxSnippet,
  buildRedirectsFile,
  connectSources,
  headersFor,
  IMMUTABLE,
  originOf,
  parseHeadersFile,
  REVALIDATE,
  type HeadersConfig,
} from './security-headers';

const config: HeadersConfig = {
  apiBaseUrl: 'https://api.exemplo.com.br/v1',
  auth: { authority: 'https://auth.exemplo.com.br/pool-1' },
};

const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('originOf', () => {
  it('keeps scheme, host and a non-default port; drops path, query and default port', () => {
    expect(originOf('https://API.exemplo.com.br:443/v1?x=1')).toBe('https://api.exemplo.com.br');
    expect(originOf('http://localhost:4010/')).toBe('http://localhost:4010');
  });
  it('a path is the app origin itself', () => {
    expect(originOf('/api')).toBeNull();
  });
  it('refuses what is neither', () => {
    expect(() => originOf('api.exemplo.com')).toThrow(/absolute URL/);
    expect(() => originOf('ftp://files.exemplo.com')).toThrow(/http/);
  });
});

describe('connectSources', () => {
  it("is 'self' (config.json) plus the API and provider origins", () => {
    expect(connectSources(config)).toEqual(["'self'", 'https://api.exemplo.com.br', 'https://auth.exemplo.com.br']);
  });

  it('a same-origin API adds nothing; the same origin twice is listed once', () => {
    expect(
      connectSources({
        apiBaseUrl: '/api',
        auth: { authority: 'https://auth.exemplo.com.br/a', tokenEndpoint: 'https://auth.exemplo.com.br/t' },
      }),
    ).toEqual(["'self'", 'https://auth.exemplo.com.br']);
  });

  it('adds the token mediator and the fetched metadata endpoints, not the navigations', () => {
    const sources = connectSources({
      ...config,
      auth: {
        ...config.auth,
        tokenEndpoint: 'https://token.exemplo.com.br/token',
        metadata: {
          issuer: 'https://issuer.example',
          authorization_endpoint: 'https://login.exemplo.com.br/authorize',
          end_session_endpoint: 'https://login.exemplo.com.br/logout',
          revocation_endpoint: 'https://revoke.exemplo.com.br/revoke',
          userinfo_endpoint: 'https://userinfo.exemplo.com.br/me',
          jwks_uri: 'https://keys.exemplo.com.br/jwks',
        },
      },
    });
    expect(sources).toEqual([
      "'self'",
      'https://api.exemplo.com.br',
      'https://auth.exemplo.com.br',
      'https://token.exemplo.com.br',
      'https://revoke.exemplo.com.br',
      'https://userinfo.exemplo.com.br',
      'https://keys.exemplo.com.br',
    ]);
    expect(sources.join(' ')).not.toContain('login.exemplo.com.br');
    expect(sources.join(' ')).not.toContain('issuer.example');
  });

  it('takes extra origins given at deploy time', () => {
    expect(connectSources(config, ['https://cognito.exemplo.com.br/oauth2/token'])).toContain(
      'https://cognito.exemplo.com.br',
    );
  });
});

describe('buildCsp', () => {
  const csp = directives(buildCsp(config));

  it('allows scripts from the app origin only: no inline, no eval', () => {
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(buildCsp(config)).not.toMatch(/unsafe-eval|unsafe-hashes|strict-dynamic|\*/);
  });

  it("gives Mantine's <style> elements inline styles, never style attributes in markup", () => {
    expect(csp.get('style-src-elem')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('style-src-attr')).toEqual(["'none'"]);
  });

  it('lets the capture preview show blob: files; nothing else is embedded', () => {
    expect(csp.get('img-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('frame-src')).toEqual(['blob:']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('worker-src')).toEqual(["'none'"]);
  });

  it('no framing, no <base> elsewhere, no form posts', () => {
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'none'"]);
  });

  it('connect-src is exactly the configured origins', () => {
    expect(csp.get('connect-src')).toEqual(connectSources(config));
  });
});

describe('the _headers file', () => {
  it('sets each header once per path: security everywhere, immutable assets, revalidated entry points', () => {
    const rules = parseHeadersFile(buildHeadersFile(config));
    const at = (path: string) => Object.fromEntries(headersFor(rules, path));
    expect(at('/assets/index-abc123.js')['cache-control']).toBe(IMMUTABLE);
    for (const path of ['/', '/index.html', '/config.json']) expect(at(path)['cache-control']).toBe(REVALIDATE);
    // A route served by the SPA fallback keeps the host's default (must-revalidate).
    expect(at('/contratos/123')['cache-control']).toBeUndefined();
    for (const path of ['/', '/contratos/123', '/assets/x.js', '/config.json']) {
      expect(at(path)['content-security-policy']).toBe(buildCsp(config));
      expect(at(path)['x-content-type-options']).toBe('nosniff');
      expect(at(path)['referrer-policy']).toBe('no-referrer');
      expect(at(path)['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(at(path)['permissions-policy']).toContain('camera=()');
    }
  });

  it('under a sub-path, every rule is scoped to it', () => {
    const rules = parseHeadersFile(buildHeadersFile(config, { base: '/admin' }));
    expect(rules.map((r) => r.pattern)).toEqual([
      '/admin/*',
      '/admin/',
      '/admin/index.html',
      '/admin/config.json',
      '/admin/assets/*',
    ]);
    expect(headersFor(rules, '/assets/x.js').size).toBe(0);
    expect(headersFor(rules, '/admin/assets/x.js').get('cache-control')).toBe(IMMUTABLE);
    expect(buildRedirectsFile({ base: '/admin/' })).toContain('/admin/*  /admin/index.html  200');
  });

  it('the nginx snippet carries the same security headers, quoted', () => {
    const snippet = buildNginxSnippet(config);
    expect(snippet).toContain(`add_header Content-Security-Policy "${buildCsp(config)}" always;`);
    expect(snippet).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(snippet).not.toContain('Cache-Control');
  });

  it('refuses a base that is not a path', () => {
    expect(() => buildHeadersFile(config, { base: 'admin' })).toThrow(/base/);
  });

  it('joins a header two matching rules set, as the hosts do', () => {
    const rules = parseHeadersFile('/*\n  X-A: 1\n/a\n  x-a: 2\n');
    expect(headersFor(rules, '/a').get('x-a')).toBe('1, 2');
    expect(() => parseHeadersFile('  X-A: 1\n')).toThrow(/outside a rule/);
  });

  it('the committed public/_headers is the one written for public/config.json', () => {
    const publicConfig = parseConfig(JSON.parse(readFileSync('public/config.json', 'utf8')));
    expect(readFileSync('public/_headers', 'utf8')).toBe(buildHeadersFile(publicConfig));
  });
});
