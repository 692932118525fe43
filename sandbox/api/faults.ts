import { z } from 'zod';

/**
 * Fault switches, for QA and the end-to-end suite: make the next matching requests fail
 * (any status, with `Retry-After` for 429), or slow them down. A fault can be scoped to
 * one account so parallel test workers never see each other's faults.
 */
export const faultSchema = z.object({
  /** HTTP method to match; any when omitted. */
  method: z.string().toUpperCase().optional(),
  /** Regular expression tested against the path (e.g. `^/v1/contratos$`). */
  path: z.string().min(1),
  /** Status to answer with; omit to only delay. */
  status: z.number().int().min(100).max(599).optional(),
  /** Error message for the `{ error }` body. */
  error: z.string().optional(),
  /** Seconds for `Retry-After` (429). */
  retryAfter: z.number().min(0).max(60).optional(),
  /** Milliseconds to wait before answering. */
  delayMs: z.number().int().min(0).max(30_000).optional(),
  /** How many requests it applies to; unlimited when omitted. */
  times: z.number().int().min(1).optional(),
  /** Only for this account (e-mail or subject id). */
  user: z.string().optional(),
});
export type FaultInput = z.infer<typeof faultSchema>;

export interface Fault extends FaultInput {
  id: number;
  pattern: RegExp;
  hits: number;
}

export class Faults {
  private list: Fault[] = [];
  private nextId = 1;

  add(input: FaultInput): Fault {
    const fault: Fault = { ...input, id: this.nextId++, pattern: new RegExp(input.path), hits: 0 };
    this.list.push(fault);
    return fault;
  }

  /** Finds (and counts) the fault for a request, if any. */
  take(method: string, path: string, userIds: readonly string[]): Fault | undefined {
    const fault = this.list.find(
      (f) =>
        (!f.method || f.method === method) &&
        f.pattern.test(path) &&
        (!f.user || userIds.includes(f.user)) &&
        (f.times === undefined || f.hits < f.times),
    );
    if (fault) fault.hits++;
    return fault;
  }

  clear(user?: string): void {
    this.list = user ? this.list.filter((f) => f.user !== user) : [];
  }

  all(): readonly Fault[] {
    return this.list;
  }
}
