/**
 * The platform's request budget, one for every tab of this browser. The platform counts
 * per company at most 20 requests a second and 500 a minute (its FAQ; an older figure: 10
 * a second, 600 a minute), so all tabs together stay under the lower of each: `BUDGET`.
 * Background work (exports, the panel's figures, bulk settlements) has a smaller share of
 * both windows and waits while a request the user is waiting for is queued in any tab.
 *
 * The record of what was sent is kept in localStorage and changed under a Web Lock, so two
 * tabs never take the same slot; without Web Locks or storage (tests, a locked-down
 * browser) the budget is this tab's alone, in memory.
 */

/**
 * At most this many requests a second leave this browser, all tabs together (the
 * platform's 20 a second and 500 a minute per company, and an older 10 a second).
 */
export const MAX_REQUESTS_PER_SECOND = 8;
/**
 * Background work (the home panel's figures, exports, bulk settlements) uses at most this
 * many of those slots, and only while no request the user is waiting for is queued in any
 * tab: what the user opens always finds free slots, however long an export runs.
 */
export const MAX_BACKGROUND_PER_SECOND = 5;

export const BUDGET = {
  perSecond: MAX_REQUESTS_PER_SECOND,
  perMinute: 450,
  backgroundPerSecond: MAX_BACKGROUND_PER_SECOND,
  backgroundPerMinute: 250,
} as const;

/** Windows a little longer than the platform's: requests spaced exactly do not arrive closer. */
const SECOND = 1_025;
const MINUTE = 60_025;

/** How long a tab's "a user request is waiting" mark holds other tabs' background work. */
export const USER_WAITING_MS = 2_000;

export interface BudgetState {
  /** Sends of the last minute: [time in ms, 1 when background]. */
  sent: Array<[number, 0 | 1]>;
  /** Tabs with a user request waiting, and when they last said so. */
  waiting: Record<string, number>;
}

export const emptyBudget = (): BudgetState => ({ sent: [], waiting: {} });

export interface TakeResult {
  /** 0 when the request may leave now (the state then counts it). */
  wait: number;
  state: BudgetState;
}

/**
 * Whether a request may leave at `now`, as pure arithmetic over the shared state: the
 * state with it counted, or how many milliseconds to wait before asking again. A user
 * request that must wait marks its tab as waiting; one that leaves clears the mark.
 */
export function takeSlot(previous: BudgetState, now: number, background: boolean, tab: string): TakeResult {
  const sent = previous.sent.filter(([t]) => now - t < MINUTE);
  const waiting = Object.fromEntries(
    Object.entries(previous.waiting).filter(([id, t]) => now - t < USER_WAITING_MS && id !== tab),
  );
  const lastSecond = sent.filter(([t]) => now - t < SECOND);
  const ofBackground = (list: Array<[number, 0 | 1]>) => list.filter(([, b]) => b === 1);
  let wait = Math.max(waitFor(lastSecond, BUDGET.perSecond, SECOND, now), waitFor(sent, BUDGET.perMinute, MINUTE, now));
  if (background) {
    wait = Math.max(
      wait,
      waitFor(ofBackground(lastSecond), BUDGET.backgroundPerSecond, SECOND, now),
      waitFor(ofBackground(sent), BUDGET.backgroundPerMinute, MINUTE, now),
    );
  }
  if (background && wait === 0 && Object.keys(waiting).length > 0) wait = 50;
  if (wait > 0) {
    const keep = background ? previous.waiting[tab] : now;
    return { wait, state: { sent, waiting: keep === undefined ? waiting : { ...waiting, [tab]: keep } } };
  }
  return { wait: 0, state: { sent: [...sent, [now, background ? 1 : 0]], waiting } };
}

/** The wait until the oldest send of a full window leaves it (0 when it is not full). */
function waitFor(list: Array<[number, 0 | 1]>, limit: number, span: number, now: number): number {
  if (list.length < limit) return 0;
  const oldest = list[list.length - limit]![0];
  return Math.max(1, oldest + span - now);
}

/** Where the state lives and how it is changed atomically. */
export interface BudgetStore {
  update<T>(change: (state: BudgetState) => { state: BudgetState; result: T }): Promise<T>;
}

/** This tab's alone, in memory. */
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
      ? parsed.sent.filter((s): s is [number, 0 | 1] => Array.isArray(s) && typeof s[0] === 'number')
      : [];
    const waiting = parsed?.waiting && typeof parsed.waiting === 'object' ? parsed.waiting : {};
    return { sent, waiting };
  } catch {
    return emptyBudget();
  }
}

/** Shared by the tabs: localStorage under a Web Lock of the same name. */
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

/** The shared store where the browser has what it needs, else this tab's own. */
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
