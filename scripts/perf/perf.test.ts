import { describe, expect, it } from 'vitest';
import type { CDPSession } from '@playwright/test';
import { kindOf, NetworkTracker, sumBytes, type Transfer } from './network';
import { failed, formatTable, kindsBeside, median, pairedRatios, ratioOf, statusOf, type Figure } from './report';
import { mainThreadBreakdown, mainThreadWindow, type TraceEvent } from './trace';

const fig = (over: Partial<Figure>): Figure => ({
  id: 'x',
  label: 'x',
  value: 1,
  unit: 'ms',
  budget: 10,
  bound: 'max',
  ...over,
});

describe('report', () => {
  it('judges upper and lower bounds; a budgeted figure without a value fails', () => {
    expect(statusOf(fig({ value: 10 }))).toBe('ok');
    expect(statusOf(fig({ value: 10.1 }))).toBe('over');
    expect(statusOf(fig({ unit: 'score', bound: 'min', budget: 95, value: 94 }))).toBe('over');
    expect(statusOf(fig({ unit: 'score', bound: 'min', budget: 100, value: 100 }))).toBe('ok');
    expect(statusOf(fig({ value: null }))).toBe('n/a');
    expect(statusOf(fig({ budget: null, value: 5000 }))).toBe('info');
    expect(
      failed([
        fig({ id: 'a', value: 11 }),
        fig({ id: 'b', value: null }),
        fig({ id: 'c' }),
        fig({ id: 'd', budget: null, value: 99 }),
      ]).map((f) => f.id),
    ).toEqual(['a', 'b']);
  });

  it('divides each run by the reference run beside it, and gives the middle half of those ratios', () => {
    // 1.0, 1.2, 1.4, 1.6, 3.0: one slow pair moves the spread, not the median.
    expect(pairedRatios([100, 120, 140, 160, 300], [100, 100, 100, 100, 100])).toEqual({
      median: 1.4,
      low: 1.2,
      high: 1.6,
    });
    // Paired, not sorted apart: a run slow with its reference is a ratio of 1.
    expect(pairedRatios([200, 100], [200, 100])?.median).toBe(1);
    // A reference that could not be timed leaves its pair out.
    expect(pairedRatios([150, 100], [0, 100])).toEqual({ median: 1, low: 1, high: 1 });
    expect(pairedRatios([], [])).toBeNull();
  });

  it('sets where two sets of changes spent their time beside each other, the largest difference first', () => {
    const app: Record<string, number>[] = [
      { script: 10, paint: 4, gc: 0.01 },
      { script: 9, paint: 5 },
      { script: 11, paint: 4, other: 2 },
    ];
    const reference: Record<string, number>[] = [
      { script: 5, paint: 4 },
      { script: 6, paint: 3 },
      { script: 6, paint: 4, 'style & layout': 3 },
    ];
    // Medians: script 10 and 6, paint 4 and 4; other 0 and 0; style & layout 0 and 0 (one run in three);
    // a kind under 0.05 ms in both (gc) is left out.
    expect(kindsBeside(app, reference)).toBe('script 10.0 ÷ 6.0 ms, paint 4.0 ÷ 4.0 ms');
    expect(kindsBeside([], [])).toBe('');
  });

  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('prints one aligned row per figure with its ratio to the reference, its budget and verdict', () => {
    const table = formatTable([
      fig({ label: 'first screen JS', unit: 'KB', value: 149.96, budget: 150 }),
      fig({ label: 'Lighthouse performance', unit: 'score', bound: 'min', value: 93, budget: 95 }),
      fig({ label: 'filter change', unit: 'ms', value: 90, budget: 100, reference: 60 }),
    ]);
    const lines = table.split('\n');
    expect(lines[0]).toMatch(/^\| figure +\| +value \| +× reference \| +budget \| ok\/over \|$/);
    expect(lines[2]).toMatch(/\| 150\.0 KB \| +— \| ≤ 150\.0 KB \| +ok \|$/);
    expect(lines[3]).toMatch(/\| +93 \| +— \| +≥ 95 \| +over \|$/);
    expect(lines[4]).toMatch(/\| +90 ms \| 1\.50 \(ref\. 60 ms\) \| +≤ 100 ms \| +ok \|$/);
    expect(new Set(lines.map((l) => l.length)).size).toBe(1);
  });

  it('prints and judges a figure that is itself a ratio (the export to its plain script)', () => {
    const ratio = fig({ label: 'export ÷ plain', unit: 'ratio', value: 1.234, budget: 1.2 });
    expect(statusOf(ratio)).toBe('over');
    expect(statusOf({ ...ratio, value: 1.2 })).toBe('ok');
    expect(formatTable([ratio]).split('\n')[2]).toMatch(/\| +1\.23× \| +— \| +≤ 1\.20× \| +over \|$/);
  });

  it('gives no ratio without a reference or a value', () => {
    expect(ratioOf(fig({ value: 90, reference: 60 }))).toBe(1.5);
    expect(ratioOf(fig({ value: 90 }))).toBeNull();
    expect(ratioOf(fig({ value: null, reference: 60 }))).toBeNull();
  });
});

