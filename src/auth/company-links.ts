import { addressOf, companyPath, readCompanies } from './companies';

/** Another company of this tab, and the address of one of its screens (a page load: a page shows one company). */
export interface CompanyLink {
  key: string;
  name: string;
  href: string;
}

/** The tab's companies among `keys`, in the tab's order, each with the address of `rest` in it. */
export function companyLinks(keys: readonly string[], rest: string): CompanyLink[] {
  const wanted = new Set(keys);
  return readCompanies()
    .filter((c) => wanted.has(c.key))
    .map((c) => ({ key: c.key, name: c.name, href: addressOf(import.meta.env.BASE_URL, companyPath(c.key, rest)) }));
}
