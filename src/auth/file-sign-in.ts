import { readConnectedCompany } from '../api/company';
import { signalFor } from '../api/company-signal';
import type { CompanyEntry } from './companies';
import { companyKeyOf, rememberCompany } from './company-registry';
import { userStorageKey, type AuthSession } from './session';
import { noteCompanySignIn } from './company-sign-out-mark';
import { keepCompanyName } from '../lib/company-name';

export const NO_COMPANY_MESSAGE = 'A plataforma não informou a empresa desta conta.';

/** The platform names the new token's company (`/v1/pessoas/conta-conectada`); the session moves to its slot. */
export async function fileSignIn(session: AuthSession): Promise<CompanyEntry> {
  const signal = signalFor(session.connection());
  const company = await readConnectedCompany(signal);
  const key = company && companyKeyOf(company);
  if (!company || !key) throw new Error(NO_COMPANY_MESSAGE);
  const entry = { key, name: company.name, legalName: company.legalName, document: company.document };
  const raw = window.sessionStorage.getItem(userStorageKey(session.settings, session.slot));
  if (raw) window.sessionStorage.setItem(userStorageKey(session.settings, key), raw);
  session.expire();
  rememberCompany(entry);
  keepCompanyName(key, entry.name);
  // A session of the company begins: a sign-out of it in another tab before now is not this one's.
  noteCompanySignIn(key);
  return entry;
}
