import { companyStoreKey } from './company-store';

/**
 * Each company's name, kept with its other keys (`empresa.nome@<company>`, localStorage) from
 * its sign-in on, so a tab can name a company signed in to in another tab (the work a sign-out
 * of every company would erase there); it goes with the company's keys.
 */
export const COMPANY_NAME_KEY = 'empresa.nome';

export function keepCompanyName(company: string, name: string): void {
  const key = companyStoreKey(COMPANY_NAME_KEY, company);
  if (key === null || !name.trim()) return;
  try {
    window.localStorage.setItem(key, name);
  } catch {
    // Storage full or blocked: the company is named as unknown elsewhere.
  }
}

/** The name kept for `company`, if any. */
export function keptCompanyName(company: string): string | null {
  const key = companyStoreKey(COMPANY_NAME_KEY, company);
  try {
    return key === null ? null : window.localStorage.getItem(key) || null;
  } catch {
    return null;
  }
}
