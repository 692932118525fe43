import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediatorOptionsFromEnv } from './config';
import worker from './worker';
import {
  basicAuthorization,
  createMediator,
  MediatorConfigError,
  type MediatorLogEntry,
  type MediatorOptions,
} from './handler';

const APP = 'https://admin.example.com';
const SECRET = 'S3cr3t-do-cliente';
const CODE = 'codigo-de-autorizacao-123';
const VERIFIER = 'verificador-pkce-abcdefghijklmnopqrstuvwxyz0123456789';
const REFRESH = 'refresh-token-xyz-987';
const ACCESS = 'eyJhbGciOi.access-token-payload.signature';
const MEDIATOR = 'https://mediator.example.com';

interface Upstream {
  url: string;
  headers: Headers;
  body: URLSearchParams;
}

let logs: MediatorLogEntry[] = [];
let calls: Upstream[] = [];

function setup(overrides: Partial<MediatorOptions> = {}, answer?: (call: Upstream) => Response | Promise<Response>) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: Upstream = {
      url: String(input),
      headers: new Headers(init?.headers),
      body: new URLSearchParams(String(init?.body ?? '')),
    };
    calls.push(call);
    if (answer) return answer(call);
    return Response.json(
      { access_token: ACCESS, refresh_token: `${REFRESH}-novo`, token_type: 'Bearer', expires_in: 3600 },
      { headers: { 'Set-Cookie': 'provider=1', 'X-Provider': 'yes' } },
    );
  });
  const handle = createMediator({
    tokenEndpoint: 'https://auth.example.com/oauth2/token',
    revocationEndpoint: 'https://auth.example.com/oauth2/revoke',
    clientId: 'contratos',
    clientSecret: SECRET,
    allowedOrigins: [APP, 'http://localhost:4173'],
    logger: (entry) => logs.push(entry),
    fetch: fetchStub as unknown as typeof fetch,
    ...overrides,
  });
  return { handle, fetchStub };
}

function form(fields: Record<string, string | string[]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) params.append(key, v);
  return params.toString();
}

const codeGrant = {
  grant_type: 'authorization_code',
  code: CODE,
  code_verifier: VERIFIER,
  redirect_uri: `${APP}/auth/callback`,
  client_id: 'contratos',
};
const refreshGrant = {
  grant_type: 'refresh_token',
  refresh_token: REFRESH,
  scope: 'openid profile admin',
  client_id: 'contratos',
};

