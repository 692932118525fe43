import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError, uploadDocument, type UploadHandle } from '../../api/capture';
import { CAPTURE_MIME_TYPES, checkCaptureFile, MAGIC_BYTES_NEEDED, type CaptureFileType } from '../../lib/file-check';
import { keepPreview, recentUploads } from '../../stores/recent-uploads';

export type QueueItemState = 'checking' | 'refused' | 'uploading' | 'failed' | 'cancelled' | 'sent';

export interface QueueItem {
  key: string;
  file: File;
  state: QueueItemState;
  /** 0 to 1 while uploading. */
  progress: number;
  /** Why it was refused or failed (Portuguese), or the server's message. */
  message?: string;
  /** HTTP status of a failed upload (0: no answer). */
  status?: number;
  type?: CaptureFileType;
  documentId?: string;
}

let nextKey = 1;

async function head(file: File): Promise<Uint8Array> {
  const blob = file.slice(0, MAGIC_BYTES_NEEDED);
  const buffer =
    typeof blob.arrayBuffer === 'function' ? await blob.arrayBuffer() : await new Response(blob).arrayBuffer();
  return new Uint8Array(buffer);
}

/** Files dropped for capture: checked, uploaded with their own progress, retryable and cancellable. */
export function useUploadQueue() {
  const [items, setItems] = useState<QueueItem[]>([]);
  const handles = useRef(new Map<string, UploadHandle>());
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    const current = handles.current;
    return () => {
      mounted.current = false;
      for (const handle of current.values()) handle.abort();
    };
  }, []);

  const patch = useCallback((key: string, changes: Partial<QueueItem>) => {
    if (!mounted.current) return;
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...changes } : item)));
  }, []);

  const start = useCallback(
    (key: string, file: File, type: CaptureFileType, descricao: string | undefined) => {
      patch(key, { state: 'uploading', progress: 0, message: undefined, status: undefined, type });
      const handle = uploadDocument(file, { descricao, onProgress: (progress) => patch(key, { progress }) });
      handles.current.set(key, handle);
      handle.promise
        .then(
          (created) => {
            keepPreview(created.id, file, CAPTURE_MIME_TYPES[type]);
            recentUploads.add({
              id: created.id,
              nome: created.nome ?? file.name,
              tamanho: file.size,
              tipo: type,
              enviado_em: new Date().toISOString(),
            });
            patch(key, { state: 'sent', progress: 1, documentId: created.id });
          },
          (error: unknown) => {
            if (isAbortError(error)) patch(key, { state: 'cancelled', progress: 0, message: 'Envio cancelado.' });
            else {
              const status =
                typeof (error as { status?: unknown }).status === 'number' ? (error as { status: number }).status : 0;
              patch(key, {
                state: 'failed',
                message: error instanceof Error ? error.message : 'Falha no envio.',
                status,
              });
            }
          },
        )
        .finally(() => handles.current.delete(key));
    },
    [patch],
  );

  const descriptions = useRef(new Map<string, string | undefined>());

  const addFiles = useCallback(
    async (files: readonly File[], descricao?: string) => {
      const added = files.map<QueueItem>((file) => ({ key: `f${nextKey++}`, file, state: 'checking', progress: 0 }));
      setItems((all) => [...added, ...all]);
      await Promise.all(
        added.map(async (item) => {
          descriptions.current.set(item.key, descricao);
          const check = checkCaptureFile(item.file.size, item.file.size ? await head(item.file) : new Uint8Array());
          if (!check.ok) patch(item.key, { state: 'refused', message: check.message });
          else start(item.key, item.file, check.type, descricao);
        }),
      );
    },
    [patch, start],
  );

  const retry = useCallback(
    (key: string) => {
      const item = items.find((i) => i.key === key);
      if (!item?.type || item.state === 'uploading' || item.state === 'sent') return;
      start(key, item.file, item.type, descriptions.current.get(key));
    },
    [items, start],
  );

  const cancel = useCallback((key: string) => handles.current.get(key)?.abort(), []);
  const dismiss = useCallback((key: string) => {
    handles.current.get(key)?.abort();
    setItems((all) => all.filter((i) => i.key !== key));
  }, []);

  return { items, addFiles, retry, cancel, dismiss };
}
