/**
 * The one rule for what the app keeps in the browser: every key is one company's,
 * `<name>@<company>` (the company's key URI-encoded), so a page reads and writes only its
 * own company's work and signing out of a company removes exactly that. What is outside
 * the rule, and what each sign-out removes: company-store-sweep.ts.
 */

export const SEPARATOR = '@';

/** A company key: the platform's id or a document's digits (letters, digits, `-`, `_`, at most 64). */
export const COMPANY_KEY = /^[A-Za-z0-9_-]{1,64}$/;

export const isCompanyKey = (key: unknown): key is string => typeof key === 'string' && COMPANY_KEY.test(key);

let pageCompany: string | null = null;

/** The page's company (start.tsx, once per page load; a page shows one company). */
export function setStoreCompany(key: string | null): void {
  pageCompany = key !== null && isCompanyKey(key) ? key : null;
}

export const storeCompany = (): string | null => pageCompany;

const suffixOf = (company: string) => `${SEPARATOR}${encodeURIComponent(company)}`;

/** `name`'s key for the company (the page's by default); null where there is none: nothing is kept. */
export function companyStoreKey(name: string, company: string | null = pageCompany): string | null {
  return company === null ? null : `${name}${suffixOf(company)}`;
}

/** One company's side of a Storage: reads and writes under `companyStoreKey`; refused storage keeps nothing. */
export interface CompanyStore {
  get(name: string): string | null;
  /** False: nothing was kept (no company on this page, storage full or blocked). */
  set(name: string, value: string): boolean;
  remove(name: string): void;
}

function companyStore(storage: () => Storage): CompanyStore {
  const attempt = <T>(run: (s: Storage) => T, fallback: T): T => {
    try {
      return run(storage());
    } catch {
      return fallback;
    }
  };
  return {
    get: (name) => {
      const key = companyStoreKey(name);
      return key === null ? null : attempt((s) => s.getItem(key), null);
    },
    set: (name, value) => {
      const key = companyStoreKey(name);
      return key !== null && attempt((s) => (s.setItem(key, value), true), false);
    },
    remove: (name) => {
      const key = companyStoreKey(name);
      if (key !== null) attempt((s) => s.removeItem(key), undefined);
    },
  };
}

export const companyLocal: CompanyStore = companyStore(() => window.localStorage);
export const companySession: CompanyStore = companyStore(() => window.sessionStorage);
