import type { Page } from '@playwright/test';
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

/** Uploads a file on /captura and opens the review of its pending capture; the capture id. */
export async function uploadAndReview(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel('Arquivos para captura').setInputFiles([file]);
  return openReview(page, file.name);
}
