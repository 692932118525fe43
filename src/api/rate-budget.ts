/** One request budget for every tab, under the platform's per-company limits (localStorage + Web Lock). */

/** All tabs together; the platform allows 20 a second and 500 a minute per company. */
export const MAX_REQUESTS_PER_SECOND = 8;
/** Background work gets fewer slots, and none while a user request waits in any tab. */
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

export const USER_WAITING_MS = 2_000;

export interface BudgetState {
  /** Sends of the last minute: [time in ms, 1 when background]. */
  sent: Array<[number, 0 | 1]>;
  waiting: Record<string, number>;
}

export const emptyBudget = (): BudgetState => ({ sent: [], waiting: {} });

export interface TakeResult {
  wait: number;
  state: BudgetState;
}

/** Pure: the state with the request counted, or how long to wait; a waiting user request marks its tab. */
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

function waitFor(list: Array<[number, 0 | 1]>, limit: number, span: number, now: number): number {
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
      ? parsed.sent.filter((s): s is [number, 0 | 1] => Array.isArray(s) && typeof s[0] === 'number')
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