function post(
  body: BodyInit | null,
  init: { path?: string; origin?: string | null; type?: string | null; headers?: Record<string, string> } = {},
): Request {
  const headers = new Headers(init.headers);
  if (init.origin !== null) headers.set('Origin', init.origin ?? APP);
  if (init.type !== null) headers.set('Content-Type', init.type ?? 'application/x-www-form-urlencoded;charset=UTF-8');
  return new Request(`${MEDIATOR}${init.path ?? '/token'}`, {
    method: 'POST',
    headers,
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
}

async function expectRefusal(response: Response, status: number, error: string, description?: RegExp) {
  expect(response.status).toBe(status);
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  const body = (await response.json()) as { error: string; error_description: string };
  expect(body.error).toBe(error);
  if (description) expect(body.error_description).toMatch(description);
}

/** A token request with these form fields, refused as `invalid_request` (400) for the reason given. */
async function expectInvalidForm(
  handle: ReturnType<typeof setup>['handle'],
  fields: Record<string, string | string[]>,
  description: RegExp,
) {
  await expectRefusal(await handle(post(form(fields))), 400, 'invalid_request', description);
}

/** A mediator that waits 50 ms for a provider reached through `fetchImpl`. */
const impatientMediator = (fetchImpl: typeof fetch) =>
  createMediator({
    tokenEndpoint: 'https://auth.example.com/oauth2/token',
    clientId: 'contratos',
    clientSecret: SECRET,
    allowedOrigins: [APP],
    upstreamTimeoutMs: 50,
    logger: (entry) => logs.push(entry),
    fetch: fetchImpl,
  });

afterEach(() => {
  // Whatever a test did, nothing secret reached the logger.
  const logged = JSON.stringify(logs);
  for (const secret of [SECRET, CODE, VERIFIER, REFRESH, ACCESS, btoa(`contratos:${SECRET}`)]) {
    expect(logged).not.toContain(secret);
  }
  logs = [];
  calls = [];
  vi.restoreAllMocks();
});

describe('token requests that are forwarded', () => {
  it('adds Basic client authentication and forwards the authorization_code grant', async () => {
    const { handle } = setup();
    const response = await handle(post(form(codeGrant)));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ access_token: ACCESS, token_type: 'Bearer' });

    expect(calls).toHaveLength(1);
    const [call] = calls as [Upstream];
    expect(call.url).toBe('https://auth.example.com/oauth2/token');
    expect(call.headers.get('Authorization')).toBe(`Basic ${btoa(`contratos:${SECRET}`)}`);
    expect(call.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(call.body)).toEqual(codeGrant);
    // No browser header (Origin, cookies) travels upstream.
    expect(call.headers.get('Origin')).toBeNull();
  });

  it('forwards the refresh_token grant with scope and repeated resource indicators', async () => {
    const { handle } = setup();
    const response = await handle(
      post(form({ ...refreshGrant, resource: ['https://api.example.com', 'https://b.example.com'] })),
    );
    expect(response.status).toBe(200);
    const [call] = calls as [Upstream];
    expect(call.body.get('grant_type')).toBe('refresh_token');
    expect(call.body.get('refresh_token')).toBe(REFRESH);
    expect(call.body.get('scope')).toBe('openid profile admin');
    expect(call.body.getAll('resource')).toEqual(['https://api.example.com', 'https://b.example.com']);
  });

  it('answers with CORS for the calling app origin only, no-store, and none of the provider headers', async () => {
    const { handle } = setup();
    const response = await handle(
      post(form(codeGrant), { origin: 'http://localhost:4173', headers: { Cookie: 'a=b' } }),
    );
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:4173');
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    expect(response.headers.get('Vary')).toBe('Origin');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Pragma')).toBe('no-cache');
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(response.headers.get('X-Provider')).toBeNull();
    expect(calls[0]?.headers.get('Cookie')).toBeNull();
  });

  it('adds the configured client_id when the browser sends none', async () => {
    const { handle } = setup();
    const { client_id: _omitted, ...withoutClient } = codeGrant;
    expect((await handle(post(form(withoutClient)))).status).toBe(200);
    expect(calls[0]?.body.get('client_id')).toBe('contratos');
  });

  it('accepts a body of exactly the size bound', async () => {
    const { handle } = setup({ maxBodyBytes: 600 });
    const base = form(codeGrant);
    const body = `${base}&scope=${'x'.repeat(600 - base.length - '&scope='.length)}`;
    expect(new TextEncoder().encode(body).byteLength).toBe(600);
    // scope is not a code-grant parameter: the size check passes, the parameter check refuses.
    await expectRefusal(await handle(post(body)), 400, 'invalid_request', /"scope" is not accepted/);
    const fits = `${base}&resource=${'x'.repeat(600 - base.length - '&resource='.length)}`;
    expect((await handle(post(fits))).status).toBe(200);
  });

  it('is mounted under a base path', async () => {
    const { handle } = setup({ basePath: '/oauth' });
    expect((await handle(post(form(codeGrant), { path: '/oauth/token' }))).status).toBe(200);
    await expectRefusal(await handle(post(form(codeGrant), { path: '/token' })), 404, 'invalid_request');
  });

  it('logs what happened without any secret', async () => {
    const { handle } = setup();
    await handle(post(form(codeGrant)));
    await handle(post(form(refreshGrant)));
    expect(logs).toEqual([
      expect.objectContaining({
        level: 'info',
        event: 'forwarded',
        endpoint: 'token',
        grant_type: 'authorization_code',
        status: 200,
        origin: APP,
      }),
      expect.objectContaining({
        level: 'info',
        event: 'forwarded',
        endpoint: 'token',
        grant_type: 'refresh_token',
        status: 200,
      }),
    ]);
  });

  it('the default logger (console) receives no secret either', async () => {
    const lines: string[] = [];
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        lines.push(args.map(String).join(' '));
      });
    }
    const { handle } = setup({ logger: undefined });
    await handle(post(form(codeGrant)));
    await handle(post(form({ ...refreshGrant, client_secret: SECRET })));
    const { handle: failing } = setup({ logger: undefined }, () =>
      Response.json({ error: 'invalid_grant', error_description: `bad ${REFRESH}` }, { status: 400 }),
    );
    await failing(post(form(refreshGrant)));
    expect(lines).toHaveLength(3);
    expect(lines[2]).toContain('"error":"invalid_grant"');
    for (const secret of [SECRET, CODE, VERIFIER, REFRESH, ACCESS]) expect(lines.join('\n')).not.toContain(secret);
  });
});

