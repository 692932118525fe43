/**
 * Refresh tokens a sign-out could not revoke because the browser was offline. They are held
 * in memory only (nothing of the session stays stored) and revoked once the connection is
 * back, before the page leaves (`leaveWhenOnline`, the provider's sign-out), which waits for
 * them at most `SETTLE_MS`. A page closed before the connection returns leaves them to expire.
 */

type Revocation = () => Promise<unknown>;

const owed: Revocation[] = [];
let settling: Promise<void> = Promise.resolve();

/** At most this long before a page leaves anyway: a provider that does not answer keeps no one waiting. */
export const SETTLE_MS = 5_000;

/** A revocation to make once the connection is back. */
export function oweRevocation(revoke: Revocation): void {
  owed.push(revoke);
  if (owed.length === 1) window.addEventListener('online', () => void settleOwedRevocations(), { once: true });
}

/**
 * Online, makes every revocation owed, each once; resolves when they are answered, or after
 * `SETTLE_MS`. Offline, keeps them for the connection's return and resolves at once.
 */
export function settleOwedRevocations(): Promise<void> {
  if (!navigator.onLine) return Promise.resolve();
  const now = owed.splice(0);
  if (now.length) {
    const before = settling;
    settling = Promise.allSettled([before, ...now.map((revoke) => revoke())]).then(() => undefined);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, SETTLE_MS)));
  return Promise.race([settling, late]).finally(() => clearTimeout(timer));
}

/**
 * `openWhenOnline` that first settles the revocations owed, those still in flight included.
 * Apart from it because it is on the first screen, and this module loads only with the
 * sign-out's code.
 */
export function leaveWhenOnline(navigate: (url: string) => void, url: string): void {
  const leave = () => void settleOwedRevocations().then(() => navigate(url));
  if (navigator.onLine) leave();
  else window.addEventListener('online', leave, { once: true });
}
