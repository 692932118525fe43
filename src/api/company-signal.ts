import { carrying } from '../lib/signals';
import type { Connection } from './http';

/** A signal whose requests go out as `connection`'s company, whatever the page shows meanwhile. */
export function signalFor(connection: Connection, parent?: AbortSignal): AbortSignal {
  // `AbortSignal.any`, not `anySignal`: the connection replaces whatever the parent carries.
  return carrying(parent ? AbortSignal.any([parent]) : new AbortController().signal, connection);
}
