import { platformToday } from '../../../lib/dates';
import { memo, type ChangeEvent } from 'react';

import type { IsoDate } from '../../../lib/dates';
import { NativeSelect } from '../controls';

/**
 * A named period: the filters it writes from the platform's today (the same URL params the fields
 * write). Chosen, it also sees the filters in force (`current`), to undo what another preset set.
 */
export interface FilterPreset<F> {
  value: string;
  label: string;
  patch: (today: IsoDate, current?: F) => Partial<F>;
}

const sameSet = (a: unknown, b: unknown) =>
  a === b || (Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v) => b.includes(v)));

/** The preset the filters show now, or '' (a period of the user's own). */
export function activePreset<F extends object>(
  presets: readonly FilterPreset<F>[],
  filters: F,
  today: IsoDate,
): string {
  const found = presets.find((p) =>
    Object.entries(p.patch(today)).every(([key, value]) => sameSet(filters[key as keyof F], value)),
  );
  return found?.value ?? '';
}

/**
 * "Período": the browser's own select beside a dates filter (its `aside`), so it is one Tab
 * and arrow keys away; it shows the period in force, "Personalizado" when the dates are the user's own.
 */
export function periodChooser<F extends object>(presets: readonly FilterPreset<F>[]) {
  const options = [{ value: '', label: 'Personalizado' }, ...presets.map(({ value, label }) => ({ value, label }))];
  return memo(function PeriodChooser({ filters, onChange }: { filters: F; onChange: (patch: Partial<F>) => void }) {
    const today = platformToday();
    return (
      <NativeSelect
        label="Período"
        data={options}
        value={activePreset(presets, filters, today)}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => {
          const chosen = presets.find((p) => p.value === event.currentTarget.value);
          if (chosen) onChange(chosen.patch(today, filters));
        }}
      />
    );
  });
}
