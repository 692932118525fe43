/**
 * Runs `work` on every item, at most `atOnce` at a time (each worker takes the next item
 * when its last one ends), and gives the results in the items' order. The first failure
 * rejects at once and no further item starts; those already on their way run to their end.
 */
export async function mapAtMost<T, R>(
  items: readonly T[],
  atOnce: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < items.length) {
      const at = next++;
      try {
        out[at] = await work(items[at] as T, at);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(0, Math.min(atOnce, items.length)) }, worker));
  return out;
}
