/**
 * Main-thread time between two `performance.mark`s of a Chromium trace: the sum of the
 * renderer main thread's top-level tasks (clipped to the window), so time spent waiting
 * for the network, when the thread is idle, is left out.
 */

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

export const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'blink.user_timing'];

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
  const onThread = events.filter((e) => e.ph === 'X' && e.pid === end.pid && e.tid === end.tid && typeof e.dur === 'number');
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
  return { wallMs: (to - from) / 1000, busyMs: busy / 1000, cpuMs: hasCpu ? cpu / 1000 : null, longestTaskMs: longest / 1000, tasks: count };
}
