import { describe, expect, it } from 'vitest';
import {
  BUDGET,
  emptyBudget,
  memoryBudgetStore,
  sharedBudgetStore,
  takeSlot,
  type BudgetState,
  type BudgetStore,
} from './rate-budget';

/** Sends as many as the budget lets through at `now`, from `tab`. */
function burst(state: BudgetState, now: number, background: boolean, tab: string, count: number) {
  let sent = 0;
  for (let i = 0; i < count; i += 1) {
    const taken = takeSlot(state, now, background, tab);
    state = taken.state;
    if (taken.wait > 0) return { state, sent, wait: taken.wait };
    sent += 1;
  }
  return { state, sent, wait: 0 };
}

/** The most sends of any window of `span` ms. */
function busiest(times: number[], span: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0, j = 0; i < sorted.length; i += 1) {
    while (sorted[i]! - sorted[j]! >= span) j += 1;
    most = Math.max(most, i - j + 1);
  }
  return most;
}

describe('the shared request budget', () => {
  it('lets a second’s worth through, then says how long to wait', () => {
    const first = burst(emptyBudget(), 0, false, 'a', 20);
    expect(first.sent).toBe(BUDGET.perSecond);
    expect(first.wait).toBeGreaterThan(1_000);
    expect(burst(first.state, first.wait, false, 'b', 20).sent).toBe(BUDGET.perSecond);
  });

  it('background work keeps to its share of the second and of the minute', () => {
    const bg = burst(emptyBudget(), 0, true, 'a', 20);
    expect(bg.sent).toBe(BUDGET.backgroundPerSecond);
    // The user still finds the rest of the second.
    expect(burst(bg.state, 0, false, 'b', 20).sent).toBe(BUDGET.perSecond - BUDGET.backgroundPerSecond);
    let state = emptyBudget();
    const times: number[] = [];
    for (let t = 0; t < 120_000; t += 1_030) {
      const step = burst(state, t, true, 'a', 20);
      state = step.state;
      for (let i = 0; i < step.sent; i += 1) times.push(t);
    }
    expect(busiest(times, 60_000)).toBe(BUDGET.backgroundPerMinute);
  });

  it('a full minute waits for its oldest send to leave it', () => {
    let state = emptyBudget();
    let sent = 0;
    let t = 0;
    for (; sent < BUDGET.perMinute; t += 1_030) {
      const step = burst(state, t, false, 'a', 20);
      state = step.state;
      sent += step.sent;
    }
    const refused = takeSlot(state, t, false, 'a');
    expect(refused.wait).toBeGreaterThan(0);
    expect(t + refused.wait).toBeGreaterThanOrEqual(60_000);
  });

  it('a user request waiting in one tab holds the other tabs’ background work until it leaves', () => {
    const full = burst(emptyBudget(), 0, false, 'user-tab', BUDGET.perSecond);
    const waiting = takeSlot(full.state, 10, false, 'user-tab');
    expect(waiting.wait).toBeGreaterThan(0);
    expect(waiting.state.waiting['user-tab']).toBe(10);
    // A second later the slots are free, but the other tab's export lets the user go first.
    expect(takeSlot(waiting.state, 1_100, true, 'export-tab').wait).toBeGreaterThan(0);
    const served = takeSlot(waiting.state, 1_100, false, 'user-tab');
    expect(served.wait).toBe(0);
    expect(served.state.waiting).toEqual({});
    expect(takeSlot(served.state, 1_100, true, 'export-tab').wait).toBe(0);
  });

  it('three tabs exporting and one browsing, five minutes: never over the platform’s limits, the user never waits long', async () => {
    const store = memoryBudgetStore();
    const sends: Array<{ at: number; background: boolean }> = [];
    const userWaits: number[] = [];
    const ask = (store: BudgetStore, at: number, background: boolean, tab: string) =>
      store.update((state) => {
        const taken = takeSlot(state, at, background, tab);
        return { state: taken.state, result: taken.wait };
      });
    // Each tab asks again when told to (at most a second later), as the HTTP layer does.
    const next: Record<string, number> = { e1: 0, e2: 5, e3: 9, user: 0 };
    const userAsked: number[] = [];
    for (let now = 0; now < 300_000; now += 5) {
      for (const tab of Object.keys(next)) {
        if (next[tab]! > now) continue;
        const background = tab !== 'user';
        if (!background && userAsked.length === 0) userAsked.push(now);
        const wait = await ask(store, now, background, tab);
        if (wait === 0) {
          sends.push({ at: now, background });
          if (!background) {
            userWaits.push(now - userAsked.shift()!);
            // The user clicks again about every 700 ms.
            next[tab] = now + 700;
          } else next[tab] = now;
        } else next[tab] = now + Math.min(wait, 1_000);
      }
    }
    const times = sends.map((s) => s.at);
    expect(busiest(times, 1_000)).toBeLessThanOrEqual(BUDGET.perSecond);
    expect(busiest(times, 60_000)).toBeLessThanOrEqual(BUDGET.perMinute);
    expect(BUDGET.perSecond).toBeLessThanOrEqual(10);
    expect(BUDGET.perMinute).toBeLessThanOrEqual(500);
    expect(sends.filter((s) => s.background).length).toBeGreaterThan(1_000);
    expect(Math.max(...userWaits)).toBeLessThan(1_100);
  });

  it('tabs share one record in storage, changed under a lock', async () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    } as Storage;
    let held = Promise.resolve();
    const locks = {
      request: (_name: string, callback: () => unknown) => {
        const run = held.then(callback);
        held = run.then(
          () => undefined,
          () => undefined,
        );
        return run;
      },
    } as unknown as LockManager;
    const tabA = sharedBudgetStore('budget', storage, locks);
    const tabB = sharedBudgetStore('budget', storage, locks);
    const take = (store: BudgetStore) =>
      store.update((state) => {
        const taken = takeSlot(state, 0, false, 'x');
        return { state: taken.state, result: taken.wait === 0 };
      });
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => take(i % 2 ? tabA : tabB)));
    expect(results.filter(Boolean)).toHaveLength(BUDGET.perSecond);
    expect(JSON.parse(data.get('budget')!).sent).toHaveLength(BUDGET.perSecond);
  });
});
