import type { ReactNode } from 'react';
import { USER_TEXT_STYLE } from './UserText';

export type { PickerOption } from '../lib/reference-options';

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
