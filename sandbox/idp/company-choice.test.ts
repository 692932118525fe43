import type { Server } from 'node:http';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COMPANY, PORTFOLIO } from '../companies';
import { listen } from '../node-adapter';
import {
  APP,
  authorization,
  browser,
  codeOf,
  follow,
  freePort,
  postForm,
  REDIRECT,
  submitPassword,
  type Browser,
} from '../test/idp-browser';
import { COMPANY_CLAIM } from './company-choice';
import { createIdp, PUBLIC_CLIENT_ID } from './provider';

/*
 * The company step of the sign-in: an account of several companies chooses one (on every
 * new authorization, or by the `empresa` hint), an account of one is never asked, and the
 * access tokens of the code and of every renewal carry the company (`empresa_id`).
 */

let base = '';
let scopes = '';
let server: Server;
const [first, second, third] = PORTFOLIO as [(typeof PORTFOLIO)[0], (typeof PORTFOLIO)[0], (typeof PORTFOLIO)[0]];

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  const idp = await createIdp({
    issuer: base,
    apiResource: 'http://127.0.0.1:1',
    appOrigins: [APP],
    accessTokenTtlSeconds: 300,
  });
  await listen(idp.server, port, '127.0.0.1');
  server = idp.server;
  scopes = idp.scopes;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

async function token(form: Record<string, string>) {
  const response = await fetch(`${base}/oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: PUBLIC_CLIENT_ID, ...form }).toString(),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { access_token: string; refresh_token: string };
  return { ...body, company: decodeJwt(body.access_token)[COMPANY_CLAIM] };
}

/**
 * One authorization in browser `go`: the password when the provider asks for it, the
 * company `choose` when it asks for one. What was asked, and the tokens.
 */
async function authorize(go: Browser, email: string, choose?: string, hint?: string) {
  const { path, verifier } = authorization(PUBLIC_CLIENT_ID, scopes, hint ? { empresa: hint } : {});
  let response = await follow(go, await go(path));
  const asked = { password: false, companies: [] as string[] };
  if (response.status === 200 && (await response.clone().text()).includes('name="password"')) {
    asked.password = true;
    response = await submitPassword(go, response, email);
  }
  if (response.status === 200) {
    const html = await response.text();
    expect(html).toContain('<h1>Escolha a empresa</h1>');
    asked.companies = [...html.matchAll(/name="empresa" value="([^"]+)"/g)].map((m) => m[1] as string);
    const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
    response = await follow(go, await postForm(go, action, { empresa: choose ?? '' }));
  }
  expect(response.headers.get('location')).toMatch(new RegExp(`^${REDIRECT}\\?code=`));
  const tokens = await token({
    grant_type: 'authorization_code',
    code: codeOf(response),
    redirect_uri: REDIRECT,
    code_verifier: verifier,
  });
  return { asked, tokens };
}

describe('an account of several companies', () => {
  it('chooses one after the password; the token and its renewals carry it', async () => {
    const go = browser(base);
    const { asked, tokens } = await authorize(go, 'contador@exemplo.com.br', second.id);
    expect(asked.password).toBe(true);
    expect(asked.companies).toEqual(PORTFOLIO.map((c) => c.id));
    expect(tokens.company).toBe(second.id);
    const renewed = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(renewed.company).toBe(second.id);
  });

  it('is asked again on a new authorization of the same session, and each grant keeps its company', async () => {
    const go = browser(base);
    const a = await authorize(go, 'contador@exemplo.com.br', first.id);
    const b = await authorize(go, 'contador@exemplo.com.br', third.id);
    expect(b.asked).toEqual({ password: false, companies: PORTFOLIO.map((c) => c.id) });
    expect([a.tokens.company, b.tokens.company]).toEqual([first.id, third.id]);
    const renewedA = await token({ grant_type: 'refresh_token', refresh_token: a.tokens.refresh_token });
    const renewedB = await token({ grant_type: 'refresh_token', refresh_token: b.tokens.refresh_token });
    expect([renewedA.company, renewedB.company]).toEqual([first.id, third.id]);
  });

  it('the `empresa` hint of one of its companies skips the choice, with or without a session', async () => {
    const go = browser(base);
    const signedIn = await authorize(go, 'contador@exemplo.com.br', undefined, third.id);
    expect(signedIn.asked).toEqual({ password: true, companies: [] });
    expect(signedIn.tokens.company).toBe(third.id);
    const again = await authorize(go, 'contador@exemplo.com.br', undefined, second.id);
    expect(again.asked).toEqual({ password: false, companies: [] });
    expect(again.tokens.company).toBe(second.id);
  });

  it('a hint of a company it has no access to (or none at all) is ignored: the choice is shown', async () => {
    const go = browser(base);
    for (const hint of [DEMO_COMPANY.id, 'empresa-inexistente']) {
      const { asked, tokens } = await authorize(go, 'contador@exemplo.com.br', first.id, hint);
      expect(asked.companies).toHaveLength(PORTFOLIO.length);
      expect(tokens.company).toBe(first.id);
    }
  });

  it('a company outside the list is refused on the page, which asks again', async () => {
    const go = browser(base);
    const { path } = authorization(PUBLIC_CLIENT_ID, scopes);
    const page = await submitPassword(go, await follow(go, await go(path)), 'contador@exemplo.com.br');
    const action = /action="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    const refused = await postForm(go, action, { empresa: DEMO_COMPANY.id });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Escolha uma das empresas da lista.');
  });
});

describe('an account of one company', () => {
  it('is never asked, and its tokens carry its company', async () => {
    const go = browser(base);
    const signedIn = await authorize(go, 'financeiro@exemplo.com.br', undefined, first.id);
    expect(signedIn.asked).toEqual({ password: true, companies: [] });
    expect(signedIn.tokens.company).toBe(DEMO_COMPANY.id);
    const again = await authorize(go, 'financeiro@exemplo.com.br');
    expect(again.asked).toEqual({ password: false, companies: [] });
    const renewed = await token({ grant_type: 'refresh_token', refresh_token: again.tokens.refresh_token });
    expect(renewed.company).toBe(DEMO_COMPANY.id);
  });
});
