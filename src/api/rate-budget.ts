/** One request budget for every tab, under the platform's per-company limits (localStorage + Web Lock). */

/**
 * A request's lane: `user` for what someone waits on, `bulk` for a run the user started and
 * watches (a bulk settlement), `background` for the rest (exports, the panel's figures).
 */
export type Lane = 'user' | 'bulk' | 'background';

/**
 * All lanes of all tabs share the platform's limits (20 a second, 500 a minute per company). Bulk
 * and background work together keep 1 a second and 90 a minute free for the user, and send
 * nothing while a user request waits; a bulk run spaces its sends evenly (a late one may be
 * followed sooner, never closer than half the spacing), so that one late arrival does not crowd
 * a second; background work keeps to 5 a second.
 */
export const BUDGET = {
  perSecond: 20,
  perMinute: 490,
  bulkPerSecond: 19,
  bulkPerMinute: 400,
  backgroundPerSecond: 5,
  backgroundPerMinute: 250,
} as const;

export const MAX_REQUESTS_PER_SECOND = BUDGET.perSecond;
export const MAX_BACKGROUND_PER_SECOND = BUDGET.backgroundPerSecond;

/** Windows a little longer than the platform's: requests spaced exactly do not arrive closer. */
const SECOND = 1_025;
const MINUTE = 60_025;
/** The least time between two bulk sends. */
export const BULK_SPACING = Math.ceil(SECOND / BUDGET.bulkPerSecond);

export const USER_WAITING_MS = 2_000;

/** [time in ms, lane: 0 user, 1 background, 2 bulk]. */
type Sent = [number, 0 | 1 | 2];

export interface BudgetState {
  /** Sends of the last minute. */
  sent: Sent[];
  waiting: Record<string, number>;
}

export const emptyBudget = (): BudgetState => ({ sent: [], waiting: {} });

export interface TakeResult {
  wait: number;
  state: BudgetState;
}

/** Pure: the state with the request counted, or how long to wait; a waiting user request marks its tab. */
export function takeSlot(previous: BudgetState, now: number, lane: Lane, tab: string): TakeResult {
  const sent = previous.sent.filter(([t]) => now - t < MINUTE);
  const waiting = Object.fromEntries(
    Object.entries(previous.waiting).filter(([id, t]) => now - t < USER_WAITING_MS && id !== tab),
  );
  const code = lane === 'user' ? 0 : lane === 'bulk' ? 2 : 1;
  const lastSecond = sent.filter(([t]) => now - t < SECOND);
  const of = (list: Sent[], codes: number[]) => list.filter(([, l]) => codes.includes(l));
  let wait = Math.max(waitFor(lastSecond, BUDGET.perSecond, SECOND, now), waitFor(sent, BUDGET.perMinute, MINUTE, now));
  if (code) {
    wait = Math.max(
      wait,
      waitFor(of(lastSecond, [1, 2]), BUDGET.bulkPerSecond, SECOND, now),
      waitFor(of(sent, [1, 2]), BUDGET.bulkPerMinute, MINUTE, now),
    );
    if (code === 1) {
      wait = Math.max(
        wait,
        waitFor(of(lastSecond, [1]), BUDGET.backgroundPerSecond, SECOND, now),
        waitFor(of(sent, [1]), BUDGET.backgroundPerMinute, MINUTE, now),
      );
    } else {
      const spacing = BULK_SPACING;
      const [beforeLast, last] = of(lastSecond, [2])
        .slice(-2)
        .map(([t]) => t);
      if (last === undefined && beforeLast !== undefined) wait = Math.max(wait, beforeLast + spacing - now);
      if (last !== undefined)
        wait = Math.max(wait, last + Math.ceil(spacing / 2) - now, beforeLast! + 2 * spacing - now);
    }
    if (wait <= 0 && Object.keys(waiting).length) wait = 50;
  }
  const state = { ...previous, sent, waiting };
  if (wait > 0) {
    const keep = code ? previous.waiting[tab] : now;
    if (keep !== undefined) state.waiting = { ...waiting, [tab]: keep };
    return { wait, state };
  }
  state.sent = [...sent, [now, code]];
  return { wait: 0, state };
}

function waitFor(list: Sent[], limit: number, span: number, now: number): number {
  if (list.length < limit) return 0;
  const oldest = list[list.length - limit]![0];
  return Math.max(1, oldest + span - now);
}

export interface BudgetStore {
  update<T>(change: (state: BudgetState) => { state: BudgetState; result: T }): Promise<T>;
}

export function memoryBudgetStore(): BudgetStore {
  let state = emptyBudget();
  return {
    async update(change) {
      const { state: next, result } = change(state);
      state = next;
      return result;
    },
  };
}

function readState(storage: Storage, key: string): BudgetState {
  try {
    const parsed = JSON.parse(storage.getItem(key) ?? 'null') as Partial<BudgetState> | null;
    const sent = Array.isArray(parsed?.sent)
      ? parsed.sent.filter((s): s is Sent => Array.isArray(s) && typeof s[0] === 'number')
      : [];
    const waiting = parsed?.waiting && typeof parsed.waiting === 'object' ? parsed.waiting : {};
    return { sent, waiting };
  } catch {
    return emptyBudget();
  }
}

export function sharedBudgetStore(key: string, storage: Storage, locks: LockManager): BudgetStore {
  return {
    update(change) {
      return locks.request(key, () => {
        const { state, result } = change(readState(storage, key));
        try {
          storage.setItem(key, JSON.stringify(state));
        } catch {
          // Storage full: this send still counts in the next reading of the others' record.
        }
        return result;
      });
    },
  };
}

export function browserBudgetStore(key: string): BudgetStore {
  try {
    const storage = globalThis.localStorage;
    const locks = globalThis.navigator?.locks;
    if (storage && locks) return sharedBudgetStore(key, storage, locks);
  } catch {
    // localStorage denied: the tab's own budget.
  }
  return memoryBudgetStore();
}