describe('refusals', () => {
  it('refuses other grants with unsupported_grant_type', async () => {
    const { handle } = setup();
    for (const grant of [
      'client_credentials',
      'password',
      'urn:ietf:params:oauth:grant-type:device_code',
      'implicit',
      'constructor',
    ]) {
      await expectRefusal(await handle(post(form({ ...codeGrant, grant_type: grant }))), 400, 'unsupported_grant_type');
    }
    await expectInvalidForm(handle, { code: CODE }, /grant_type.*missing/);
    await expectInvalidForm(handle, { ...codeGrant, grant_type: ['authorization_code', 'refresh_token'] }, /repeated/);
    expect(calls).toEqual([]);
  });

  it('refuses methods other than POST (and OPTIONS)', async () => {
    const { handle } = setup();
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const response = await handle(new Request(`${MEDIATOR}/token`, { method, headers: { Origin: APP } }));
      expect(response.headers.get('Allow')).toBe('POST, OPTIONS');
      await expectRefusal(response, 405, 'invalid_request');
    }
    expect(calls).toEqual([]);
  });

  it('refuses requests from other origins, or without one, with no CORS header', async () => {
    const { handle } = setup();
    for (const origin of [
      null,
      'https://evil.example.com',
      `${APP}.evil.com`,
      'null',
      `${APP}/`,
      'http://admin.example.com',
    ]) {
      const response = await handle(post(form(codeGrant), { origin }));
      expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
      await expectRefusal(response, 403, 'access_denied', /Origin/);
    }
    expect(calls).toEqual([]);
    expect(logs.at(-1)).toMatchObject({
      level: 'warn',
      event: 'refused',
      status: 403,
      origin: 'http://admin.example.com',
    });
  });

  it('refuses a body that is not form-encoded', async () => {
    const { handle } = setup();
    await expectRefusal(
      await handle(post(JSON.stringify(codeGrant), { type: 'application/json' })),
      415,
      'invalid_request',
    );
    await expectRefusal(await handle(post(form(codeGrant), { type: null })), 415, 'invalid_request');
    await expectRefusal(
      await handle(post(form(codeGrant), { type: 'multipart/form-data; boundary=x' })),
      415,
      'invalid_request',
    );
    expect(calls).toEqual([]);
  });

  it('refuses client authentication from the browser and a different client_id', async () => {
    const { handle } = setup();
    await expectInvalidForm(handle, { ...codeGrant, client_secret: 'x' }, /client_secret/);
    const assertion = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
    await expectInvalidForm(
      handle,
      { ...codeGrant, client_assertion_type: assertion, client_assertion: 'x' },
      /client_assertion/,
    );
    await expectInvalidForm(handle, { ...codeGrant, client_id: 'outro-cliente' }, /client_id/);
    await expectInvalidForm(handle, { ...codeGrant, client_id: ['contratos', 'outro'] }, /client_id/);
    expect(calls).toEqual([]);
  });

  it('a browser Authorization header is never forwarded', async () => {
    const { handle } = setup();
    await handle(post(form(codeGrant), { headers: { Authorization: 'Basic b3V0cm86c2VncmVkbw==' } }));
    expect(calls[0]?.headers.get('Authorization')).toBe(basicAuthorization('contratos', SECRET));
  });

  it('refuses missing, unknown and repeated parameters', async () => {
    const { handle } = setup();
    const { code_verifier: _v, ...withoutVerifier } = codeGrant;
    await expectInvalidForm(handle, withoutVerifier, /"code_verifier" is missing/);
    await expectInvalidForm(handle, { ...codeGrant, code: '' }, /"code" is missing/);
    await expectInvalidForm(handle, { grant_type: 'refresh_token' }, /"refresh_token" is missing/);
    await expectInvalidForm(handle, { ...codeGrant, username: 'a' }, /"username" is not accepted/);
    await expectInvalidForm(handle, { ...codeGrant, code: [CODE, 'outro'] }, /"code" is repeated/);
    await expectInvalidForm(handle, { ...refreshGrant, code: CODE }, /"code" is not accepted/);
    expect(calls).toEqual([]);
  });

  it('refuses a redirect_uri outside the app origins', async () => {
    const { handle } = setup();
    for (const redirect of ['https://evil.example.com/auth/callback', 'not a url', `${APP}.evil.com/cb`]) {
      await expectInvalidForm(handle, { ...codeGrant, redirect_uri: redirect }, /redirect_uri/);
    }
    expect(calls).toEqual([]);
  });

  it('refuses a declared body over the bound without reading it', async () => {
    const { handle } = setup();
    let pulled = false;
    const stream = new ReadableStream<Uint8Array>(
      {
        pull() {
          pulled = true;
        },
      },
      { highWaterMark: 0 },
    );
    const response = await handle(post(stream, { headers: { 'Content-Length': '9000' } }));
    await expectRefusal(response, 413, 'invalid_request', /8192 bytes/);
    expect(pulled).toBe(false);
    expect(calls).toEqual([]);
  });

  it('refuses a streamed body over the bound (no Content-Length), reading no further', async () => {
    const { handle } = setup();
    const chunk = new TextEncoder().encode(`${form(codeGrant)}&resource=${'a'.repeat(1000)}`.slice(0, 1024));
    let sent = 0;
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk); // endless
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = post(stream);
    expect(request.headers.get('Content-Length')).toBeNull();
    await expectRefusal(await handle(request), 413, 'invalid_request');
    expect(cancelled).toBe(true);
    expect(sent).toBeLessThanOrEqual(8192 + 2 * chunk.byteLength);
    expect(calls).toEqual([]);
  });

  it('refuses a body that is not UTF-8', async () => {
    const { handle } = setup();
    await expectRefusal(await handle(post(new Uint8Array([0x67, 0x72, 0xff, 0xfe]))), 400, 'invalid_request', /UTF-8/);
  });

  it('answers 404 for other paths', async () => {
    const { handle } = setup();
    await expectRefusal(await handle(post(form(codeGrant), { path: '/token/' })), 404, 'invalid_request');
    await expectRefusal(await handle(post(form(codeGrant), { path: '/oauth2/token' })), 404, 'invalid_request');
  });
});

