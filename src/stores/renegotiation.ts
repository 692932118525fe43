import { companyLocal } from '../lib/company-store';
import { renegotiationDone, restoreRenegotiation, type RenegotiationRun } from '../lib/renegotiation';
import { RENEGOTIATIONS_KEY } from './work-keys';

/**
 * Renegotiations kept in this browser per company, one per installment, written before every
 * request leaves (decision 0610's rule): storage that fails loses the resume, never a step.
 */

function readAll(): Record<string, unknown> {
  try {
    const text = companyLocal.get(RENEGOTIATIONS_KEY);
    const value: unknown = text === null ? null : JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Every kept renegotiation still to finish, resumed (what was in flight is read first). */
export function unfinishedRenegotiations(): RenegotiationRun[] {
  return Object.values(readAll()).flatMap((v) => {
    const run = restoreRenegotiation(v);
    return run && !renegotiationDone(run) ? [run] : [];
  });
}

export function storedRenegotiation(installmentId: string): RenegotiationRun | null {
  const run = restoreRenegotiation(readAll()[installmentId]);
  return run && !renegotiationDone(run) ? run : null;
}

export function storeRenegotiation(run: RenegotiationRun): boolean {
  const all = readAll();
  all[run.plan.source.installmentId] = run;
  return companyLocal.set(RENEGOTIATIONS_KEY, JSON.stringify(all));
}

export function forgetRenegotiation(installmentId: string): void {
  const all = readAll();
  if (!(installmentId in all)) return;
  delete all[installmentId];
  if (Object.keys(all).length) companyLocal.set(RENEGOTIATIONS_KEY, JSON.stringify(all));
  else companyLocal.remove(RENEGOTIATIONS_KEY);
}
