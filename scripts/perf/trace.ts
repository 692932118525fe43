/**
 * Main-thread time between two `performance.mark`s of a Chromium trace: the sum of the
 * renderer main thread's top-level tasks (clipped to the window), so time spent waiting
 * for the network, when the thread is idle, is left out.
 */

import type { CDPSession } from '@playwright/test';

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: Record<string, unknown>;
}

/**
 * What the measured runs trace: task boundaries with their thread times (`toplevel`), the
 * timeline's events for the breakdown (`devtools.timeline`) and the probes' marks. Not
 * `disabled-by-default-devtools.timeline` (pre-paint, layerize and other detail): tracing
 * it cost the page about a fifth more main-thread time in the filter change (measured
 * 2026-11-21), measurement overhead, not the app's. PERF_DETAILED_TRACE=1 adds it back
 * (with --save-traces, for reading a trace in DevTools); PERF_CPU_PROFILE=1 adds V8's
 * sampling profiler; PERF_TRACE_CATEGORIES adds the categories it lists. All inflate the figures.
 */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'toplevel',
  'blink.user_timing',
  ...(process.env.PERF_DETAILED_TRACE ? ['disabled-by-default-devtools.timeline'] : []),
  ...(process.env.PERF_CPU_PROFILE ? ['disabled-by-default-v8.cpu_profiler'] : []),
  // Any other categories, comma-separated (e.g. disabled-by-default-devtools.timeline.invalidationTracking).
  ...(process.env.PERF_TRACE_CATEGORIES?.split(',').filter(Boolean) ?? []),
];

export interface MainThreadWindow {
  /** From the start of the task that dispatched the input to the end mark, in ms. */
  wallMs: number;
  /** Sum of main-thread tasks inside the window, in ms. */
  busyMs: number;
  /**
   * Thread CPU time of those tasks (`tdur`), in ms: what the thread really ran, without the
   * time the OS gave the CPU to other processes, and without DevTools' CPU throttling
   * (which suspends the thread). null when the trace has no thread times.
   */
  cpuMs: number | null;
  /** The longest single task inside the window, in ms. */
  longestTaskMs: number;
  tasks: number;
}

const isMark = (e: TraceEvent, name: string) => e.name === name && e.cat.includes('blink.user_timing');

/**
 * `startMark` null: from the first task of the thread in the trace (e.g. a navigation
 * traced from just before it started).
 */
export function mainThreadWindow(events: TraceEvent[], startMark: string | null, endMark: string): MainThreadWindow {
  const end = events.find((e) => isMark(e, endMark));
  const start = startMark === null ? end : events.find((e) => isMark(e, startMark));
  if (!start || !end) throw new Error(`Marks ${startMark ?? ''}/${endMark} not found in the trace`);
  // The marks are made on the page's main thread: its pid/tid identify the thread.
  const onThread = events.filter(
    (e) => e.ph === 'X' && e.pid === end.pid && e.tid === end.tid && typeof e.dur === 'number',
  );
  // Chromium records each task as `RunTask` (devtools timeline) and/or
  // `ThreadControllerImpl::RunTask` (toplevel); count one kind, outermost tasks only.
  const kind = onThread.some((e) => e.name === 'RunTask') ? 'RunTask' : 'ThreadControllerImpl::RunTask';
  const tasks = onThread.filter((e) => e.name === kind).sort((a, b) => a.ts - b.ts);
  const outer: TraceEvent[] = [];
  let lastEnd = -Infinity;
  for (const t of tasks) {
    if (t.ts >= lastEnd) {
      outer.push(t);
      lastEnd = t.ts + (t.dur as number);
    }
  }
  const inputTask = outer.find((t) => t.ts <= start.ts && start.ts <= t.ts + (t.dur as number));
  const from = startMark === null ? (outer[0]?.ts ?? end.ts) : inputTask ? inputTask.ts : start.ts;
  const to = end.ts;
  let busy = 0;
  let cpu = 0;
  let hasCpu = false;
  let longest = 0;
  let count = 0;
  for (const t of outer) {
    const dur = t.dur as number;
    const overlap = Math.min(to, t.ts + dur) - Math.max(from, t.ts);
    if (overlap > 0) {
      busy += overlap;
      longest = Math.max(longest, overlap);
      count++;
      // A task cut by the window counts its CPU time in proportion.
      const tdur = (t as TraceEvent & { tdur?: number }).tdur;
      if (typeof tdur === 'number') {
        hasCpu = true;
        cpu += dur > 0 ? (tdur * overlap) / dur : 0;
      }
    }
  }
  return {
    wallMs: (to - from) / 1000,
    busyMs: busy / 1000,
    cpuMs: hasCpu ? cpu / 1000 : null,
    longestTaskMs: longest / 1000,
    tasks: count,
  };
}

