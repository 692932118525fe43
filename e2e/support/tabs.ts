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
