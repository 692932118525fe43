import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useSingleFlightMutation } from './single-flight';
import { chunk } from '../lib/backoff';
import {
  apiErrorFrom,
  ApiError,
  buildUrl,
  currentAccessToken,
  isApiError,
  NETWORK_ERROR_MESSAGE,
  renewAfterUnauthorized,
  request,
  waitForRequestSlot,
  type RequestPriority,
} from './http';
import {
  acceptResponseSchema,
  captureSchema,
  documentStatusPageSchema,
  MAX_STATUS_IDS,
  uploadResponseSchema,
  type Capture,
  type DocumentStatusItem,
  type UploadResponse,
} from './capture.schema';

export * from './capture.schema';

export const captureKeys = {
  all: ['capture'] as const,
  details: () => [...captureKeys.all, 'detail'] as const,
  detail: (id: string) => [...captureKeys.details(), id] as const,
};

// --- upload (XMLHttpRequest: fetch has no upload progress) --------------------------------

export interface UploadOptions {
  descricao?: string | undefined;
  /** Fraction sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
}

export interface UploadHandle {
  promise: Promise<UploadResponse>;
  /** Cancels the upload; the promise rejects with an `AbortError`. */
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

/**
 * POST /v1/captura/documentos as multipart (`arquivo`, optional `descricao`), reporting
 * progress. Same token, pacing, 401 renewal and error messages as `request()`; a 429 is
 * reported to the caller (who offers a retry) rather than waited out silently.
 */
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
    await waitForRequestSlot();
    let token = currentAccessToken();
    let result = await send(token);
    if (result.status === 401) {
      token = await renewAfterUnauthorized(token);
      if (!token) throw apiErrorFrom(401, result.body);
      await waitForRequestSlot();
      result = await send(token);
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

// --- status, read, accept, refuse -------------------------------------------------------------

/** Statuses of many documents: groups of 20 ids, repeated `ids=A&ids=B` form. */
export async function getDocumentStatuses(
  ids: readonly string[],
  signal?: AbortSignal,
  priority?: RequestPriority,
): Promise<DocumentStatusItem[]> {
  const items: DocumentStatusItem[] = [];
  for (const group of chunk([...new Set(ids)], MAX_STATUS_IDS)) {
    const page = await request('/v1/captura/documentos/status', {
      query: { ids: group, pagina: 1, tamanho_pagina: MAX_STATUS_IDS },
      schema: documentStatusPageSchema,
      signal,
      priority,
    });
    items.push(...page.items);
  }
  return items;
}

export function getCapture(id: string, signal?: AbortSignal) {
  return request(`/v1/captura/${encodeURIComponent(id)}`, { schema: captureSchema, signal });
}

export function acceptCapture(id: string) {
  return request(`/v1/captura/${encodeURIComponent(id)}`, { method: 'POST', schema: acceptResponseSchema });
}

export function refuseCapture(id: string) {
  return request(`/v1/captura/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export const captureQueries = {
  detail: (id: string) =>
    queryOptions({
      queryKey: captureKeys.detail(id),
      queryFn: ({ signal }) => getCapture(id, signal),
    }),
};

/**
 * The platform no longer finds a refused capture: its read answers 404 ("Captura não
 * encontrada com o ID informado", captura.md). A 404 for a capture known to be refused is
 * that capture, refused.
 */
export const isCaptureGone = (error: unknown) => isApiError(error) && error.status === 404;

/** What a refused capture reads as once the platform answers 404 for it. */
export const refusedCapture = (id: string, documentId?: string | null): Capture => ({
  id,
  id_documento: documentId ?? null,
  status: 'REJEITADA',
  previa_evento_financeiro: null,
});

export function useAcceptCapture() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: acceptCapture,
    onSettled: (_data, _error, id) => queryClient.invalidateQueries({ queryKey: captureKeys.detail(id) }),
  });
}

/**
 * Refuses a capture. A refused capture reads 404 from then on, so its status is set here
 * rather than read again; a refusal that failed (409: accepted or still processing) reads
 * the capture again to show where it stands.
 */
export function useRefuseCapture() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: refuseCapture,
    onSuccess: (_data, id) =>
      queryClient.setQueryData(captureKeys.detail(id), (old: Capture | undefined) =>
        refusedCapture(id, old?.id_documento),
      ),
    onError: (_error, id) => queryClient.invalidateQueries({ queryKey: captureKeys.detail(id) }),
  });
}
