import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';

/**
 * Verifies the bearer token as the platform does: JWT signature against the provider's
 * JWKS, expiry and issuer, and then that it is an *access* token issued to one of the
 * app's clients. An ID token (Cognito's `token_use: 'id'`, or an OpenID ID token, whose
 * `aud` is a client id) and a token of another client are refused, so an app that sends
 * the wrong token fails here as it would against the platform.
 */
export type TokenVerifier = (token: string) => Promise<VerifiedToken>;

export interface VerifiedToken {
  sub: string;
  /** The company the token is for (the sandbox's `empresa_id` claim), when it names one. */
  empresaId?: string | undefined;
}

export interface TokenVerifierOptions {
  issuer: string;
  jwks: JSONWebKeySet | URL;
  /** The app's client ids: a token issued to another client is refused. */
  clientIds: readonly string[];
  /**
   * The API's audience (its resource indicator). A token that carries `aud` must name it;
   * a token without `aud` is accepted (AWS Cognito's access tokens carry none).
   */
  audience: string;
}

/** A signed, unexpired token of the right issuer that is still not an access token for this app. */
export class TokenRejectedError extends Error {
  override readonly name = 'TokenRejectedError';
}

function asList(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** The claims checks after the signature, issuer and expiry (exported for the unit tests). */
export function checkAccessTokenClaims(
  payload: JWTPayload,
  typ: string | undefined,
  options: Pick<TokenVerifierOptions, 'clientIds' | 'audience'>,
): string {
  if (typeof payload.sub !== 'string' || !payload.sub) throw new Error('token without sub');
  // Cognito names the token's use; RFC 9068 access tokens say it in the header.
  if (payload.token_use !== undefined && payload.token_use !== 'access') {
    throw new TokenRejectedError('Token de identidade (ID token) não é aceito: envie o token de acesso.');
  }
  if (typ !== undefined && !/^(application\/)?at\+jwt$/i.test(typ) && payload.token_use !== 'access') {
    throw new TokenRejectedError('Token de identidade (ID token) não é aceito: envie o token de acesso.');
  }
  // The client: `client_id` in Cognito's and RFC 9068's access tokens; an ID token has none.
  const clientId = payload.client_id;
  if (typeof clientId !== 'string') {
    throw new TokenRejectedError('Token sem client_id: envie o token de acesso, não o token de identidade.');
  }
  if (!options.clientIds.includes(clientId)) throw new TokenRejectedError('Token emitido para outro aplicativo.');
  if (payload.azp !== undefined && !options.clientIds.includes(String(payload.azp))) {
    throw new TokenRejectedError('Token emitido para outro aplicativo.');
  }
  // An audience, when present, must be this API (an ID token's is the client id).
  if (payload.aud !== undefined && !asList(payload.aud).includes(options.audience)) {
    throw new TokenRejectedError('Token destinado a outro destinatário (aud): envie o token de acesso desta API.');
  }
  return payload.sub;
}

export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const keys = options.jwks instanceof URL ? createRemoteJWKSet(options.jwks) : createLocalJWKSet(options.jwks);
  return async (token) => {
    const { payload, protectedHeader } = await jwtVerify(token, keys, { issuer: options.issuer, clockTolerance: 5 });
    const sub = checkAccessTokenClaims(payload, protectedHeader.typ, options);
    return { sub, empresaId: typeof payload.empresa_id === 'string' ? payload.empresa_id : undefined };
  };
}
