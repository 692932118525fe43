/** One request budget for every tab, under the platform's per-company limits (localStorage + Web Lock). */

/**
 * A request's lane: `user` for what someone waits on, `bulk` for a run the user started and
 * watches (a bulk settlement), `background` for the rest (exports, the panel's figures).
 */
export type Lane = 'user' | 'bulk' | 'background';

/** The platform's limits per company: 20 a second and 500 a minute. */
export const PLATFORM_LIMITS = { perSecond: 20, perMinute: 500 } as const;

/**
 * All lanes of all tabs share the platform's limits. Bulk and background work together keep 1 a
 * second and 90 a minute free for the user, and send nothing while a user request waits; a bulk
 * run spaces its sends evenly (a late one may be followed sooner, never closer than half the
 * spacing), so that one late arrival does not crowd a second; background work keeps to 5 a second.
 */
export const BUDGET = {
  perSecond: PLATFORM_LIMITS.perSecond,
  perMinute: 490,
  bulkPerSecond: 19,
  bulkPerMinute: 400,
  backgroundPerSecond: 5,
  backgroundPerMinute: 250,
} as const;

export const MAX_REQUESTS_PER_SECOND = BUDGET.perSecond;
export const MAX_BULK_PER_SECOND = BUDGET.bulkPerSecond;
export const MAX_BACKGROUND_PER_SECOND = BUDGET.backgroundPerSecond;

/** Windows a little longer than the platform's: requests spaced exactly do not arrive closer. */
const SECOND = 1_025;
const MINUTE = 60_025;
/** The least time between two bulk sends. */
export const BULK_SPACING = Math.ceil(SECOND / BUDGET.bulkPerSecond);
/** After a 429 (the platform counting lower than published), bulk and background keep to half for a minute. */
const SLOWED_FOR = 60_000;

export const USER_WAITING_MS = 2_000;

type Sent = [number, 0 | 1 | 2];
const LANE_CODE: Record<Lane, 0 | 1 | 2> = { user: 0, background: 1, bulk: 2 };

export interface BudgetState {
  /** Sends of the last minute: [time in ms, lane: 0 user, 1 background, 2 bulk]. */
  sent: Sent[];
  waiting: Record<string, number>;
  /** When the platform last answered 429. */
  limitedAt?: number;
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
  const limitedAt =
    previous.limitedAt !== undefined && now - previous.limitedAt < SLOWED_FOR ? previous.limitedAt : undefined;
  const kept = (state: BudgetState): BudgetState => (limitedAt === undefined ? state : { ...state, limitedAt });
  const lastSecond = sent.filter(([t]) => now - t < SECOND);
  const code = LANE_CODE[lane];
  const ofLane = (list: Sent[]) => list.filter(([, l]) => l === code);
  let wait = Math.max(waitFor(lastSecond, BUDGET.perSecond, SECOND, now), waitFor(sent, BUDGET.perMinute, MINUTE, now));
  if (lane !== 'user') {
    const slowed = limitedAt === undefined ? 1 : 2;
    const [perSecond, perMinute] =
      lane === 'bulk'
        ? [BUDGET.bulkPerSecond, BUDGET.bulkPerMinute]
        : [BUDGET.backgroundPerSecond, BUDGET.backgroundPerMinute];
    const mine = ofLane(lastSecond);
    const notUser = (list: Sent[]) => list.filter(([, l]) => l !== 0);
    wait = Math.max(
      wait,
      waitFor(mine, Math.floor(perSecond / slowed), SECOND, now),
      waitFor(ofLane(sent), Math.floor(perMinute / slowed), MINUTE, now),
      waitFor(notUser(lastSecond), Math.floor(BUDGET.bulkPerSecond / slowed), SECOND, now),
      waitFor(notUser(sent), Math.floor(BUDGET.bulkPerMinute / slowed), MINUTE, now),
    );
    if (lane === 'bulk') {
      const spacing = BULK_SPACING * slowed;
      const last = mine.at(-1)?.[0];
      const beforeLast = mine.at(-2)?.[0];
      if (last !== undefined)
        wait = Math.max(wait, last + (beforeLast === undefined ? spacing : Math.ceil(spacing / 2)) - now);
      if (beforeLast !== undefined) wait = Math.max(wait, beforeLast + 2 * spacing - now);
    }
    if (wait <= 0 && Object.keys(waiting).length > 0) wait = 50;
  }
  if (wait > 0) {
    const keep = lane === 'user' ? now : previous.waiting[tab];
    return { wait, state: kept({ sent, waiting: keep === undefined ? waiting : { ...waiting, [tab]: keep } }) };
  }
  return { wait: 0, state: kept({ sent: [...sent, [now, code]], waiting }) };
}

/** Pure: the platform answered 429 at `now`. */
export function noteRateLimited(previous: BudgetState, now: number): BudgetState {
  return { ...previous, limitedAt: now };
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
    return typeof parsed?.limitedAt === 'number' ? { sent, waiting, limitedAt: parsed.limitedAt } : { sent, waiting };
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
