import type { BrowserContext, Page } from '@playwright/test';
import { expect, fillSignIn, IDP_URL, type Account } from '../fixtures';

/** A new tab of the same browser, signed in (its session is its own; the provider may still know the browser). */
export async function openTab(context: BrowserContext, account: Account, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  const form = page.getByLabel('E-mail');
  const signedIn = page.getByRole('navigation').first();
  await expect(form.or(signedIn).first()).toBeVisible({ timeout: 20_000 });
  if (await form.isVisible()) await fillSignIn(page, account);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/') && url.port !== new URL(IDP_URL).port);
  await expect(signedIn).toBeVisible({ timeout: 20_000 });
  return page;
}

/**
 * Ends a tab the way closing it does for the page, at once: its renderer is stopped before the
 * tab closes, so no answer that arrives later reaches it (`page.close()` alone may leave a busy
 * renderer running a moment longer).
 */
export async function closeAtOnce(tab: Page): Promise<void> {
  const cdp = await tab.context().newCDPSession(tab);
  const crashed = tab.waitForEvent('crash');
  // The renderer dies before it can answer the command.
  void cdp.send('Page.crash').catch(() => undefined);
  await crashed;
  await tab.close();
}
