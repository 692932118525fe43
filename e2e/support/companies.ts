import type { Page } from '@playwright/test';
import type { PORTFOLIO } from '../../sandbox/companies';
import { expect } from '../fixtures';

type Company = (typeof PORTFOLIO)[number];

/** The provider's company choice (an account of several companies). */
export async function choose(page: Page, company: Company) {
  await expect(page.getByRole('heading', { name: 'Escolha a empresa' })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(`^${company.nome_fantasia}`) }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();
}

export const companyButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /trocar de empresa$/ });

/** The header's "Empresas" dialog. */
export async function openCompanies(page: Page) {
  await companyButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Empresas' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The page is `path` of `company`, named in the header. */
export async function expectCompany(page: Page, company: Company, path = '/contratos') {
  await expect(page).toHaveURL(new RegExp(`/e/${company.id}${path}$`));
  await expect(companyButton(page)).toHaveAccessibleName(
    new RegExp(`^${company.nome_fantasia}\\s*CNPJ ${company.documento}\\s*: trocar de empresa$`),
  );
}
