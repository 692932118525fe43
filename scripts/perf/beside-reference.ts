import { median } from './report';

/** A piece of work's medians beside a reference timed in the same runs. */
export interface BesideReference {
  /** Median wall time of the work, ms. */
  medianMs: number;
  /** Median CPU time of this process for the same work, ms. */
  cpuMedianMs: number;
  /** Median wall time of the reference, ms. */
  referenceMedianMs: number;
  /** medianMs / referenceMedianMs. */
  ratio: number;
}

/**
 * Times `work` `runs` times, each run followed by one run of `reference` (interleaved, so
 * both see the same load). `check` sees each run's result outside the timed window.
 */
export function timeBesideReference<T>(
  runs: number,
  work: () => T,
  reference: () => void,
  check: (result: T) => void = () => undefined,
): BesideReference {
  const times: number[] = [];
  const cpu: number[] = [];
  const references: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    let t = performance.now();
    const c = process.cpuUsage();
    const result = work();
    times.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
    check(result);
    t = performance.now();
    reference();
    references.push(performance.now() - t);
  }
  const medianMs = median(times) ?? 0;
  const referenceMedianMs = median(references) ?? 0;
  return { medianMs, cpuMedianMs: median(cpu) ?? 0, referenceMedianMs, ratio: medianMs / referenceMedianMs };
}
