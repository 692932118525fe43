import { sleep } from './http-pacing';

type RateLimitListener = (waitSeconds: number) => void;
const rateLimitListeners = new Set<RateLimitListener>();
export function onRateLimited(listener: RateLimitListener): () => void {
  rateLimitListeners.add(listener);
  return () => rateLimitListeners.delete(listener);
}

export const MAX_RATE_LIMIT_RETRIES = 3;
export const MAX_RETRY_AFTER_SECONDS = 30;

export function retryAfterSeconds(header: string | null): number {
  if (!header) return 1;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.min(Math.max(seconds, 0), MAX_RETRY_AFTER_SECONDS);
  const date = Date.parse(header);
  if (Number.isFinite(date)) return Math.min(Math.max((date - Date.now()) / 1000, 0), MAX_RETRY_AFTER_SECONDS);
  return 1;
}

/** No platform source documents Retry-After: without it, 2, 4 then 8 seconds. */
export function waitOutRateLimit(retry: number, header: string | null, signal?: AbortSignal): Promise<void> {
  const wait = header === null ? 2 ** retry : retryAfterSeconds(header);
  for (const listener of rateLimitListeners) listener(wait);
  return sleep(wait * 1000, signal);
}
