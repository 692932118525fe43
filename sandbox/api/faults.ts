import * as z from 'zod/mini';

function isPattern(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

/**
 * Fault switches, for QA and the end-to-end suite: make the next matching requests fail
 * (any status, with `Retry-After` for 429), or slow them down. A fault can be scoped to
 * one account so parallel test workers never see each other's faults.
 */
export const faultSchema = z.object({
  /**
   * Regular expression tested against the query string (without `?`), e.g. `pagina=3(&|$)`:
   * a fault in the middle of a paged read (an export's third page). Any query when omitted.
   */
  query: z.optional(z.string().check(z.refine(isPattern, { message: 'não é uma expressão regular válida' }))),
  /** HTTP method to match; any when omitted. */
  method: z.optional(z.string().check(z.toUpperCase())),
  /** Regular expression tested against the path (e.g. `^/v1/contratos$`). */
  path: z.string().check(z.minLength(1), z.refine(isPattern, { message: 'não é uma expressão regular válida' })),
  /** Status to answer with; omit to only delay. */
  status: z.optional(z.int().check(z.minimum(100), z.maximum(599))),
  /** Error message for the `{ error }` body. */
  error: z.optional(z.string()),
  /** The account's state in the body (`END_TRIAL`: the platform's 403 for a trial that ended). */
  statusConta: z.optional(z.string().check(z.maxLength(40))),
  /** Seconds for `Retry-After` (429); `null` answers the 429 without the header. */
  retryAfter: z.optional(z.nullable(z.number().check(z.minimum(0), z.maximum(60)))),
  /** Milliseconds to wait before answering. */
  delayMs: z.optional(z.int().check(z.minimum(0), z.maximum(30_000))),
  /**
   * Holds each matching request until the fault is released (`POST /__sandbox/faults/{id}/release`,
   * or clearing the faults) or `delayMs` has passed (30 s when omitted), then answers as the
   * other fields say: a test checks what the screen shows while a request is on its way,
   * however slow the machine, and then lets it land.
   */
  hold: z.optional(z.boolean()),
  /** How many requests it applies to; unlimited when omitted. */
  times: z.optional(z.int().check(z.minimum(1))),
  /** Only for this account (e-mail or subject id). */
  user: z.optional(z.string()),
});
export type FaultInput = z.infer<typeof faultSchema>;

export interface Fault extends FaultInput {
  id: number;
  pattern: RegExp;
  queryPattern: RegExp | null;
  hits: number;
  /** A held fault let go: its later requests pass without waiting. */
  released: boolean;
}

/** The longest a held request waits without a release. */
export const MAX_HOLD_MS = 30_000;

export class Faults {
  private list: Fault[] = [];
  private nextId = 1;
  /** Held requests' wake-ups, by fault id. */
  private holds = new Map<number, Array<() => void>>();

  add(input: FaultInput): Fault {
    const fault: Fault = {
      ...input,
      id: this.nextId++,
      pattern: new RegExp(input.path),
      queryPattern: input.query === undefined ? null : new RegExp(input.query),
      hits: 0,
      released: false,
    };
    this.list.push(fault);
    return fault;
  }

  /** Finds (and counts) the fault for a request, if any; `search` is the query string without `?`. */
  take(method: string, path: string, userIds: readonly string[], search = ''): Fault | undefined {
    const fault = this.list.find(
      (f) =>
        (!f.method || f.method === method) &&
        f.pattern.test(path) &&
        (!f.queryPattern || f.queryPattern.test(search)) &&
        (!f.user || userIds.includes(f.user)) &&
        (f.times === undefined || f.hits < f.times),
    );
    if (fault) fault.hits++;
    return fault;
  }

  /**
   * Waits as the fault says before its answer: a held request until its release (or
   * `delayMs`, 30 s when omitted; none once released), otherwise `delayMs`.
   */
  wait(fault: Fault): Promise<void> {
    if (fault.hold && fault.released) return Promise.resolve();
    if (!fault.hold) {
      return fault.delayMs ? new Promise((r) => setTimeout(r, fault.delayMs)) : Promise.resolve();
    }
    return new Promise((resolve) => {
      const waiting = this.holds.get(fault.id) ?? [];
      const wake = () => {
        clearTimeout(timer);
        // Woken by its timer, it is no longer held; a release empties the list itself.
        const at = waiting.indexOf(wake);
        if (at >= 0) waiting.splice(at, 1);
        resolve();
      };
      const timer = setTimeout(wake, fault.delayMs ?? MAX_HOLD_MS);
      waiting.push(wake);
      this.holds.set(fault.id, waiting);
    });
  }

  /** How many requests the fault holds now. */
  holding(id: number): number {
    return this.holds.get(id)?.length ?? 0;
  }

  /** Lets the fault's held requests go, and the later ones pass without waiting; false for an unknown id. */
  release(id: number): boolean {
    const fault = this.list.find((f) => f.id === id);
    if (!fault) return false;
    fault.released = true;
    this.wake(id);
    return true;
  }

  clear(user?: string): void {
    for (const f of this.list) if (!user || f.user === user) this.wake(f.id);
    this.list = user ? this.list.filter((f) => f.user !== user) : [];
  }

  /** Lets the fault's held requests answer now. */
  private wake(id: number): void {
    for (const wake of [...(this.holds.get(id) ?? [])]) wake();
    this.holds.delete(id);
  }

  all(): readonly Fault[] {
    return this.list;
  }
}
