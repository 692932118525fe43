import { writeAdjustingMarks } from './contract-adjustment';

/** Marking a contract under adjustment (reajuste) and clearing it: only screens that change contracts need it. */

export function markAdjusting(id: string, at = Date.now()) {
  writeAdjustingMarks((marks) => ({ ...marks, [id]: at }));
}

export function clearAdjusting(id: string) {
  writeAdjustingMarks((marks) => {
    if (!(id in marks)) return null;
    const next = { ...marks };
    delete next[id];
    return next;
  });
}
