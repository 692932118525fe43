import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';

/** Verifies the bearer token: JWT signature against the provider's JWKS, expiry, issuer. */
export type TokenVerifier = (token: string) => Promise<{ sub: string }>;

export function createTokenVerifier(options: { issuer: string; jwks: JSONWebKeySet | URL }): TokenVerifier {
  const keys = options.jwks instanceof URL ? createRemoteJWKSet(options.jwks) : createLocalJWKSet(options.jwks);
  return async (token) => {
    const { payload } = await jwtVerify(token, keys, { issuer: options.issuer, clockTolerance: 5 });
    if (typeof payload.sub !== 'string' || !payload.sub) throw new Error('token without sub');
    return { sub: payload.sub };
  };
}
