import { companySession } from '../lib/company-store';

/**
 * The income statement's last basis and period in this tab, per company: opened again from the
 * menu, the statement reads as it was left (a preference, not work: a sign-out drops it).
 */
const KEY = 'resultados.visao';

export const lastResultsView = (): URLSearchParams => new URLSearchParams(companySession.get(KEY) ?? '');

export const keepResultsView = (search: URLSearchParams): void => {
  companySession.set(KEY, search.toString());
};
