import { readConnectedCompany } from '../api/company';
import { signalFor } from '../api/http';
import type { CompanyEntry } from './companies';
import { companyKeyOf, rememberCompany } from './company-registry';
import { userStorageKey, type AuthSession } from './session';

/** The platform answered no company for the account that signed in. */
export const NO_COMPANY_MESSAGE = 'A plataforma não informou a empresa desta conta.';

/**
 * Files a completed sign-in under its company: the platform names the company of the new
 * token (`/v1/pessoas/conta-conectada`), the session moves to that company's slot, and the
 * tab lists the company (its current one). A company signed in to again keeps its place.
 */
export async function fileSignIn(session: AuthSession): Promise<CompanyEntry> {
  const signal = signalFor(session.connection());
  const company = await readConnectedCompany(signal);
  const key = company && companyKeyOf(company);
  if (!company || !key) throw new Error(NO_COMPANY_MESSAGE);
  const entry = { key, name: company.name, legalName: company.legalName, document: company.document };
  // The session moves to the company's slot; the sign-in's own is left empty.
  const raw = window.sessionStorage.getItem(userStorageKey(session.settings, session.slot));
  if (raw) window.sessionStorage.setItem(userStorageKey(session.settings, key), raw);
  session.expire();
  rememberCompany(entry);
  return entry;
}
