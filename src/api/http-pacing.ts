import { companyStoreKey } from '../lib/company-store';
import { browserBudgetStore, memoryBudgetStore, takeSlot, type BudgetStore, type Lane } from './rate-budget';

export { MAX_BACKGROUND_PER_SECOND, MAX_REQUESTS_PER_SECOND } from './rate-budget';
/** The request budget's lane (decision 0843). */
export type RequestPriority = Lane;
let makeBudget: (key: string) => BudgetStore = browserBudgetStore;
/** The platform limits each company's requests on its own. */
const budgets = new Map<string, BudgetStore>();
let budgetBase: string | undefined;
const TAB = Math.random().toString(36).slice(2);
let userWaiting = 0;

export function paceFor(baseUrl: string): void {
  if (budgetBase !== baseUrl) budgets.clear();
  budgetBase = baseUrl;
}

function budgetOf(company: string | null | undefined): BudgetStore {
  const name = `api-rate-budget:${budgetBase ?? ''}`;
  const key = (company ? companyStoreKey(name, company) : null) ?? name;
  let budget = budgets.get(key);
  if (!budget) budgets.set(key, (budget = makeBudget(key)));
  return budget;
}

export async function waitForRequestSlot(
  priority: RequestPriority = 'user',
  signal?: AbortSignal,
  company?: string | null,
): Promise<void> {
  const background = priority !== 'user';
  if (!background) userWaiting++;
  try {
    for (;;) {
      if (signal?.aborted) throw signal.reason;
      let wait: number;
      if (background && userWaiting > 0) wait = 50;
      else {
        wait = await budgetOf(company).update((state) => {
          const taken = takeSlot(state, Date.now(), priority, TAB);
          return { state: taken.state, result: taken.wait };
        });
      }
      if (wait === 0) return;
      // Asked again at least every second: another tab may have freed its share.
      await sleep(Math.min(wait, 1_000), signal);
    }
  } finally {
    if (!background) userWaiting--;
  }
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** Test hook. */
export function resetPacing(store?: BudgetStore): void {
  budgets.clear();
  makeBudget = store ? () => store : () => memoryBudgetStore();
  userWaiting = 0;
}
