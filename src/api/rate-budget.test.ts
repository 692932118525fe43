import { describe, expect, it } from 'vitest';
import {
  BUDGET,
  BULK_SPACING,
  emptyBudget,
  finishSlot,
  memoryBudgetStore,
  sharedBudgetStore,
  takeSlot,
  withOwnSends,
  type BudgetState,
  type BudgetStore,
  type Lane,
  type Sent,
} from './rate-budget';

/** Sends as many as the budget lets through at `now`, from `tab`. */
function burst(state: BudgetState, now: number, lane: Lane, tab: string, count: number) {
  let sent = 0;
  for (let i = 0; i < count; i += 1) {
    const taken = takeSlot(state, now, lane, tab);
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
    const first = burst(emptyBudget(), 0, 'user', 'a', 30);
    expect(first.sent).toBe(BUDGET.perSecond);
    expect(first.wait).toBeGreaterThan(1_000);
    expect(burst(first.state, first.wait, 'user', 'b', 30).sent).toBe(BUDGET.perSecond);
  });

  it('background work keeps to its share of the second and of the minute', () => {
    const bg = burst(emptyBudget(), 0, 'background', 'a', 20);
    expect(bg.sent).toBe(BUDGET.backgroundPerSecond);
    // The user still finds the rest of the second.
    expect(burst(bg.state, 0, 'user', 'b', 30).sent).toBe(BUDGET.perSecond - BUDGET.backgroundPerSecond);
    let state = emptyBudget();
    const times: number[] = [];
    for (let t = 0; t < 120_000; t += 1_030) {
      const step = burst(state, t, 'background', 'a', 20);
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
      const step = burst(state, t, 'user', 'a', 30);
      state = step.state;
      sent += step.sent;
    }
    const refused = takeSlot(state, t, 'user', 'a');
    expect(refused.wait).toBeGreaterThan(0);
    expect(t + refused.wait).toBeGreaterThanOrEqual(60_000);
  });

  it('a user request waiting in one tab holds the other tabs’ background work until it leaves', () => {
    const full = burst(emptyBudget(), 0, 'user', 'user-tab', BUDGET.perSecond);
    const waiting = takeSlot(full.state, 10, 'user', 'user-tab');
    expect(waiting.wait).toBeGreaterThan(0);
    expect(waiting.state.waiting['user-tab']).toBe(10);
    // A second later the slots are free, but the other tab's export lets the user go first.
    expect(takeSlot(waiting.state, 1_100, 'background', 'export-tab').wait).toBeGreaterThan(0);
    expect(takeSlot(waiting.state, 1_100, 'bulk', 'bulk-tab').wait).toBeGreaterThan(0);
    const served = takeSlot(waiting.state, 1_100, 'user', 'user-tab');
    expect(served.wait).toBe(0);
    expect(served.state.waiting).toEqual({});
    expect(takeSlot(served.state, 1_100, 'background', 'export-tab').wait).toBe(0);
    expect(takeSlot(served.state, 1_100, 'bulk', 'bulk-tab').wait).toBe(0);
  });

  it('a bulk run, two tabs exporting and one browsing, five minutes: never over the platform’s limits, the user never waits long', async () => {
    const store = memoryBudgetStore();
    const sends: Array<{ at: number; lane: Lane }> = [];
    const userWaits: number[] = [];
    const ask = (store: BudgetStore, at: number, lane: Lane, tab: string) =>
      store.update((state) => {
        const taken = takeSlot(state, at, lane, tab);
        return { state: taken.state, result: taken.wait };
      });
    // Each tab asks again when told to (at most a second later), as the HTTP layer does.
    const next: Record<string, number> = { bulk: 0, e2: 5, e3: 9, user: 0 };
    const laneOf = (tab: string): Lane => (tab === 'user' ? 'user' : tab === 'bulk' ? 'bulk' : 'background');
    const userAsked: number[] = [];
    for (let now = 0; now < 300_000; now += 5) {
      for (const tab of Object.keys(next)) {
        if (next[tab]! > now) continue;
        const lane = laneOf(tab);
        if (lane === 'user' && userAsked.length === 0) userAsked.push(now);
        const wait = await ask(store, now, lane, tab);
        if (wait === 0) {
          sends.push({ at: now, lane });
          if (lane === 'user') {
            userWaits.push(now - userAsked.shift()!);
            // The user clicks again about every 700 ms.
            next[tab] = now + 700;
          } else next[tab] = now;
        } else next[tab] = now + Math.min(wait, 1_000);
      }
    }
    const times = sends.map((s) => s.at);
    expect(busiest(times, 1_000)).toBeLessThanOrEqual(20);
    expect(busiest(times, 60_000)).toBeLessThanOrEqual(500);
    expect(sends.filter((s) => s.lane === 'bulk').length).toBeGreaterThan(1_000);
    expect(sends.filter((s) => s.lane === 'background').length).toBeGreaterThan(100);
    // At worst a few bulk spacings: bulk and background send nothing while the user's request waits.
    expect(Math.max(...userWaits)).toBeLessThan(500);
  });

  it('a bulk run alone takes 18 a second, evenly spaced, and leaves the rest of the second to the user', () => {
    let state = emptyBudget();
    const times: number[] = [];
    for (let now = 0; times.length < 200; now += 1) {
      const taken = takeSlot(state, now, 'bulk', 'bulk-tab');
      state = taken.state;
      if (taken.wait === 0) times.push(now);
    }
    for (let i = 1; i < times.length; i += 1) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(BULK_SPACING);
    expect(busiest(times, 1_000)).toBeLessThanOrEqual(BUDGET.bulkPerSecond);
    // 200 settlements in at most 11.5 s, where 20 a second would take 10.
    expect(times.at(-1)!).toBeLessThan(11_500);
    const at = times.at(-1)! + 1;
    expect(burst(state, at, 'user', 'user-tab', 30).sent).toBe(BUDGET.perSecond - BUDGET.bulkPerSecond);
  });

  it('a late bulk send may be followed sooner, never closer than half the spacing, and the pace holds', () => {
    let state = emptyBudget();
    const times: number[] = [];
    // A sender asks every 1 ms but is late by 40 ms every fifth send.
    for (let now = 0, late = 0; times.length < 100; now += 1) {
      if (now < late) continue;
      const taken = takeSlot(state, now, 'bulk', 'bulk-tab');
      state = taken.state;
      if (taken.wait > 0) continue;
      times.push(now);
      if (times.length % 5 === 0) late = now + BULK_SPACING + 40;
    }
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(Math.ceil(BULK_SPACING / 2));
    expect(Math.min(...gaps)).toBeLessThan(BULK_SPACING);
    expect(busiest(times, 1_025)).toBeLessThanOrEqual(BUDGET.bulkPerSecond);
    for (let i = 2; i < times.length; i += 1)
      expect(times[i]! - times[i - 2]!).toBeGreaterThanOrEqual(2 * BULK_SPACING);
  });

  it('a send counts from its answer, and while in flight as now', () => {
    let state = emptyBudget();
    for (let i = 0; i < BUDGET.perSecond; i += 1) {
      const taken = takeSlot(state, 0, 'user', 'a', `f${i}`);
      expect(taken.wait).toBe(0);
      state = taken.state;
    }
    // Still in flight after a second: the next waits.
    expect(takeSlot(state, 1_100, 'user', 'a', 'next').wait).toBeGreaterThan(0);
    for (let i = 0; i < BUDGET.perSecond; i += 1) state = finishSlot(state, `f${i}`, 300);
    // Answered at 300 ms: counted from there.
    expect(takeSlot(state, 1_100, 'user', 'a', 'next').wait).toBeGreaterThan(200);
    expect(takeSlot(state, 1_330, 'user', 'a', 'next').wait).toBe(0);
  });

  it('a flight never answered (its tab closed) stops counting as now after 10 s', () => {
    let state = emptyBudget();
    for (let i = 0; i < BUDGET.perSecond; i += 1) state = takeSlot(state, 0, 'user', 'gone', `g${i}`).state;
    expect(takeSlot(state, 9_000, 'user', 'a').wait).toBeGreaterThan(0);
    expect(takeSlot(state, 11_100, 'user', 'a').wait).toBe(0);
  });

  it('a write lost between tabs is put back by the tab that made it: its sends and answers', () => {
    const own: Sent[] = [
      [0, 0, 120, 'a.1'],
      [10, 2, null, 'a.2'],
    ];
    const byTime = (state: BudgetState) => [...state.sent].sort((x, y) => x[0] - y[0]);
    // Another tab wrote over both: the record lacks the first and has the second in flight.
    const stale: BudgetState = { sent: [[5, 1, 40, 'b.1']], waiting: {} };
    expect(byTime(withOwnSends(stale, own))).toEqual([
      [0, 0, 120, 'a.1'],
      [5, 1, 40, 'b.1'],
      [10, 2, null, 'a.2'],
    ]);
    const withFlight: BudgetState = {
      sent: [
        [0, 0, 120, 'a.1'],
        [10, 2, null, 'a.2'],
      ],
      waiting: {},
    };
    expect(byTime(withOwnSends(withFlight, [own[0]!, [10, 2, 300, 'a.2']]))).toEqual([
      [0, 0, 120, 'a.1'],
      [10, 2, 300, 'a.2'],
    ]);
    // A tab that sent nothing: the same record.
    expect(withOwnSends(withFlight, [])).toBe(withFlight);
  });

  it('through six connections and a jittery network, the platform never sees more than 20 in a second', () => {
    const run = (answered: boolean) => {
      let state = emptyBudget();
      let seed = 7;
      const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
      const connections = Array.from({ length: 6 }, () => 0);
      const arrivals: number[] = [];
      let asked = 0;
      // A screen asks for 120 reads at once; each asks again when told to.
      const next = Array.from({ length: 120 }, () => 0);
      let answers: Array<[number, string]> = [];
      for (let now = 0; arrivals.length < 120 && now < 60_000; now += 1) {
        for (const [at, flight] of answers) if (at <= now) state = finishSlot(state, flight, at);
        answers = answers.filter(([at]) => at > now);
        for (let i = 0; i < next.length; i += 1) {
          if (next[i]! > now) continue;
          const flight = `r${asked++}`;
          const taken = takeSlot(state, now, 'user', 'tab', answered ? flight : undefined);
          state = taken.state;
          if (taken.wait > 0) {
            next[i] = now + Math.min(taken.wait, 1_000);
            continue;
          }
          next[i] = Infinity;
          // The browser sends it on the first free connection; it arrives after the network's delay.
          const free = connections.indexOf(Math.min(...connections));
          const start = Math.max(now, connections[free]!);
          const arrival = start + 5 + Math.floor(random() * 120);
          const answer = arrival + 10 + Math.floor(random() * 60);
          connections[free] = answer;
          arrivals.push(arrival);
          if (answered) answers.push([answer, flight]);
        }
      }
      return busiest(arrivals, 1_000);
    };
    // Counted from the send, a queued burst arrives late, and the next one crowds its second.
    expect(run(false)).toBeGreaterThan(BUDGET.perSecond);
    expect(run(true)).toBeLessThanOrEqual(BUDGET.perSecond);
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
        const taken = takeSlot(state, 0, 'user', 'x');
        return { state: taken.state, result: taken.wait === 0 };
      });
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => take(i % 2 ? tabA : tabB)));
    expect(results.filter(Boolean)).toHaveLength(BUDGET.perSecond);
    expect(JSON.parse(data.get('budget')!).sent).toHaveLength(BUDGET.perSecond);
  });
});