describe('CORS preflight', () => {
  const preflight = (origin: string | null, path = '/token') =>
    new Request(`${MEDIATOR}${path}`, {
      method: 'OPTIONS',
      headers: {
        ...(origin ? { Origin: origin } : {}),
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });

  it('allows POST with Content-Type for the app origin', async () => {
    const { handle } = setup();
    const response = await handle(preflight(APP));
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(APP);
    expect(response.headers.get('Access-Control-Allow-Methods')).toBe('POST');
    expect(response.headers.get('Access-Control-Allow-Headers')).toBe('Content-Type, Accept');
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBeNull();
    expect(response.headers.get('Vary')).toContain('Origin');
    expect((await handle(preflight(APP, '/revoke'))).status).toBe(204);
  });

  it('refuses other origins', async () => {
    const { handle } = setup();
    for (const origin of ['https://evil.example.com', null]) {
      const response = await handle(preflight(origin));
      expect(response.status).toBe(403);
      expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    }
  });
});

describe('the provider answer', () => {
  it('passes an OAuth error through with its status, and CORS so the app can read it', async () => {
    const { handle } = setup({}, () =>
      Response.json({ error: 'invalid_grant', error_description: 'grant request is invalid' }, { status: 400 }),
    );
    const response = await handle(post(form(refreshGrant)));
    expect(response.status).toBe(400);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(APP);
    expect(await response.json()).toEqual({ error: 'invalid_grant', error_description: 'grant request is invalid' });
    expect(logs.at(-1)).toMatchObject({
      level: 'warn',
      event: 'forwarded',
      status: 400,
      upstream_status: 400,
      error: 'invalid_grant',
    });
  });

  it('passes the provider refusing the client through, without its WWW-Authenticate', async () => {
    const { handle } = setup({}, () =>
      Response.json({ error: 'invalid_client' }, { status: 401, headers: { 'WWW-Authenticate': 'Basic realm="x"' } }),
    );
    const response = await handle(post(form(codeGrant)));
    expect(response.status).toBe(401);
    expect(response.headers.get('WWW-Authenticate')).toBeNull();
    expect(await response.json()).toEqual({ error: 'invalid_client' });
    // A misconfigured secret is the operator's problem: logged as an error.
    expect(logs.at(-1)).toMatchObject({ level: 'error', status: 401, error: 'invalid_client' });
  });

  it('passes a provider 5xx in JSON through; one in another type becomes temporarily_unavailable', async () => {
    const json = setup({}, () => Response.json({ error: 'server_error' }, { status: 503 }));
    const relayed = await json.handle(post(form(codeGrant)));
    expect(relayed.status).toBe(503);
    expect(await relayed.json()).toEqual({ error: 'server_error' });
    const { handle } = setup(
      {},
      () => new Response('Service Unavailable', { status: 503, headers: { 'Content-Type': 'text/plain' } }),
    );
    await expectRefusal(await handle(post(form(codeGrant))), 503, 'temporarily_unavailable');
  });

  it('relays JSON only: an HTML (or unparsable) answer is never passed on, an OAuth error is answered instead', async () => {
    const page = '<!doctype html><script>alert(document.domain)</script>';
    for (const [status, type, body] of [
      [200, 'text/html; charset=utf-8', page],
      [400, 'text/html', page],
      [200, null, page],
      [200, 'application/json', page],
      [200, 'application/javascript', '{"access_token":"a"}'],
    ] as const) {
      const { handle } = setup({}, () => new Response(body, { status, headers: type ? { 'Content-Type': type } : {} }));
      const response = await handle(post(form(codeGrant)));
      expect(response.status, `${status} ${type}`).toBe(502);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      const answer = await response.text();
      expect(answer).not.toContain('<script>');
      expect(JSON.parse(answer)).toMatchObject({ error: 'server_error' });
    }
    const ok = setup(
      {},
      () => new Response('{"access_token":"a"}', { headers: { 'Content-Type': 'application/json;charset=UTF-8' } }),
    );
    const response = await ok.handle(post(form(codeGrant)));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json;charset=UTF-8');
  });

  it("sets Content-Security-Policy: default-src 'none' on every answer", async () => {
    const csp = "default-src 'none'; frame-ancestors 'none'";
    const { handle } = setup();
    const answers = [
      await handle(post(form(codeGrant))),
      await handle(post(form({ grant_type: 'password' }))),
      await handle(
        new Request(`${MEDIATOR}/token`, {
          method: 'OPTIONS',
          headers: { Origin: APP, 'Access-Control-Request-Method': 'POST' },
        }),
      ),
      await handle(new Request(`${MEDIATOR}/elsewhere`)),
    ];
    for (const response of answers)
      expect(response.headers.get('Content-Security-Policy'), String(response.status)).toBe(csp);
    const failing = setup({}, () => {
      throw new TypeError('fetch failed');
    });
    expect((await failing.handle(post(form(codeGrant)))).headers.get('Content-Security-Policy')).toBe(csp);
  });

  it('answers 502 when the provider cannot be reached, 504 when it is too slow', async () => {
    const { handle } = setup({}, () => {
      throw new TypeError('fetch failed');
    });
    await expectRefusal(await handle(post(form(codeGrant))), 502, 'temporarily_unavailable');
    expect(logs.at(-1)).toMatchObject({ level: 'error', event: 'upstream_unreachable', status: 502 });

    // A provider that never answers: the mediator's own signal aborts the call.
    const timeoutFetch = (_: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const timed = impatientMediator(timeoutFetch as typeof fetch);
    await expectRefusal(await timed(post(form(codeGrant))), 504, 'temporarily_unavailable');
  });

  it(
    'answers 504 temporarily_unavailable when the provider stalls after its headers, never 500',
    { timeout: 5000 },
    async () => {
      const stalled = (signalAware: boolean) => (_: RequestInfo | URL, init?: RequestInit) =>
        Promise.resolve(
          new Response(
            new ReadableStream<Uint8Array>({
              start(controller) {
                controller.enqueue(new TextEncoder().encode('{"access_token":"'));
                // As Node's fetch does: the signal errors a body still being received.
                if (signalAware) init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
              },
            }),
            { headers: { 'Content-Type': 'application/json' } },
          ),
        );
      for (const signalAware of [true, false]) {
        const handle = impatientMediator(stalled(signalAware) as typeof fetch);
        const started = Date.now();
        await expectRefusal(await handle(post(form(codeGrant))), 504, 'temporarily_unavailable');
        expect(Date.now() - started).toBeLessThan(2000);
        expect(logs.at(-1)).toMatchObject({ level: 'error', event: 'upstream_unreachable', status: 504 });
      }
    },
  );

  it('does not follow a provider redirect', async () => {
    const { handle } = setup(
      {},
      () => new Response(null, { status: 302, headers: { Location: 'https://elsewhere.example.com' } }),
    );
    await expectRefusal(await handle(post(form(codeGrant))), 502, 'server_error');
  });
});

describe('revocation', () => {
  it('forwards token and token_type_hint with Basic authentication', async () => {
    const { handle } = setup({}, () => new Response(null, { status: 200 }));
    const response = await handle(
      post(form({ token: REFRESH, token_type_hint: 'refresh_token', client_id: 'contratos' }), { path: '/revoke' }),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(APP);
    const [call] = calls as [Upstream];
    expect(call.url).toBe('https://auth.example.com/oauth2/revoke');
    expect(call.headers.get('Authorization')).toBe(basicAuthorization('contratos', SECRET));
    expect(Object.fromEntries(call.body)).toEqual({
      token: REFRESH,
      token_type_hint: 'refresh_token',
      client_id: 'contratos',
    });
  });

  it('refuses anything but a token to revoke', async () => {
    const { handle } = setup();
    const revoke = (fields: Record<string, string>) => handle(post(form(fields), { path: '/revoke' }));
    await expectRefusal(
      await revoke({ token_type_hint: 'refresh_token' }),
      400,
      'invalid_request',
      /"token" is missing/,
    );
    await expectRefusal(await revoke({ token: REFRESH, token_type_hint: 'id_token' }), 400, 'unsupported_token_type');
    await expectRefusal(
      await revoke({ token: REFRESH, grant_type: 'refresh_token' }),
      400,
      'invalid_request',
      /grant_type/,
    );
    await expectRefusal(await revoke({ token: REFRESH, client_id: 'outro' }), 400, 'invalid_request', /client_id/);
    await expectRefusal(await revoke({ token: REFRESH, client_secret: 'x' }), 400, 'invalid_request', /client_secret/);
    const other = await handle(post(form({ token: REFRESH }), { path: '/revoke', origin: 'https://evil.example.com' }));
    await expectRefusal(other, 403, 'access_denied');
    expect(calls).toEqual([]);
  });

  it('does not exist without a revocation endpoint', async () => {
    const { handle } = setup({ revocationEndpoint: undefined });
    await expectRefusal(await handle(post(form({ token: REFRESH }), { path: '/revoke' })), 404, 'invalid_request');
  });
});

describe('the Worker entry', () => {
  it('serves the same core, CSP included', async () => {
    const env = {
      MEDIATOR_TOKEN_ENDPOINT: 'https://auth.example.com/oauth2/token',
      MEDIATOR_CLIENT_ID: 'contratos',
      MEDIATOR_CLIENT_SECRET: SECRET,
      MEDIATOR_ALLOWED_ORIGINS: APP,
    };
    const response = await worker.fetch(post(form({ grant_type: 'password' })), env);
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('configuration', () => {
  const valid: MediatorOptions = {
    tokenEndpoint: 'https://auth.example.com/oauth2/token',
    clientId: 'contratos',
    clientSecret: SECRET,
    allowedOrigins: [APP],
  };

  it('refuses an incomplete or unsafe configuration, naming fields, never the secret', () => {
    const attempt = (options: Partial<MediatorOptions>) => {
      try {
        createMediator({ ...valid, ...options });
        return [];
      } catch (error) {
        expect(error).toBeInstanceOf(MediatorConfigError);
        expect((error as Error).message).not.toContain(SECRET);
        return (error as MediatorConfigError).problems;
      }
    };
    expect(attempt({})).toEqual([]);
    expect(attempt({ tokenEndpoint: 'http://localhost:4011/oauth2/token' })).toEqual([]);
    expect(attempt({ tokenEndpoint: 'http://auth.example.com/token' })).toEqual([
      'tokenEndpoint must use https (http only on localhost)',
    ]);
    expect(attempt({ tokenEndpoint: '' })).toEqual(['tokenEndpoint is required']);
    expect(attempt({ revocationEndpoint: 'revoke' })).toEqual(['revocationEndpoint must be an absolute URL']);
    expect(attempt({ clientSecret: '' })).toEqual(['clientSecret is required']);
    expect(attempt({ allowedOrigins: [] })).toEqual(['allowedOrigins needs at least one origin']);
    expect(attempt({ allowedOrigins: ['*'] })).toHaveLength(1);
    expect(attempt({ allowedOrigins: [`${APP}/`] })).toHaveLength(1);
    expect(attempt({ basePath: 'oauth/' })).toHaveLength(1);
    expect(attempt({ maxBodyBytes: 0 })).toEqual(['maxBodyBytes must be a positive integer']);
  });

  it('reads its options from environment variables', () => {
    const options = mediatorOptionsFromEnv({
      MEDIATOR_TOKEN_ENDPOINT: 'https://auth.example.com/oauth2/token',
      MEDIATOR_REVOCATION_ENDPOINT: 'https://auth.example.com/oauth2/revoke',
      MEDIATOR_CLIENT_ID: 'contratos',
      MEDIATOR_CLIENT_SECRET: SECRET,
      MEDIATOR_ALLOWED_ORIGINS: `${APP}, http://localhost:4173`,
      MEDIATOR_BASE_PATH: '/oauth',
      MEDIATOR_MAX_BODY_BYTES: '4096',
      MEDIATOR_TIMEOUT_MS: '5000',
      UNRELATED: 'x',
    });
    expect(options).toEqual({
      tokenEndpoint: 'https://auth.example.com/oauth2/token',
      revocationEndpoint: 'https://auth.example.com/oauth2/revoke',
      clientId: 'contratos',
      clientSecret: SECRET,
      allowedOrigins: [APP, 'http://localhost:4173'],
      basePath: '/oauth',
      maxBodyBytes: 4096,
      upstreamTimeoutMs: 5000,
    });
  });

  it('names every missing or invalid variable', () => {
    try {
      mediatorOptionsFromEnv({
        MEDIATOR_CLIENT_SECRET: SECRET,
        MEDIATOR_TOKEN_ENDPOINT: 'ftp://x',
        MEDIATOR_MAX_BODY_BYTES: 'muito',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(MediatorConfigError);
      expect((error as MediatorConfigError).problems).toEqual([
        'MEDIATOR_MAX_BODY_BYTES must be a positive integer',
        'MEDIATOR_TOKEN_ENDPOINT must use https (http only on localhost)',
        'MEDIATOR_CLIENT_ID is required',
        'MEDIATOR_ALLOWED_ORIGINS needs at least one origin',
      ]);
      expect((error as Error).message).not.toContain(SECRET);
    }
  });

  it('encodes the Basic credentials as base64(client_id:client_secret) of UTF-8', () => {
    expect(basicAuthorization('contratos', 's3cr3t')).toBe('Basic Y29udHJhdG9zOnMzY3IzdA==');
    expect(basicAuthorization('c', 'ção')).toBe('Basic YzrDp8Ojbw==');
  });
});