describe('network', () => {
  it('classifies by path, ignoring the query string', () => {
    expect(kindOf('http://x/assets/index-abc.js?v=1')).toBe('js');
    expect(kindOf('http://x/assets/index-abc.css')).toBe('css');
    expect(kindOf('http://x/v1/contratos?pagina=1')).toBe('other');
  });

  it('sums the encoded body bytes of one kind', () => {
    const t = (kind: Transfer['kind'], bodyBytes: number): Transfer => ({
      url: 'u',
      kind,
      status: 200,
      bodyBytes,
      totalBytes: bodyBytes + 300,
      fromCache: false,
    });
    expect(sumBytes([t('js', 100), t('css', 50), t('js', 25), t('other', 999)], 'js')).toBe(125);
  });

  describe('idle', () => {
    /** A CDP session that only takes listeners: the test sends the events. */
    const fakeCdp = () => {
      const listeners = new Map<string, (e: unknown) => void>();
      const cdp = { on: (name: string, fn: (e: unknown) => void) => listeners.set(name, fn), send: async () => ({}) };
      const emit = (name: string, e: object) => listeners.get(`Network.${name}`)?.(e);
      return { cdp: cdp as unknown as CDPSession, emit };
    };
    const sent = (requestId: string, type: string, loaderId: string, frameId = 'main') => ({
      requestId,
      type,
      loaderId,
      frameId,
      request: { url: `http://x/${requestId}` },
    });

    it('forgets what a frame had in flight when the frame loads a new document', async () => {
      const { cdp, emit } = fakeCdp();
      const net = new NetworkTracker(cdp);
      await net.enable();
      emit('requestWillBeSent', sent('chunk.js', 'Script', 'doc-1'));
      emit('requestWillBeSent', sent('page', 'Document', 'doc-2'));
      emit('loadingFinished', { requestId: 'page', encodedDataLength: 10 });
      await expect(net.idle(10, 1000)).resolves.toBeUndefined();
    });

    it('still waits for a request of the current document, or of another frame', async () => {
      const { cdp, emit } = fakeCdp();
      const net = new NetworkTracker(cdp);
      await net.enable();
      emit('requestWillBeSent', sent('frame.js', 'Script', 'frame-doc', 'iframe'));
      emit('requestWillBeSent', sent('page', 'Document', 'doc-2'));
      emit('loadingFinished', { requestId: 'page', encodedDataLength: 10 });
      emit('requestWillBeSent', sent('api', 'Fetch', 'doc-2'));
      await expect(net.idle(10, 300)).rejects.toThrow(/did not go idle: http:\/\/x\/frame\.js, http:\/\/x\/api/);
    });
  });
});

describe('mainThreadWindow', () => {
  const task = (ts: number, dur: number, tdur?: number, tid = 1): TraceEvent => ({
    name: 'RunTask',
    cat: 'disabled-by-default-devtools.timeline',
    ph: 'X',
    ts,
    dur,
    pid: 7,
    tid,
    ...(tdur === undefined ? {} : { tdur }),
  });
  const mark = (name: string, ts: number): TraceEvent => ({
    name,
    cat: 'blink.user_timing',
    ph: 'R',
    ts,
    pid: 7,
    tid: 1,
  });

  it('sums the main thread tasks from the input task to the end mark, leaving idle time out', () => {
    const events = [
      task(0, 500), // before the input: not counted
      task(1_000, 20_000, 10_000), // the input's task (mark inside it)
      mark('in', 5_000),
      task(100_000, 30_000, 30_000), // after the network answered
      task(100_000 + 1_000, 500), // nested in the previous one: not counted twice
      task(200_000, 40_000, 20_000), // cut by the end mark: half counted
      mark('end', 220_000),
      task(100_000, 99_000, 99_000, 2), // another thread
      task(300_000, 1_000),
    ];
    const w = mainThreadWindow(events, 'in', 'end');
    expect(w.wallMs).toBe(219);
    expect(w.busyMs).toBe(20 + 30 + 20);
    expect(w.cpuMs).toBe(10 + 30 + 10);
    expect(w.longestTaskMs).toBe(30);
    expect(w.tasks).toBe(3);
  });

  it('without a start mark, starts at the first task of the thread; without thread times, cpuMs is null', () => {
    const w = mainThreadWindow([task(1_000, 2_000), task(10_000, 3_000), mark('end', 20_000)], null, 'end');
    expect(w.busyMs).toBe(5);
    expect(w.wallMs).toBe(19);
    expect(w.cpuMs).toBeNull();
  });

  it('fails loudly when a mark is missing', () => {
    expect(() => mainThreadWindow([task(0, 1)], 'in', 'end')).toThrow(/not found/);
  });
});

describe('mainThreadBreakdown', () => {
  const ev = (name: string, ts: number, dur: number, tdur = dur): TraceEvent =>
    ({ name, cat: 'devtools.timeline', ph: 'X', ts, dur, tdur, pid: 1, tid: 1 }) as TraceEvent;
  const mark = (name: string, ts: number): TraceEvent => ({
    name,
    cat: 'blink.user_timing',
    ph: 'R',
    ts,
    pid: 1,
    tid: 1,
  });

  it('splits the window into self times by kind', () => {
    const events = [
      ev('RunTask', 1_000, 10_000),
      ev('EventDispatch', 1_000, 6_000),
      ev('FunctionCall', 1_500, 4_000),
      ev('MinorGC', 2_000, 1_000),
      ev('Layout', 7_000, 2_000),
      mark('in', 1_200),
      ev('RunTask', 20_000, 3_000),
      ev('Paint', 20_000, 3_000),
      mark('end', 30_000),
      ev('RunTask', 40_000, 9_000),
    ];
    expect(mainThreadBreakdown(events, 'in', 'end')).toEqual({
      other: 2,
      script: 5,
      gc: 1,
      'style & layout': 2,
      paint: 3,
    });
  });
});
