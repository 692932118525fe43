import {
  apiErrorFrom,
  ApiError,
  buildUrl,
  companyOf,
  currentAccessToken,
  NETWORK_ERROR_MESSAGE,
  renewAfterUnauthorized,
  waitForRequestSlot,
} from './http';
import { uploadResponseSchema, type UploadResponse } from './capture.schema';

export interface UploadOptions {
  descricao?: string | undefined;
  /** 0 to 1. */
  onProgress?: (fraction: number) => void;
}

export interface UploadHandle {
  promise: Promise<UploadResponse>;
  /** The promise then rejects with an `AbortError`. */
  abort: () => void;
}

interface XhrResult {
  status: number;
  body: unknown;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const isAbortError = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** XMLHttpRequest, for upload progress; unlike `request()`, a 429 goes to the caller, who offers a retry. */
export function uploadDocument(file: File, options: UploadOptions = {}): UploadHandle {
  let current: XMLHttpRequest | null = null;
  let aborted = false;
  const abortError = () => new DOMException('Envio cancelado.', 'AbortError');

  const send = (token: string | null) =>
    new Promise<XhrResult>((resolve, reject) => {
      if (aborted) return reject(abortError());
      const form = new FormData();
      form.append('arquivo', file, file.name);
      if (options.descricao?.trim()) form.append('descricao', options.descricao.trim());
      const xhr = new XMLHttpRequest();
      current = xhr;
      xhr.open('POST', buildUrl('/v1/captura/documentos'));
      xhr.setRequestHeader('Accept', 'application/json');
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
      };
      xhr.onload = () => resolve({ status: xhr.status, body: parseBody(xhr.responseText) });
      xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
      xhr.ontimeout = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
      xhr.onabort = () => reject(abortError());
      xhr.send(form);
    });

  const run = async (): Promise<UploadResponse> => {
    const paced = async (token: string | null) => {
      const answered = await waitForRequestSlot('user', undefined, companyOf());
      try {
        return await send(token);
      } finally {
        answered();
      }
    };
    let token = currentAccessToken();
    let result = await paced(token);
    if (result.status === 401) {
      token = await renewAfterUnauthorized(token);
      if (!token) throw apiErrorFrom(401, result.body);
      result = await paced(token);
    }
    if (result.status < 200 || result.status >= 300) throw apiErrorFrom(result.status, result.body);
    options.onProgress?.(1);
    const parsed = uploadResponseSchema.safeParse(result.body);
    if (!parsed.success) throw new ApiError(0, 'O servidor enviou uma resposta em formato inesperado.', result.body);
    return parsed.data;
  };

  return {
    promise: run(),
    abort: () => {
      aborted = true;
      current?.abort();
    },
  };
}
