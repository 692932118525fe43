/** Polling waits longer each time nothing changes, up to a ceiling; any change brings it back to the start. */
export interface BackoffOptions {
  initialMs: number;
  maxMs: number;
  factor: number;
}

export const CAPTURE_POLL_BACKOFF: BackoffOptions = { initialMs: 1000, maxMs: 15_000, factor: 1.6 };

export function nextPollDelay(
  previousMs: number | null,
  changed: boolean,
  options: BackoffOptions = CAPTURE_POLL_BACKOFF,
): number {
  if (previousMs === null || changed) return options.initialMs;
  return Math.min(Math.round(previousMs * options.factor), options.maxMs);
}

/** The status endpoint takes 20 ids at a time. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
