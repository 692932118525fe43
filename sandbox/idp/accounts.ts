import { DEMO_COMPANY, PORTFOLIO, workerCompany } from '../companies';

/** The sandbox's users. Every password is `sandbox123`. */
export interface SandboxAccount {
  id: string;
  email: string;
  name: string;
  password: string;
  /**
   * The companies (sandbox/companies.ts ids) the account may sign in to, the first one by
   * default; with several, the sign-in asks which one.
   */
  companies: readonly string[];
  /** Access-token lifetime for this account (seconds); the sandbox default when absent. */
  accessTokenTtl?: number;
}

export const DEMO_PASSWORD = 'sandbox123';

export const ACCOUNTS: readonly SandboxAccount[] = [
  {
    id: '0190a5c8-0000-7000-8000-000000000001',
    email: 'financeiro@exemplo.com.br',
    name: 'Fernanda Lima',
    password: DEMO_PASSWORD,
    companies: [DEMO_COMPANY.id],
  },
  {
    id: '0190a5c8-0000-7000-8000-000000000002',
    email: 'analista@exemplo.com.br',
    name: 'Rafael Souza',
    password: DEMO_PASSWORD,
    companies: [DEMO_COMPANY.id],
  },
  // One account (and company) per parallel end-to-end worker, so rate limits and fault
  // switches of one test never reach another.
  // Short-lived tokens, to watch renewal happen within a test.
  {
    id: '0190a5c8-0000-7000-8000-000000000003',
    email: 'sessao-curta@exemplo.com.br',
    name: 'Sessão Curta',
    password: DEMO_PASSWORD,
    companies: [DEMO_COMPANY.id],
    accessTokenTtl: 20,
  },
  ...[1, 2, 3, 4].map((n) => ({
    id: `0190a5c8-0000-7000-8000-00000000010${n}`,
    email: `qa${n}@exemplo.com.br`,
    name: `Tester ${n}`,
    password: DEMO_PASSWORD,
    companies: [workerCompany('qa', n).id],
  })),
  // Short-lived tokens per parallel end-to-end worker (the fault suite lets them really
  // expire), so one worker's session never races another's.
  ...[1, 2, 3, 4].map((n) => ({
    id: `0190a5c8-0000-7000-8000-00000000020${n}`,
    email: `curta${n}@exemplo.com.br`,
    name: `Sessão curta ${n}`,
    password: DEMO_PASSWORD,
    companies: [workerCompany('curta', n).id],
    accessTokenTtl: 10,
  })),
  // An accountant who serves the ten companies of the portfolio.
  {
    id: '0190a5c8-0000-7000-8000-000000000301',
    email: 'contador@exemplo.com.br',
    name: 'Beatriz Andrade',
    password: DEMO_PASSWORD,
    companies: PORTFOLIO.map((c) => c.id),
  },
];

export function findAccountById(id: string): SandboxAccount | undefined {
  return ACCOUNTS.find((a) => a.id === id);
}

export function findAccountByEmail(email: string): SandboxAccount | undefined {
  const wanted = email.trim().toLowerCase();
  return ACCOUNTS.find((a) => a.email === wanted);
}
