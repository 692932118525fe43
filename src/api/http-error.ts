export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** 0 when the server could not be reached or answered nonsense. */
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

/** A 403 with `status_conta: END_TRIAL` and no message of its own. */
export const TRIAL_ENDED_MESSAGE =
  'O período de teste desta conta na plataforma terminou. Contrate um plano para continuar usando o aplicativo.';

export const NETWORK_ERROR_MESSAGE = 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.';

/** A bare reason phrase ("Bad Request") says nothing to a user; a 5xx's is also `TECHNICAL`. */
const REASON_PHRASE =
  /^(?:[1-5]\d\d\s+)?(?:bad request|unauthorized|forbidden|not found|method not allowed|conflict|payload too large|request entity too large|unsupported media type|unprocessable (?:entity|content)|too many requests|error)\.?$/i;

function usable(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text && !REASON_PHRASE.test(text) ? text : null;
}

/** A server fault's text for its developers (an exception, a timeout, English error words, its reason phrase). */
const TECHNICAL = /exception|error|internal|timeout|java|upstream|null|gateway|unavailable/i;

/**
 * Error bodies come in three shapes: `message` wins, then `error`; a bare reason phrase is never
 * shown, nor a server fault's developer text (its body stays on the error).
 */
export function messageFor(status: number, body: unknown): string {
  if (body && typeof body === 'object') {
    const { message, error, status_conta } = body as { message?: unknown; error?: unknown; status_conta?: unknown };
    const text = usable(message) ?? usable(error);
    if (text && !(status >= 500 && TECHNICAL.test(text))) return text;
    if (status_conta === 'END_TRIAL') return TRIAL_ENDED_MESSAGE;
  }
  return STATUS_MESSAGES[status] ?? `O servidor respondeu com o erro ${status}.`;
}

export function apiErrorFrom(status: number, body: unknown): ApiError {
  return new ApiError(status, messageFor(status, body), body);
}
