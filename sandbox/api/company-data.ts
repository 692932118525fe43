import { findAccountById } from '../idp/accounts';
import { DEMO_COMPANY, DEMO_DATASET, FIXTURE_COMPANIES, datasetKey, findCompany, type Company } from '../companies';
import { DEMO_PROFILE, seedStore, type SeedProfile } from './seed';
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
  /** Whose data it reads: the company's, or (a subject that is no account) the demo data with the tests' rows. */
  dataset: Company['dataset'];
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
    return account
      ? { company, rateKey: company.id, dataset: company.dataset }
      : { company, rateKey: sub, dataset: 'demo' };
  }
  const company = account?.companies.includes(empresaId) ? findCompany(empresaId) : undefined;
  return company && { company, rateKey: company.id, dataset: company.dataset };
}

export class CompanyStores {
  private readonly stores = new Map<string, SandboxStore>();

  /** `seedDemo`: the demo data as the API's options make it, with or without the tests' rows. */
  constructor(private readonly seedDemo: (profile: SeedProfile) => SandboxStore) {
    this.reset();
  }

  get demo(): SandboxStore {
    return this.stores.get(DEMO_DATASET) as SandboxStore;
  }

  /** The company's data (or `dataset`'s), seeded now if this is its first request since the start or a reset. */
  of(company: Company, dataset: Company['dataset'] = company.dataset): SandboxStore {
    const key = datasetKey(dataset, company);
    let store = this.stores.get(key);
    if (!store) {
      store =
        dataset === 'demo'
          ? this.seedDemo(DEMO_PROFILE)
          : dataset === 'showcase'
            ? this.seedDemo({ ...DEMO_PROFILE, fixtures: false })
            : seedStore(this.demo.today, dataset.seed, dataset.contracts, dataset.quotes, dataset.profile);
      this.stores.set(key, store);
    }
    return store;
  }

  /** Every store with the tests' rows: the demo data (Empresa QA 1's) and each other QA company's, seeded now if not yet. */
  fixtures(): SandboxStore[] {
    return [...new Set([this.demo, ...FIXTURE_COMPANIES.map((company) => this.of(company))])];
  }

  /** The datasets seeded so far (`demo` and company ids). */
  seeded(): string[] {
    return [...this.stores.keys()];
  }

  /** Back to the start: the demo data seeded again, every other company's dropped until asked for. */
  reset(): void {
    this.stores.clear();
    this.stores.set(DEMO_DATASET, this.seedDemo(DEMO_PROFILE));
  }
}
