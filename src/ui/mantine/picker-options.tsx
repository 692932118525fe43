import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PickerOption } from '../../lib/reference-options';
import { USER_TEXT_STYLE } from './UserText';

/** Every select's option: a fixed list's or a query's (decision 0030, "The select family"). */
export type { PickerOption };

/** Usually a picker query of src/api/reference.ts; without `select`, the answer is the options. */
export interface PickerQuery<T = unknown, D = unknown> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<D>;
  // A method: any answer type fits a picker that only passes it to its own `select`.
  select?(data: D): PickerOption<T>[];
  staleTime?: number;
}

export const asOptions = <O,>(data: unknown) => data as O[];

/** A second line (document, code, price) when it has one. */
export function OptionLines({ label, description }: { label: string; description?: string | undefined }) {
  return (
    <div style={USER_TEXT_STYLE}>
      <div dir="auto">{label}</div>
      {description && (
        <div dir="auto" style={{ fontSize: 'var(--mantine-font-size-xs)', opacity: 0.75 }}>
          {description}
        </div>
      )}
    </div>
  );
}

/** Mantine draws this inside the listbox, which may hold only options: a disabled option (decision 0902). */
export function EmptyOption({ children }: { children: ReactNode }) {
  return (
    <span role="option" aria-disabled="true" aria-selected="false">
      {children}
    </span>
  );
}
