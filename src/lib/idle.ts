/**
 * Runs `fn` when the page is next idle, at most `timeoutMs` later; where the browser has no
 * idle callback (Safari), after a short timer. Returns what cancels it.
 */
export function whenIdle(fn: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const id = setTimeout(fn, Math.min(50, timeoutMs));
    return () => clearTimeout(id);
  }
  const id = requestIdleCallback(fn, { timeout: timeoutMs });
  return () => cancelIdleCallback(id);
}
