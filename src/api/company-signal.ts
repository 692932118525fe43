import { anySignal } from '../lib/any-signal';
import { carrying } from '../lib/signals';
import type { Connection } from './http';

/** A signal whose requests go out as `connection`'s company, whatever the page shows meanwhile. */
export function signalFor(connection: Connection, parent?: AbortSignal): AbortSignal {
  return carrying(parent ? anySignal([parent]) : new AbortController().signal, connection);
}