const CATEGORY_OF: [RegExp, string][] = [
  [/^(MinorGC|MajorGC|V8\.GC|BlinkGC|GCEvent|CppGC)/, 'gc'],
  [
    /^(UpdateLayoutTree|RecalculateStyles|Layout|HitTest|LayoutShift|IntersectionObserverController|ScheduleStyleRecalculation|InvalidateLayout|UpdateLayer)/,
    'style & layout',
  ],
  [
    /^(Paint|PrePaint|Layerize|Commit|CompositeLayers|UpdateLayerTree|PaintImage|Decode|Raster|BeginMainThreadFrame|Animation)/,
    'paint',
  ],
  [/^(ParseHTML|ParseAuthorStyleSheet)/, 'parse html & css'],
  [
    /^(v8\.compile|v8\.compileModule|V8\.Compile|v8\.parseOnBackground|CompileScript|CompileCode|CacheScript|v8\.produceCache|v8\.deserializeOnBackground|EvaluateScript|v8\.evaluateModule)/,
    'compile & evaluate',
  ],
  [
    /^(FunctionCall|EventDispatch|TimerFire|FireAnimationFrame|RunMicrotasks|V8\.Execute|v8\.callFunction|v8\.run|XHR|ResourceReceivedData|ResourceFinish|ResourceReceiveResponse|FireIdleCallback|MessagePort|PerformanceObserver|UserTiming)/,
    'script',
  ],
];
const categoryOf = (name: string) => CATEGORY_OF.find(([re]) => re.test(name))?.[1] ?? 'other';

/**
 * Where the main thread's time went inside a window, by kind (self time of nested
 * events, as DevTools' summary shows it), in ms of thread time. Same window as
 * `mainThreadWindow`.
 */
export function mainThreadBreakdown(
  events: TraceEvent[],
  startMark: string | null,
  endMark: string,
): Record<string, number> {
  const end = events.find((e) => isMark(e, endMark));
  const start = startMark === null ? null : events.find((e) => isMark(e, startMark));
  if (!end) return {};
  const onThread = events
    .filter((e) => e.ph === 'X' && e.pid === end.pid && e.tid === end.tid && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || (b.dur as number) - (a.dur as number));
  const from = start
    ? (onThread.find((t) => t.ts <= start.ts && start.ts <= t.ts + (t.dur as number))?.ts ?? start.ts)
    : -Infinity;
  const inWindow = onThread.filter((e) => e.ts >= from && e.ts < end.ts);
  const out: Record<string, number> = {};
  const stack: { e: TraceEvent; end: number; childCpu: number }[] = [];
  const timeOf = (e: TraceEvent) => (e as TraceEvent & { tdur?: number }).tdur ?? (e.dur as number);
  const close = (item: { e: TraceEvent; childCpu: number }) => {
    const self = Math.max(0, timeOf(item.e) - item.childCpu);
    const cat =
      item.e.name === 'RunTask' || item.e.name === 'ThreadControllerImpl::RunTask' ? 'other' : categoryOf(item.e.name);
    out[cat] = (out[cat] ?? 0) + self / 1000;
  };
  for (const e of inWindow) {
    while (stack.length && (stack[stack.length - 1] as { end: number }).end <= e.ts)
      close(stack.pop() as (typeof stack)[number]);
    const parent = stack[stack.length - 1];
    if (parent) parent.childCpu += timeOf(e);
    stack.push({ e, end: e.ts + (e.dur as number), childCpu: 0 });
  }
  while (stack.length) close(stack.pop() as (typeof stack)[number]);
  for (const k of Object.keys(out)) out[k] = Math.round((out[k] as number) * 10) / 10;
  return out;
}

/** Traces `fn` in the page of `cdp` (Chrome's JSON trace events, every category asked for). */
export async function recordTrace<T>(
  cdp: CDPSession,
  fn: () => Promise<T>,
  categories: string[],
): Promise<{ result: T; events: TraceEvent[] }> {
  const events: TraceEvent[] = [];
  const onData = (e: { value: object[] }) => events.push(...(e.value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', onData);
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: categories, recordMode: 'recordAsMuchAsPossible' },
    transferMode: 'ReportEvents',
  });
  let result: T;
  try {
    result = await fn();
  } finally {
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await complete;
    cdp.off('Tracing.dataCollected', onData);
  }
  return { result, events };
}
