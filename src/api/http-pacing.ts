import { companyStoreKey } from '../lib/company-store';
import {
  browserBudgetStore,
  finishSlot,
  memoryBudgetStore,
  takeSlot,
  withOwnSends,
  type BudgetStore,
  type Lane,
  type Sent,
} from './rate-budget';

export { MAX_BACKGROUND_PER_SECOND, MAX_REQUESTS_PER_SECOND } from './rate-budget';
/** The request budget's lane (decision 0843). */
export type RequestPriority = Lane;
let makeBudget: (key: string) => BudgetStore = browserBudgetStore;
/** The platform limits each company's requests on its own. */
const budgets = new Map<string, BudgetStore>();
let budgetBase: string | undefined;
const TAB = Math.random().toString(36).slice(2);
let flights = 0;
let userWaiting = 0;
/** This tab's sends of the last minute and a little more, by budget (`withOwnSends`). */
const ownSends = new Map<BudgetStore, Sent[]>();
const OWN_SENDS_MS = 75_000;

/** The sends this tab keeps for a budget shared with other tabs; none for its own budget. */
function ownOf(budget: BudgetStore, now: number): Sent[] {
  if (!budget.shared) return [];
  const kept = (ownSends.get(budget) ?? []).filter(([t]) => now - t < OWN_SENDS_MS);
  ownSends.set(budget, kept);
  return kept;
}

/** A page going away answers its flights: fetches end with it, and no update would run after. */
export function answerFlightsOfThisPage(): void {
  const now = Date.now();
  for (const [budget, own] of ownSends) {
    const open = own.filter((s) => typeof s[2] !== 'number');
    if (!open.length) continue;
    for (const s of open) s[2] = now;
    budget.updateNow((state) => withOwnSends(state, own));
  }
}
globalThis.addEventListener?.('pagehide', answerFlightsOfThisPage);

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

const LANE_CODE = { user: 0, background: 1, bulk: 2 } as const;

/** Waits for a slot of the company's budget; call what it returns once the answer arrived (or failed). */
export async function waitForRequestSlot(
  priority: RequestPriority = 'user',
  signal?: AbortSignal,
  company?: string | null,
): Promise<() => void> {
  const background = priority !== 'user';
  const budget = budgetOf(company);
  // What was sent before the page knew its company (the sign-in's reads) went to that company.
  const before = budgetOf(null);
  const flight = `${TAB}.${++flights}`;
  if (!background) userWaiting++;
  try {
    for (;;) {
      if (signal?.aborted) throw signal.reason;
      let wait: number;
      if (background && userWaiting > 0) wait = 50;
      else {
        wait = await budget.update((state) => {
          const now = Date.now();
          const own = ownOf(budget, now);
          const lent = before === budget ? [] : withOwnSends(before.peek(), ownOf(before, now)).sent;
          const mine = withOwnSends(state, own);
          const taken = takeSlot({ ...mine, sent: [...mine.sent, ...lent] }, now, priority, TAB, flight);
          if (taken.wait === 0 && budget.shared) own.push([now, LANE_CODE[priority], null, flight]);
          const counted = new Set(lent);
          return {
            state: { ...taken.state, sent: taken.state.sent.filter((s) => !counted.has(s)) },
            result: taken.wait,
          };
        });
      }
      if (wait === 0) break;
      // Asked again at least every second: another tab may have freed its share.
      await sleep(Math.min(wait, 1_000), signal);
    }
  } finally {
    if (!background) userWaiting--;
  }
  let answered = false;
  return () => {
    if (answered) return;
    answered = true;
    const now = Date.now();
    const own = ownOf(budget, now);
    const mine = own.find((s) => s[3] === flight);
    if (mine) mine[2] = now;
    void budget.update((state) => ({ state: finishSlot(withOwnSends(state, own), flight, now), result: undefined }));
  };
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
  ownSends.clear();
  makeBudget = store ? () => store : () => memoryBudgetStore();
  userWaiting = 0;
}
