import { memo, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { fold } from '../../lib/text';
import type { PickerOption } from '../mantine/picker-options';
import { Chevron, Field, splitField } from './controls';
import './ChoicesMultiSelect.css';

/* Mantine's MultiSelect in plain elements, cheap to re-render at every filter change (decision 0014). */

export interface ChoicesMultiSelectProps {
  label: string;
  placeholder?: string;
  data: readonly PickerOption[];
  value: string[];
  /** Stable, for the memo. */
  onChange: (values: string[]) => void;
  clearable?: boolean;
  searchable?: boolean;
  error?: ReactNode;
  nothingFoundMessage?: string;
  id?: string;
  /** From DeferredChoicesMultiSelect's stand-in: what was typed, and whether to open at once. */
  initialSearch?: string;
  defaultDropdownOpened?: boolean;
}

export const ChoicesMultiSelect = memo(function ChoicesMultiSelect({
  label,
  placeholder,
  data,
  value,
  onChange,
  clearable,
  searchable,
  error,
  nothingFoundMessage = 'Nenhuma opção encontrada',
  id: givenId,
  initialSearch = '',
  defaultDropdownOpened = false,
}: ChoicesMultiSelectProps) {
  const { field, control } = splitField({ label, error, id: givenId }, useId());
  const id = control.id;
  const listId = `${id}-listbox`;
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(defaultDropdownOpened);
  const [active, setActive] = useState(defaultDropdownOpened ? 0 : -1);
  const [search, setSearch] = useState(initialSearch);

  const labels = useMemo(() => new Map(data.map((o) => [o.value, o.label])), [data]);
  const shown = useMemo(() => {
    const term = fold(search.trim());
    return term ? data.filter((o) => fold(o.label).includes(term)) : data;
  }, [data, search]);
  const chosen = new Set(value);

  const close = () => {
    setOpen(false);
    setActive(-1);
    setSearch('');
  };
  const openAt = (index: number) => {
    setOpen(true);
    setActive(index);
  };
  const toggle = (option: string) =>
    onChange(chosen.has(option) ? value.filter((v) => v !== option) : [...value, option]);
  const move = (to: number) => {
    if (shown.length === 0) return;
    setActive(Math.max(0, Math.min(shown.length - 1, to)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openAt(0);
        else move(active + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openAt(shown.length - 1);
        else move(active - 1);
        break;
      case 'Home':
      case 'End':
        if (!open) return;
        event.preventDefault();
        move(event.key === 'Home' ? 0 : shown.length - 1);
        break;
      case 'Enter': {
        const option = open ? shown[active] : undefined;
        if (!option) return;
        // A form around the filters is not submitted by a pick.
        event.preventDefault();
        toggle(option.value);
        break;
      }
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        close();
        break;
      case 'Backspace':
        if (search === '' && value.length > 0) onChange(value.slice(0, -1));
        break;
    }
  };

  const activeId = open && shown[active] ? `${id}-option-${active}` : undefined;
  return (
    <Field {...field}>
      <div className="ui-input-wrapper ui-choices" data-with-right-section="">
        {/* A pointer's way in: the keyboard's is the input, in the tab order. */}
        <div
          className="ui-input ui-choices-box"
          onMouseDown={(event) => {
            if (event.target instanceof HTMLButtonElement) return;
            event.preventDefault();
            input.current?.focus();
            if (open) close();
            else openAt(0);
          }}
        >
          {value.map((v) => {
            const text = labels.get(v) ?? v;
            return (
              <span key={v} className="ui-pill">
                <span className="ui-pill-text">{text}</span>
                <button
                  type="button"
                  className="ui-pill-remove"
                  tabIndex={-1}
                  aria-label={`Remover ${text}`}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onChange(value.filter((x) => x !== v))}
                >
                  ×
                </button>
              </span>
            );
          })}
          <input
            {...control}
            ref={input}
            className="ui-choices-input"
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-haspopup="listbox"
            aria-autocomplete={searchable ? 'list' : 'none'}
            aria-activedescendant={activeId}
            autoComplete="off"
            readOnly={!searchable}
            placeholder={value.length ? undefined : placeholder}
            value={search}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              openAt(0);
            }}
            onKeyDown={onKeyDown}
            onBlur={close}
          />
        </div>
        {clearable && value.length > 0 ? (
          <button
            type="button"
            className="ui-choices-clear"
            aria-label={`Limpar ${label.toLowerCase()}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChange([])}
          >
            ×
          </button>
        ) : (
          <span className="ui-input-section">
            <Chevron />
          </span>
        )}
        {open && shown.length === 0 && (
          <p className="ui-choices-list ui-choices-empty" id={listId} role="status">
            {nothingFoundMessage}
          </p>
        )}
        {open && shown.length > 0 && (
          <ul className="ui-choices-list" role="listbox" id={listId} aria-multiselectable aria-label={label}>
            {shown.map((option, index) => (
              // The input keeps the focus: the options are reached with the arrows from it.
              <li
                key={option.value}
                id={`${id}-option-${index}`}
                role="option"
                aria-label={option.description ? `${option.label}, ${option.description}` : undefined}
                aria-selected={chosen.has(option.value)}
                data-combobox-selected={index === active || undefined}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => toggle(option.value)}
              >
                <span className="ui-choices-check" aria-hidden>
                  {chosen.has(option.value) ? '✓' : ''}
                </span>
                <span className="ui-choices-option">
                  {option.label}
                  {option.description && <span className="ui-choices-description">{option.description}</span>}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Field>
  );
});
