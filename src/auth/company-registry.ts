import { isCompanyKey } from '../lib/company-store';
import {
  companyPath,
  isOutsideCompanies,
  LIST_KEY,
  CURRENT_KEY,
  readCompanies,
  splitCompanyPath,
  type CompanyEntry,
} from './companies';

/** The id the platform names the company by, else its document's digits; null when neither makes a company key. */
export function companyKeyOf(company: { id: string | null; document: string | null }): string | null {
  const key = company.id || company.document?.replace(/\D/g, '');
  return isCompanyKey(key) ? key : null;
}

function writeCompanies(entries: CompanyEntry[], storage: Storage): void {
  if (entries.length) storage.setItem(LIST_KEY, JSON.stringify(entries));
  else storage.removeItem(LIST_KEY);
}

/** Keeps the company signed in to; an entry whose key is no company key is never stored. */
export function rememberCompany(entry: CompanyEntry, storage: Storage = window.sessionStorage): void {
  if (!isCompanyKey(entry.key)) throw new RangeError('Chave de empresa inválida.');
  const entries = readCompanies(storage);
  const at = entries.findIndex((e) => e.key === entry.key);
  if (at >= 0) entries[at] = entry;
  else entries.push(entry);
  writeCompanies(entries, storage);
  storage.setItem(CURRENT_KEY, entry.key);
}

export function forgetCompany(key: string, storage: Storage = window.sessionStorage): CompanyEntry[] {
  const left = readCompanies(storage).filter((e) => e.key !== key);
  writeCompanies(left, storage);
  if (storage.getItem(CURRENT_KEY) === key) storage.removeItem(CURRENT_KEY);
  return left;
}

export function forgetAllCompanies(storage: Storage = window.sessionStorage): void {
  storage.removeItem(LIST_KEY);
  storage.removeItem(CURRENT_KEY);
}

/** The same screen in the company signed in to (replacing any company the address named), or the portfolio. */
export function landingPath(returnTo: string, key: string): string {
  if (isOutsideCompanies(returnTo)) return returnTo.startsWith('/auth/') ? companyPath(key) : returnTo;
  return companyPath(key, splitCompanyPath(returnTo)?.rest ?? returnTo);
}

/** The screens under a section that are screens of their own, not records (src/app/router.tsx). */
const SUB_SCREENS =
  /^\/(recebiveis\/inadimplencia|recebiveis\/conciliacao|resultados\/fechamento|notas\/sem-nota)(\/|$)/;

/** A switch of company opens the same screen of a section, neither a record nor filters of the other company. */
export function sectionOf(rest: string): string {
  const path = rest.split(/[?#]/)[0] ?? '/';
  const first = path.split('/').filter(Boolean)[0];
  if (!first) return '/';
  const sub = SUB_SCREENS.exec(path)?.[1];
  return sub ? `/${sub}` : `/${first}`;
}
