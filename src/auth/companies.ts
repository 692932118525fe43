import { isCompanyKey } from '../lib/company-store';

/** The companies this tab is signed in to: the platform's token is one company's, so each has its own session. */

export interface CompanyEntry {
  /** The platform's company id (`id_empresa`), else the CNPJ's digits. */
  key: string;
  name: string;
  legalName: string | null;
  document: string | null;
}

export const LIST_KEY = 'contratos-empresas';
export const CURRENT_KEY = 'contratos-empresa-atual';
const COMPANY_SEGMENT = 'e';
export const PORTFOLIO_PATH = '/empresas';

function isEntry(value: unknown): value is CompanyEntry {
  const entry = value as Partial<CompanyEntry> | null;
  return isCompanyKey(entry?.key) && typeof entry.name === 'string';
}

export function readCompanies(storage: Storage = window.sessionStorage): CompanyEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(LIST_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    return [];
  }
}

/** The company a company-less address opens: the last one shown in the tab, else the first signed in to. */
export function currentCompanyKey(storage: Storage = window.sessionStorage): string | null {
  const entries = readCompanies(storage);
  const current = storage.getItem(CURRENT_KEY);
  return entries.find((e) => e.key === current)?.key ?? entries[0]?.key ?? null;
}

export function setCurrentCompany(key: string, storage: Storage = window.sessionStorage): void {
  if (isCompanyKey(key)) storage.setItem(CURRENT_KEY, key);
}

/** The app's path (`/e/k/contratos`), without the deployment's base (`/admin/`). */
export function appPathOf(pathname: string, base: string): string {
  const prefix = base.replace(/\/$/, '');
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname === prefix ? '/' : pathname;
}

export function splitCompanyPath(path: string): { key: string; rest: string } | null {
  const match = /^\/e\/([^/?#]+)(.*)$/.exec(path);
  if (!match?.[1]) return null;
  const rest = match[2] ?? '';
  let key: string;
  try {
    key = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  if (!isCompanyKey(key)) return null;
  return { key, rest: rest.startsWith('/') ? rest : `/${rest}` };
}

export function companyPath(key: string, rest = '/'): string {
  const tail = rest === '/' ? '' : rest.startsWith('/') ? rest : `/${rest}`;
  return `/${COMPANY_SEGMENT}/${encodeURIComponent(key)}${tail}`;
}

export function isOutsideCompanies(path: string): boolean {
  return path.startsWith('/auth/') || path === PORTFOLIO_PATH || path.startsWith(`${PORTFOLIO_PATH}/`);
}

export function addressOf(base: string, path: string): string {
  return `${base.replace(/\/$/, '')}${path}`;
}
