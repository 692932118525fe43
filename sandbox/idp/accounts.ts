/** The sandbox's users. Every password is `sandbox123`. */
export interface SandboxAccount {
  id: string;
  email: string;
  name: string;
  password: string;
  /** The company the account works for: the platform's rate limits count per company. */
  company: string;
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
    company: 'empresa-exemplo',
  },
  {
    id: '0190a5c8-0000-7000-8000-000000000002',
    email: 'analista@exemplo.com.br',
    name: 'Rafael Souza',
    password: DEMO_PASSWORD,
    company: 'empresa-exemplo',
  },
  // One account (and company) per parallel end-to-end worker, so rate limits and fault
  // switches of one test never reach another.
  // Short-lived tokens, to watch renewal happen within a test.
  {
    id: '0190a5c8-0000-7000-8000-000000000003',
    email: 'sessao-curta@exemplo.com.br',
    name: 'Sessão Curta',
    password: DEMO_PASSWORD,
    company: 'empresa-exemplo',
    accessTokenTtl: 20,
  },
  ...[1, 2, 3, 4].map((n) => ({
    id: `0190a5c8-0000-7000-8000-00000000010${n}`,
    email: `qa${n}@exemplo.com.br`,
    name: `Tester ${n}`,
    password: DEMO_PASSWORD,
    company: `empresa-qa${n}`,
  })),
  // Short-lived tokens per parallel end-to-end worker (the fault suite lets them really
  // expire), so one worker's session never races another's.
  ...[1, 2, 3, 4].map((n) => ({
    id: `0190a5c8-0000-7000-8000-00000000020${n}`,
    email: `curta${n}@exemplo.com.br`,
    name: `Sessão curta ${n}`,
    password: DEMO_PASSWORD,
    company: `empresa-curta${n}`,
    accessTokenTtl: 10,
  })),
];

export function findAccountById(id: string): SandboxAccount | undefined {
  return ACCOUNTS.find((a) => a.id === id);
}

export function findAccountByEmail(email: string): SandboxAccount | undefined {
  const wanted = email.trim().toLowerCase();
  return ACCOUNTS.find((a) => a.email === wanted);
}
