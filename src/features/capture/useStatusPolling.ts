import { useEffect, useMemo, useState } from 'react';
import { FINAL_DOCUMENT_STATUSES, getDocumentStatuses } from '../../api/capture';
import { nextPollDelay } from '../../lib/backoff';
import { recentUploads, type RecentUpload } from '../../stores/recent-uploads';

export const isFinalDocument = (upload: RecentUpload) =>
  !!upload.status_documento &&
  FINAL_DOCUMENT_STATUSES.includes(upload.status_documento) &&
  !(upload.capturas ?? []).some((c) => c.status_captura === 'PROCESSANDO');

function useDocumentVisible(): boolean {
  const [visible, setVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return visible;
}

/** Polls the status of unfinished uploads, backing off while nothing changes; paused while the tab is hidden. */
export function useStatusPolling(uploads: readonly RecentUpload[]): { error: Error | null; polling: boolean } {
  const visible = useDocumentVisible();
  const [error, setError] = useState<Error | null>(null);
  const pendingKey = useMemo(
    () =>
      uploads
        .filter((u) => !isFinalDocument(u))
        .map((u) => u.id)
        .join(' '),
    [uploads],
  );
  const polling = visible && pendingKey !== '';

  useEffect(() => {
    if (!polling) return;
    const ids = pendingKey.split(' ');
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay: number | null = null;
    let stopped = false;

    const tick = async () => {
      let changed = false;
      try {
        const items = await getDocumentStatuses(ids, controller.signal);
        changed = recentUploads.applyStatuses(items);
        setError(null);
      } catch (e) {
        if (controller.signal.aborted) return;
        setError(e instanceof Error ? e : new Error(String(e)));
      }
      // A final one re-renders with new pending ids (a new effect); otherwise keep polling, backing off.
      if (stopped) return;
      delay = nextPollDelay(delay, changed);
      timer = setTimeout(() => void tick(), delay);
    };
    void tick();
    return () => {
      stopped = true;
      controller.abort();
      if (timer) clearTimeout(timer);
    };
  }, [polling, pendingKey]);

  return { error, polling };
}
