import {
  companyPath,
  isOutsideCompanies,
  LIST_KEY,
  CURRENT_KEY,
  readCompanies,
  splitCompanyPath,
  type CompanyEntry,
} from './companies';

/** The id the platform names the company by, else its document's digits. */
export function companyKeyOf(company: { id: string | null; document: string | null }): string | null {
  if (company.id) return company.id;
  const digits = company.document?.replace(/\D/g, '');
  return digits || null;
}

function writeCompanies(entries: CompanyEntry[], storage: Storage): void {
  if (entries.length) storage.setItem(LIST_KEY, JSON.stringify(entries));
  else storage.removeItem(LIST_KEY);
}

export function rememberCompany(entry: CompanyEntry, storage: Storage = window.sessionStorage): void {
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

/** A switch of company opens the same section, neither a record nor filters of the other company. */
export function sectionOf(rest: string): string {
  const path = rest.split(/[?#]/)[0] ?? '/';
  const first = path.split('/').filter(Boolean)[0];
  if (!first) return '/';
  const sub = /^\/recebiveis\/(inadimplencia|conciliacao)(\/|$)/.exec(path)?.[1];
  return sub ? `/recebiveis/${sub}` : `/${first}`;
}
