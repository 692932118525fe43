import { interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';
import { findCompany, type Company } from '../companies';
import { findAccountById } from './accounts';

/**
 * Which company an authorization is for. An account of one company signs in to it with
 * no further step. An account of several is asked on every new authorization, whether
 * or not its provider session exists (an app adds a company by authorizing again), unless
 * the request's `empresa` parameter names one of its companies. The choice belongs to the
 * grant, so the access tokens of its code and of every renewal carry it (`empresa_id`).
 * The claim's and the parameter's names are the sandbox's: the platform publishes neither.
 */

export const COMPANY_CLAIM = 'empresa_id';
export const COMPANY_PARAM = 'empresa';
/** The login prompt's reason when a company is still to be chosen. */
export const CHOICE_REASON = 'empresa_nao_escolhida';

export function companiesOf(accountId: string | undefined): Company[] {
  const ids = (accountId && findAccountById(accountId)?.companies) || [];
  return ids.map((id) => findCompany(id)).filter((c): c is Company => c !== undefined);
}

/** `id` when the account may sign in to that company, else undefined. */
export function allowedCompany(accountId: string | undefined, id: unknown): string | undefined {
  return typeof id === 'string' && companiesOf(accountId).some((c) => c.id === id) ? id : undefined;
}

/** The company this authorization chose: the interaction's choice, else the request's valid hint. */
function chosenCompany(ctx: KoaContextWithOIDC): string | undefined {
  const accountId = ctx.oidc.session?.accountId;
  const result = ctx.oidc.result as { empresa?: unknown } | undefined;
  return allowedCompany(accountId, result?.empresa) ?? allowedCompany(accountId, ctx.oidc.params?.[COMPANY_PARAM]);
}

/** The provider's interaction policy with the company's step added to the login prompt. */
export function companyPolicy(): ReturnType<typeof interactionPolicy.base> {
  const policy = interactionPolicy.base();
  const choose = new interactionPolicy.Check(CHOICE_REASON, 'A company must be chosen', (ctx) => {
    const several = companiesOf(ctx.oidc.session?.accountId).length > 1;
    return several && !chosenCompany(ctx)
      ? interactionPolicy.Check.REQUEST_PROMPT
      : interactionPolicy.Check.NO_NEED_TO_PROMPT;
  });
  policy.get('login')?.checks.add(choose);
  return policy;
}

/** Each grant's company, for the accounts of several; a grant not here is for the account's first. */
export class GrantCompanies {
  private readonly byGrant = new Map<string, string>();

  /**
   * The company this authorization is for, when its account has several: a grant is for
   * one company, so the session's grant serves only an authorization for the same one.
   */
  chosen(ctx: KoaContextWithOIDC): string | undefined {
    return companiesOf(ctx.oidc.session?.accountId).length > 1 ? chosenCompany(ctx) : undefined;
  }

  fits(grantId: string, company: string | undefined): boolean {
    return company === undefined || this.byGrant.get(grantId) === company;
  }

  set(grantId: string, company: string | undefined): void {
    if (company !== undefined) this.byGrant.set(grantId, company);
  }

  /** The `empresa_id` claim of an access token of `grantId`. */
  claims(accountId: string | undefined, grantId: string | undefined): Record<string, string> | undefined {
    const company = (grantId && this.byGrant.get(grantId)) || companiesOf(accountId)[0]?.id;
    return company ? { [COMPANY_CLAIM]: company } : undefined;
  }
}
