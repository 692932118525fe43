import { SignJWT, type CryptoKey, type JWK } from 'jose';
import type { Random } from '../api/random';

/**
 * Hostile inputs for the fuzz suite (sandbox/fuzz.test.ts), drawn from a seeded stream:
 * the same seed sends the same requests.
 */

/** Text that has broken parsers and validators elsewhere. */
const HOSTILE_TEXT = [
  '',
  ' ',
  'null',
  'undefined',
  '0',
  '-1',
  '1e309',
  'NaN',
  'true',
  '__proto__',
  'constructor',
  'ção ÇÃO ñ',
  '\u202egnp.exe',
  '\u0000',
  '\ud800',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../../../etc/passwd',
  '%00',
  '${7*7}',
  '💥🙈👩‍👩‍👧‍👦',
];

export function hostileString(rng: Random): string {
  switch (rng.int(0, 3)) {
    case 0:
      return 'x'.repeat(rng.int(1_000, 60_000));
    case 1:
      // Any code points, lone surrogates included.
      return Array.from({ length: rng.int(1, 40) }, () => String.fromCharCode(rng.int(0, 0xffff))).join('');
    case 2:
      return rng.pick(['💥', 'ç', '\u200b', 'A\u030a']).repeat(rng.int(1, 5_000));
    default:
      return rng.pick(HOSTILE_TEXT);
  }
}

/** `encodeURIComponent` for any text (a lone surrogate becomes U+FFFD instead of throwing). */
export function encodeText(text: string): string {
  // String.prototype.toWellFormed (Node 20) is not in this project's TypeScript lib.
  return encodeURIComponent((text as unknown as { toWellFormed: () => string }).toWellFormed());
}

/** Percent-encodings a decoder must refuse. */
export const BAD_ENCODINGS = ['%E0%A4%A', '%ZZ', '%', '%C0%80', '%ED%A0%80', '%FF%FE', 'a%2', '%%30'];

/** Path segments no record has: wrong shapes, unknown UUIDs, traversal, hostile text. */
export function badId(rng: Random): string {
  switch (rng.int(0, 3)) {
    case 0:
      return rng.pick(BAD_ENCODINGS);
    case 1:
      return rng.uuid();
    case 2:
      return encodeText(hostileString(rng).slice(0, 2_000)) || '%20';
    default:
      return rng.pick([
        '0',
        '-1',
        'abc',
        '99999999999999999999',
        '1.5',
        '..',
        '%2E%2E',
        '..%2F..%2Fetc',
        'null',
        '__proto__',
        '%00',
        '%20',
        'ID',
      ]);
  }
}

/** Bodies that are not JSON at all, or not a complete document. */
export function malformedJson(rng: Random): string {
  return rng.pick([
    '{',
    '{"a":',
    '[1,2',
    '{"a":1}}',
    'nul',
    "{'a':1}",
    '{"a":1,}',
    '\u0000',
    '\ufeff{}',
    '{"a":"\\x41"}',
    '{"a":"\\u12"}',
    '['.repeat(rng.int(10, 5_000)),
    `{"a":"${'x'.repeat(rng.int(10, 1_000))}`,
    '\u00e7',
    '--',
    '\x1f\x8b\x08',
  ]);
}

/** A value of another type than `value`'s (never null, which a nullable field accepts). */
export function wrongType(rng: Random, value: unknown): unknown {
  const options: unknown[] = [];
  if (typeof value !== 'string') options.push(hostileString(rng).slice(0, 5_000), '', '2026-13-45');
  if (typeof value !== 'number') options.push(-1, 1e308, 0.1 + 0.2, -0);
  if (typeof value !== 'boolean') options.push(true, false);
  if (!Array.isArray(value)) options.push([], [hostileString(rng).slice(0, 100)], [[[]]]);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    options.push({}, { __proto__: { admin: true } }, { $gt: '' });
  return rng.pick(options);
}

/** Every path to a leaf or branch of a JSON value (`['termos', 'numero']`). */
export function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([k, v]) => pathsOf(v, [...prefix, k]))];
}

/** A copy of `template` with the value at `path` replaced. */
export function withValue(template: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const copy = structuredClone(template) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1) as string | number] = value;
  return copy;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Access tokens the API must refuse: unsigned (`alg: none`), signed with another key under
 * the same `kid`, HS256 with the public key as the secret, expired, from another issuer,
 * without a subject, with a payload swapped under a valid signature, and garbage.
 */
export async function forgedTokens(options: {
  sub: string;
  issuer: string;
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
  otherKey: CryptoKey;
  /** The app's client and the API's audience: each forgery is otherwise a valid access token. */
  clientId: string;
  audience: string;
}): Promise<Record<string, string>> {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    sub: options.sub,
    iss: options.issuer,
    iat: now - 60,
    exp: now + 3600,
    scope: 'openid profile',
    client_id: options.clientId,
    aud: options.audience,
  };
  const sign = (key: CryptoKey | Uint8Array, alg: string, payload: Record<string, unknown> = claims) =>
    new SignJWT(payload).setProtectedHeader({ alg, kid: options.kid }).sign(key);
  const valid = await sign(options.privateKey, 'RS256');
  const [header, , signature] = valid.split('.');
  // The public key as published at /jwks: what an attacker can read.
  const { kty, n, e } = options.publicJwk;
  const publicKeyBytes = new TextEncoder().encode(JSON.stringify({ kty, n, e }));
  return {
    'alg none': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`,
    'alg none, kid kept': `${base64url({ alg: 'none', kid: options.kid })}.${base64url(claims)}.${signature}`,
    'wrong key, same kid': await sign(options.otherKey, 'RS256'),
    'HS256 with the public key': await sign(publicKeyBytes, 'HS256'),
    expired: await sign(options.privateKey, 'RS256', { ...claims, iat: now - 7200, exp: now - 3600 }),
    'not yet valid': await sign(options.privateKey, 'RS256', { ...claims, nbf: now + 3600 }),
    'other issuer': await sign(options.privateKey, 'RS256', { ...claims, iss: 'https://evil.example' }),
    'no subject': await sign(options.privateKey, 'RS256', { iss: options.issuer, exp: now + 3600 }),
    'subject not a string': await sign(options.privateKey, 'RS256', { ...claims, sub: 42 } as unknown as Record<
      string,
      unknown
    >),
    'ID token of the app': await sign(options.privateKey, 'RS256', {
      ...claims,
      client_id: undefined,
      aud: options.clientId,
      token_use: 'id',
    }),
    'token of another client': await sign(options.privateKey, 'RS256', { ...claims, client_id: 'outro-cliente' }),
    'payload swapped': `${header}.${base64url({ ...claims, sub: 'outra-conta' })}.${signature}`,
    'signature stripped': `${header}.${base64url(claims)}.`,
    garbage: 'garbage',
    'three dots': '...',
    'bad base64': '!!!.@@@.###',
    'huge (8 KB)': `${header}.${'A'.repeat(8_000)}.${signature}`,
    'latin-1 bytes': 'tökén',
  };
}
