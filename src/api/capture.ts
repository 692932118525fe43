import { useQueryClient } from '@tanstack/react-query';
import { recordQuery } from './resource';
import { useSingleFlightMutation } from './single-flight';
import { refreshAfter } from './refresh';
import { chunk } from '../lib/backoff';
import { isApiError, request, type RequestPriority } from './http';
import {
  acceptResponseSchema,
  captureSchema,
  documentStatusPageSchema,
  MAX_STATUS_IDS,
  type Capture,
  type DocumentStatusItem,
} from './capture.schema';

export * from './capture.schema';
export * from './capture.upload';

export const captureKeys = {
  all: ['capture'] as const,
  details: () => [...captureKeys.all, 'detail'] as const,
  detail: (id: string) => [...captureKeys.details(), id] as const,
};

/** At most 20 ids per request, as repeated `ids=A&ids=B`. */
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
  detail: (id: string) => recordQuery(captureKeys.detail(id), (signal) => getCapture(id, signal)),
};

/** A refused capture reads 404 from then on. */
export const isCaptureGone = (error: unknown) => isApiError(error) && error.status === 404;

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
    onSuccess: () => void refreshAfter(queryClient, 'capture-accepted'),
    onSettled: (_data, _error, id) => queryClient.invalidateQueries({ queryKey: captureKeys.detail(id) }),
  });
}

/** The status is set here, not read again (it would be 404); a failed refusal reads the capture again. */
export function useRefuseCapture() {
  const queryClient = useQueryClient();
  return useSingleFlightMutation({
    mutationFn: refuseCapture,
    onSuccess: (_data, id) => {
      queryClient.setQueryData(captureKeys.detail(id), (old: Capture | undefined) =>
        refusedCapture(id, old?.id_documento),
      );
      void refreshAfter(queryClient, 'capture-refused');
    },
    onError: (_error, id) => queryClient.invalidateQueries({ queryKey: captureKeys.detail(id) }),
  });
}
