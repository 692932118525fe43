import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/** An upload's row in the capture screen's list of this browser's recent uploads. */
export const recentUpload = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Envios recentes deste navegador' }).getByRole('row').filter({ hasText: name });

/** Waits for the pending capture of an uploaded file and opens its review; the capture id. */
export async function openReview(page: Page, name: string): Promise<string> {
  const row = recentUpload(page, name);
  await expect(row.getByText('Aguardando revisão')).toBeVisible({ timeout: 30_000 });
  await row.getByRole('link', { name: /Revisar/ }).click();
  await expect(page.getByRole('heading', { name: 'Revisão da captura' })).toBeVisible();
  // The capture itself is shown: its read has answered. The heading shows before it, and a
  // fault set while that read is still on its way would be taken by it (faults-slow).
  await expect(page.getByRole('button', { name: 'Aceitar' })).toBeVisible();
  return page.url().split('/').pop() as string;
}

/**
 * Clicks `target` on a capture's review until `opened` holds. Chromium's PDF viewer, showing the
 * original beside, may take the focus and with it a click made on the page; as a user would, the
 * click is made again. It fails when nothing the click should do ever happens.
 */
export async function clickBesidePdf(target: Locator, opened: () => Promise<void>, timeout = 40_000) {
  await expect(async () => {
    // Once the click has worked, the target may be gone or covered: nothing to click again.
    await target.click({ timeout: 2_000 }).catch(() => undefined);
    await opened();
  }).toPass({ timeout });
}

/** Uploads a file on /captura and opens the review of its pending capture; the capture id. */
export async function uploadAndReview(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel('Arquivos para captura').setInputFiles([file]);
  return openReview(page, file.name);
}
