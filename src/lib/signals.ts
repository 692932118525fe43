/**
 * What a signal carries to the requests made under it (the company they go out as), kept
 * by every signal made of it: combine signals with `anySignal` (any-signal.ts), never
 * `AbortSignal.any`, which would drop it (lint enforces it).
 */
const CARRIED = Symbol();
type Carrying = AbortSignal & { [CARRIED]?: unknown };

/** The signal, carrying `value` to the requests made under it and under the signals made of it. */
export function carrying<S extends AbortSignal>(signal: S, value: unknown): S {
  (signal as Carrying)[CARRIED] = value;
  return signal;
}

export const carried = (signal: AbortSignal | undefined): unknown => (signal as Carrying | undefined)?.[CARRIED];
