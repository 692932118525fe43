/** One request budget for every tab, under the platform's per-company limits (localStorage + Web Lock). */

/**
 * A request's lane: `user` for what someone waits on, `bulk` for a run the user started and
 * watches (a bulk settlement), `background` for the rest (exports, the panel's figures).
 */
export type Lane = 'user' | 'bulk' | 'background';

/**
 * All lanes of all tabs share the platform's limits (20 a second, 500 a minute per company). Bulk
 * and background work together keep 2 a second and 90 a minute free for the user (one more than a
 * user request needs: another tab may read the shared record a send late), and send
 * nothing while a user request waits; a bulk run spaces its sends evenly (a late one may be
 * followed sooner, never closer than half the spacing), so that one late arrival does not crowd
 * a second; background work keeps to 5 a second.
 */
export const BUDGET = {
  perSecond: 20,
  perMinute: 490,
  bulkPerSecond: 18,
  bulkPerMinute: 400,
  backgroundPerSecond: 5,
  backgroundPerMinute: 250,
} as const;

export const MAX_REQUESTS_PER_SECOND = BUDGET.perSecond;
export const MAX_BACKGROUND_PER_SECOND = BUDGET.backgroundPerSecond;

const LIMITS: Array<[number[], number, number]> = [
  [[0, 1, 2], BUDGET.perSecond, BUDGET.perMinute],
  [[1, 2], BUDGET.bulkPerSecond, BUDGET.bulkPerMinute],
  [[1], BUDGET.backgroundPerSecond, BUDGET.backgroundPerMinute],
];

/** Windows a little longer than the platform's: requests spaced exactly do not arrive closer. */
const SECOND = 1_025;
const MINUTE = 60_025;
/** The least time between two bulk sends. */
export const BULK_SPACING = Math.ceil(SECOND / BUDGET.bulkPerSecond);

export const USER_WAITING_MS = 2_000;

/**
 * The platform counts a request when it arrives, which is after it is sent here (a browser
 * holds a burst to six connections at a time), and before its answer. So a send counts in
 * the windows from when its answer arrives (`finishSlot`), and while it is in flight, as now:
 * a send spaced from that never arrives inside the window of the one before.
 */
const FLIGHT_MS = 10_000;

/** [time sent, lane: 0 user, 1 background, 2 bulk, time answered or null in flight, flight id]. */
export type Sent = [number, 0 | 1 | 2, (number | null)?, string?];

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

/**
 * When a send counts for the windows: its answer's time; in flight, now (a flight older than
 * FLIGHT_MS, from a tab closed mid-request, at its end); a send taken without a flight, its time.
 */
function countedAt([sentAt, , answeredAt, flight]: Sent, now: number): number {
  if (typeof answeredAt === 'number') return answeredAt;
  if (flight === undefined) return sentAt;
  return Math.min(now, sentAt + FLIGHT_MS);
}

/**
 * Pure: the state with the request counted, or how long to wait; a waiting user request marks
 * its tab. With `flight`, the send stays in flight until `finishSlot` names it.
 */
export function takeSlot(previous: BudgetState, now: number, lane: Lane, tab: string, flight?: string): TakeResult {
  const sent = previous.sent.filter((s) => now - countedAt(s, now) < MINUTE);
  const waiting = Object.fromEntries(
    Object.entries(previous.waiting).filter(([id, t]) => now - t < USER_WAITING_MS && id !== tab),
  );
  const code = lane === 'user' ? 0 : lane === 'bulk' ? 2 : 1;
  let wait = 0;
  // Every limit over this lane: all lanes; bulk and background; background alone.
  for (const [codes, perSecond, perMinute] of LIMITS) {
    if (!codes.includes(code)) continue;
    const times = sent
      .filter(([, l]) => codes.includes(l))
      .map((s) => countedAt(s, now))
      .sort((a, b) => a - b);
    wait = Math.max(wait, waitFor(times, perSecond, SECOND, now), waitFor(times, perMinute, MINUTE, now));
  }
  if (code) {
    if (code === 2) {
      // Even spacing reads the times sent.
      const spacing = BULK_SPACING;
      const [beforeLast, last] = sent
        .filter(([t, l]) => l === 2 && now - t < SECOND)
        .map(([t]) => t)
        .sort((a, b) => a - b)
        .slice(-2);
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
  state.sent = [...sent, flight === undefined ? [now, code] : [now, code, null, flight]];
  return { wait: 0, state };
}

/**
 * Pure: the state with a tab's own sends of the last minute as the tab knows them. Browsers
 * share localStorage between tabs lazily, so a write may now and then be lost under the lock: a
 * tab puts its own sends and answers back each time it takes a slot.
 */
export function withOwnSends(previous: BudgetState, own: readonly Sent[]): BudgetState {
  if (!own.length) return previous;
  const mine = new Set(own.map((s) => s[3]));
  return { ...previous, sent: [...previous.sent.filter((s) => !mine.has(s[3])), ...own] };
}

/** Pure: the state with the send of `flight` answered at `now`. */
export function finishSlot(previous: BudgetState, flight: string, now: number): BudgetState {
  return {
    ...previous,
    sent: previous.sent.map((s) => (s[3] === flight && typeof s[2] !== 'number' ? [s[0], s[1], now, flight] : s)),
  };
}

/** `times` ascending: how long until fewer than `limit` of them are within `span` of now. */
function waitFor(times: number[], limit: number, span: number, now: number): number {
  const within = times.filter((t) => now - t < span);
  if (within.length < limit) return 0;
  return Math.max(1, within[within.length - limit]! + span - now);
}

export interface BudgetStore {
  update<T>(change: (state: BudgetState) => { state: BudgetState; result: T }): Promise<T>;
  /** The same change at once, without waiting for the lock: for a page that is going away. */
  updateNow(change: (state: BudgetState) => BudgetState): void;
  /** The state as it is now, to read only. */
  peek(): BudgetState;
  /** Shared between tabs, where a write may be lost (`withOwnSends`). */
  readonly shared?: boolean;
}

export function memoryBudgetStore(): BudgetStore {
  let state = emptyBudget();
  return {
    async update(change) {
      const { state: next, result } = change(state);
      state = next;
      return result;
    },
    updateNow(change) {
      state = change(state);
    },
    peek: () => state,
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
  const write = (state: BudgetState) => {
    try {
      storage.setItem(key, JSON.stringify(state));
    } catch {
      // Storage full: this send still counts in the next reading of the others' record.
    }
  };
  return {
    shared: true,
    update(change) {
      return locks.request(key, () => {
        const { state, result } = change(readState(storage, key));
        write(state);
        return result;
      });
    },
    updateNow(change) {
      write(change(readState(storage, key)));
    },
    peek: () => readState(storage, key),
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
