import type { ReactNode } from 'react';
import { USER_TEXT_STYLE } from './UserText';

/* What the server-searched pickers (RemoteSelect, RemoteMultiSelect) have in common. */

/** What a picker lists: defined with the functions that build options from the reference data. */
export type { PickerOption } from '../lib/reference-options';

/** The answer of a query without `select` is the options. */
export const asOptions = <O,>(data: unknown) => data as O[];

/** An option as pickers show it: its label, and a second line (document, code, price) when it has one. */
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

/**
 * What an open picker shows when it has no option ("Buscando…", "Nada encontrado"): Mantine
 * draws it inside the listbox, which may hold only options (axe's aria-required-children,
 * reported while a search was on its way), so it is an option, disabled and never chosen.
 */
export function EmptyOption({ children }: { children: ReactNode }) {
  return (
    <span role="option" aria-disabled="true" aria-selected="false">
      {children}
    </span>
  );
}
