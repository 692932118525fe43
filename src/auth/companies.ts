/**
 * The companies this tab is signed in to. The platform's token is one company's: each
 * company has a session of its own (session.ts, its slot the company's key), and the tab
 * lists them here, in sessionStorage as the sessions are. A page shows one company's data,
 * the company in its address (`/e/<key>/…`): its requests, caches and renewals are that
 * company's alone (docs/decisions/0020-one-company-per-page.md).
 */

export interface CompanyEntry {
  /** The platform's company id (`id_empresa`), else the CNPJ's digits. */
  key: string;
  name: string;
  legalName: string | null;
  /** Formatted CNPJ or CPF. */
  document: string | null;
}

export const LIST_KEY = 'contratos-empresas';
export const CURRENT_KEY = 'contratos-empresa-atual';
/** The first segment of a company's addresses. */
const COMPANY_SEGMENT = 'e';
/** The portfolio's address: outside every company. */
export const PORTFOLIO_PATH = '/empresas';

function isEntry(value: unknown): value is CompanyEntry {
  const entry = value as Partial<CompanyEntry> | null;
  return typeof entry?.key === 'string' && entry.key !== '' && typeof entry.name === 'string';
}

/** The tab's companies, in the order they were signed in to; anything unreadable counts as none. */
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
  storage.setItem(CURRENT_KEY, key);
}

/** The app's path (`/e/k/contratos`) of an address's path, without the deployment's base (`/admin/`). */
export function appPathOf(pathname: string, base: string): string {
  const prefix = base.replace(/\/$/, '');
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname === prefix ? '/' : pathname;
}

/** The company and the path within it of an app path, or null outside every company. */
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
  return { key, rest: rest.startsWith('/') ? rest : `/${rest}` };
}

/** A company's app path: `rest` (a path of the screens, query and hash kept) within it. */
export function companyPath(key: string, rest = '/'): string {
  const tail = rest === '/' ? '' : rest.startsWith('/') ? rest : `/${rest}`;
  return `/${COMPANY_SEGMENT}/${encodeURIComponent(key)}${tail}`;
}

/** Paths that belong to no company: the sign-in's return, the sign-out page, the portfolio. */
export function isOutsideCompanies(path: string): boolean {
  return path.startsWith('/auth/') || path === PORTFOLIO_PATH || path.startsWith(`${PORTFOLIO_PATH}/`);
}

/** The browser address of an app path under the deployment's base. */
export function addressOf(base: string, path: string): string {
  return `${base.replace(/\/$/, '')}${path}`;
}
