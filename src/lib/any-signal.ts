import { carried, carrying } from './signals';

/** `AbortSignal.any`, carrying what the first of its signals that carries something carries (signals.ts). */
export function anySignal(signals: AbortSignal[]): AbortSignal {
  return carrying(
    AbortSignal.any(signals),
    signals.map(carried).find((v) => v !== undefined),
  );
}
