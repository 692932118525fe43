/**
 * The HTTP client's one error type and the Portuguese messages it carries: the server's own
 * words when it sent usable ones, else the status's.
 */

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status; 0 when the server could not be reached or answered nonsense. */
    readonly status: number,
    message: string,
    readonly body: unknown = undefined,
  ) {
    super(message);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export const STATUS_MESSAGES: Record<number, string> = {
  400: 'A requisição foi recusada pelo servidor.',
  401: 'Sua sessão expirou. Entre novamente.',
  403: 'Você não tem permissão para esta ação.',
  404: 'Registro não encontrado.',
  409: 'A operação conflita com o estado atual do registro.',
  413: 'O arquivo é grande demais.',
  415: 'Tipo de arquivo não suportado.',
  429: 'Muitas requisições em pouco tempo. Tente novamente em instantes.',
  500: 'Erro interno no servidor. Tente novamente.',
  502: 'O servidor está indisponível no momento. Tente novamente.',
  503: 'O servidor está indisponível no momento. Tente novamente.',
  504: 'O servidor demorou demais para responder. Tente novamente.',
};

/** A 403 with `status_conta: END_TRIAL` and no message of its own (the platform's words are shown when sent). */
export const TRIAL_ENDED_MESSAGE =
  'O período de teste desta conta na plataforma terminou. Contrate um plano para continuar usando o aplicativo.';

export const NETWORK_ERROR_MESSAGE = 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.';

/** A text that is only an HTTP reason phrase ("Bad Request"), which says nothing to a user. */
const REASON_PHRASE =
  /^(?:[1-5]\d\d\s+)?(?:bad request|unauthorized|forbidden|not found|method not allowed|conflict|payload too large|request entity too large|unsupported media type|unprocessable (?:entity|content)|too many requests|internal server error|bad gateway|service unavailable|gateway timeout|error)\.?$/i;

function usable(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text && !REASON_PHRASE.test(text) ? text : null;
}

/**
 * The message to show for an error answer. The platform writes three bodies: `{ error }`
 * (api-spec.md, capture), `{ timestamp, status, error, message, path }` where `error` is
 * only the reason phrase and the detail is in `message` (the rest of the API, observed),
 * and `{ code, message }` (financial OpenAPI examples). `message` wins, then `error`; a bare
 * reason phrase is never shown: the status's own Portuguese message stands in, or, for an
 * account whose trial ended (403, `status_conta: END_TRIAL`), what that means.
 */
export function messageFor(status: number, body: unknown): string {
  if (body && typeof body === 'object') {
    const { message, error, status_conta } = body as { message?: unknown; error?: unknown; status_conta?: unknown };
    const text = usable(message) ?? usable(error);
    if (text) return text;
    if (status_conta === 'END_TRIAL') return TRIAL_ENDED_MESSAGE;
  }
  return STATUS_MESSAGES[status] ?? `O servidor respondeu com o erro ${status}.`;
}

/** The `ApiError` `request()` would throw for this status and body. */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  return new ApiError(status, messageFor(status, body), body);
}
