import { companyStoreKey } from '../lib/company-store';
import {
  browserBudgetStore,
  memoryBudgetStore,
  noteRateLimited,
  takeSlot,
  type BudgetStore,
  type Lane,
} from './rate-budget';

export { MAX_BACKGROUND_PER_SECOND, MAX_BULK_PER_SECOND, MAX_REQUESTS_PER_SECOND } from './rate-budget';
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

/** A tab's bulk and background requests ask the shared record one at a time, in their order. */
const turns = new Map<string, Promise<void>>();

export async function waitForRequestSlot(
  priority: RequestPriority = 'user',
  signal?: AbortSignal,
  company?: string | null,
): Promise<void> {
  if (priority === 'user') return takeRequestSlot(priority, signal, company);
  const key = `${priority}:${company ?? ''}`;
  const before = turns.get(key) ?? Promise.resolve();
  let done!: () => void;
  const mine = new Promise<void>((resolve) => (done = resolve));
  const queue = before.then(() => mine);
  turns.set(key, queue);
  try {
    await before;
    await takeRequestSlot(priority, signal, company);
  } finally {
    done();
    if (turns.get(key) === queue) turns.delete(key);
  }
}

async function takeRequestSlot(priority: RequestPriority, signal?: AbortSignal, company?: string | null) {
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

/** The platform answered 429: every tab's bulk and background lanes slow down for a while. */
export async function slowDownAfterRateLimit(company?: string | null): Promise<void> {
  await budgetOf(company).update((state) => ({ state: noteRateLimited(state, Date.now()), result: undefined }));
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
  turns.clear();
}
