import { findAccountById } from '../idp/accounts';
import { DEMO_COMPANY, DEMO_DATASET, datasetKey, findCompany, type Company } from '../companies';
import { seedStore } from './seed';
import type { SandboxStore } from './store';

/**
 * Which company a request is for, and each company's data. The demo data is seeded at
 * once (the API's start); any other company's on its first request, from its own seed
 * parameters (sandbox/companies.ts), so starting the sandbox costs no more than before.
 */

export interface CompanyAccess {
  company: Company;
  /** What the rate limits count by: the company, or the subject when it is no known account. */
  rateKey: string;
}

/**
 * The company of a token: the one it names (`empresa_id`), when its account may use it;
 * without the claim, the account's first company (a subject that is no account: the demo
 * company). `undefined`: the token names a company its account has no access to.
 */
export function companyOfToken(sub: string, empresaId: string | undefined): CompanyAccess | undefined {
  const account = findAccountById(sub);
  if (empresaId === undefined) {
    const first = account?.companies[0];
    const company = (first && findCompany(first)) || DEMO_COMPANY;
    return { company, rateKey: account ? company.id : sub };
  }
  const company = account?.companies.includes(empresaId) ? findCompany(empresaId) : undefined;
  return company && { company, rateKey: company.id };
}

export class CompanyStores {
  private readonly stores = new Map<string, SandboxStore>();

  /** `seedDemo`: the demo data as the API's options make it. */
  constructor(private readonly seedDemo: () => SandboxStore) {
    this.reset();
  }

  get demo(): SandboxStore {
    return this.stores.get(DEMO_DATASET) as SandboxStore;
  }

  /** The company's data, seeded now if this is its first request since the start or a reset. */
  of(company: Company): SandboxStore {
    const key = datasetKey(company);
    let store = this.stores.get(key);
    if (!store && company.dataset !== 'demo') {
      const { seed, contracts, quotes } = company.dataset;
      store = seedStore(this.demo.today, seed, contracts, quotes);
      this.stores.set(key, store);
    }
    return store ?? this.demo;
  }

  /** The datasets seeded so far (`demo` and company ids). */
  seeded(): string[] {
    return [...this.stores.keys()];
  }

  /** Back to the start: the demo data seeded again, every other company's dropped until asked for. */
  reset(): void {
    this.stores.clear();
    this.stores.set(DEMO_DATASET, this.seedDemo());
  }
}
