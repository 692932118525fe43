import type { BrowserContext } from '@playwright/test';
import { todayIso } from '../../src/lib/dates';
import { daysBetween } from '../../src/lib/date-math';

/**
 * The browser's clock on the platform day. The sandbox seeds and judges dates by
 * `SANDBOX_TODAY`; the app takes "today" from the browser's `Date`. When the two differ
 * (`npm run test:e2e:days` runs the suite on other days), the context's clock is installed
 * at the platform day plus the real time of day, and runs on from there at real speed.
 *
 * Tokens need no shift on the servers' side: the identity provider stamps `iat`/`exp` and
 * the API checks `exp` on the same (real) clock, and the app never reads those claims. It
 * counts a token's life from `expires_in` on its own clock (oidc-client-ts sets
 * `expires_at = now + expires_in` when the token arrives). A session looks expired only
 * when the browser's clock jumps after the token was stored: so the clock is installed
 * before the first page loads, and never moved during a test.
 */

const DAY_MS = 86_400_000;
const ZONE = 'America/Sao_Paulo';

/** How far the platform day is from the real one in São Paulo, in milliseconds (0 on the real day). */
export function platformShiftMs(platformDay = process.env.SANDBOX_TODAY, now: Date = new Date()): number {
  if (!platformDay) return 0;
  return daysBetween(todayIso(ZONE, now), platformDay) * DAY_MS;
}

/** Installs the context's clock at the platform day, now; leaves it alone on the real day. */
export async function installPlatformClock(context: BrowserContext, platformDay = process.env.SANDBOX_TODAY) {
  const shift = platformShiftMs(platformDay);
  if (shift !== 0) await context.clock.install({ time: Date.now() + shift });
}

/** The sandbox's day, as the workers know it (playwright.config.ts and global-setup.ts set it). */
export function platformDay(): string {
  return process.env.SANDBOX_TODAY || todayIso(ZONE);
}
