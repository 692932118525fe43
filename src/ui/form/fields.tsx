import { NativeSelect, NumberInput, TextInput, type NumberInputProps } from '@mantine/core';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Controller, get, useFormContext, useFormState } from 'react-hook-form';
import { DeferredRemoteSelect } from '../DeferredPicker';
import type { RemoteSelectOption, RemoteSelectQuery } from '../RemoteSelect';

/*
 * The fields every form is made of (docs/decisions/0030-form-kit.md), bound to the form of
 * the nearest react-hook-form `FormProvider` by their `name` (the request's path, so a
 * server error naming the field lands under it).
 */

/** The message of a field's error (schema or server), if any. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState();
  const error = get(errors, name) as { message?: string } | undefined;
  return error?.message || undefined;
}

type NumberFieldProps = Omit<NumberInputProps, 'value' | 'onChange' | 'error' | 'name'> & { name: string };

/**
 * A Brazilian-formatted number input ("1.234,56") bound to the form. It does not clamp nor
 * refuse what is typed: the form's schema says what is wrong.
 */
export function NumberField({ name, ...props }: NumberFieldProps) {
  const { control } = useFormContext();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          decimalSeparator=","
          thousandSeparator="."
          {...props}
          ref={field.ref}
          name={field.name}
          value={field.value as number | string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}

/** A choice among a few fixed values: the browser's own select (keyboard and screen readers for free). */
export function SelectField({
  name,
  label,
  data,
  required,
}: {
  name: string;
  label: string;
  data: { value: string; label: string }[];
  required?: boolean;
}) {
  const { control } = useFormContext();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NativeSelect
          ref={field.ref}
          name={field.name}
          label={label}
          required={required}
          data={field.value ? data : [{ value: '', label: 'Selecione' }, ...data]}
          value={(field.value as string) || ''}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}

/**
 * A date bound to the form, as an ISO date (`aaaa-mm-dd`). The one date input of the
 * form kit: a change of how dates are typed happens here, for every form using it.
 */
export function DateField({
  name,
  label,
  required,
  min,
  description,
}: {
  name: string;
  label: string;
  required?: boolean;
  /** The earliest date offered (ISO); the schema still says why an earlier one is refused. */
  min?: string;
  description?: string;
}) {
  const { control } = useFormContext();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextInput
          ref={field.ref}
          name={field.name}
          type="date"
          label={label}
          required={required}
          min={min}
          description={description}
          value={(field.value as string) || ''}
          onChange={(event) => field.onChange(event.currentTarget.value)}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}

/** An amount in reais: "R$ 1.234,56", two decimals. */
export function MoneyField(props: NumberFieldProps) {
  return <NumberField prefix="R$ " decimalScale={2} hideControls {...props} />;
}

/** Labels of chosen records by id (kept with the draft so pickers show names, not ids, after a reload). */
export interface ChosenLabels {
  labels: Record<string, string>;
  setLabel: (id: string, label: string) => void;
  /** Forgets every label (a discarded draft). */
  reset: () => void;
}

const LabelsContext = createContext<ChosenLabels>({ labels: {}, setLabel: () => undefined, reset: () => undefined });
export const useLabels = () => useContext(LabelsContext);

/** The chosen records' labels of one form, starting from a restored draft's. */
export function useChosenLabels(initial: Record<string, string>): ChosenLabels {
  const [labels, setLabels] = useState(initial);
  const setLabel = useCallback(
    (id: string, label: string) => setLabels((l) => (l[id] === label ? l : { ...l, [id]: label })),
    [],
  );
  const reset = useCallback(() => setLabels({}), []);
  return useMemo(() => ({ labels, setLabel, reset }), [labels, setLabel, reset]);
}

export function LabelsProvider({ value, children }: { value: ChosenLabels; children: ReactNode }) {
  return <LabelsContext.Provider value={value}>{children}</LabelsContext.Provider>;
}

interface PickerFieldProps<T> {
  name: string;
  label?: string;
  /** For a picker without a visible label (a table's cell). */
  'aria-label'?: string;
  placeholder?: string;
  required?: boolean;
  /** Whether the choice can be cleared (by default, when not required). */
  clearable?: boolean;
  /** A picker query of `src/api/reference.ts`. */
  optionsQuery: (search: string) => RemoteSelectQuery<T>;
  onPicked?: (option: RemoteSelectOption<T> | null) => void;
}

/** A server-searched picker bound to an id field of the form; its label is kept with the draft. */
export function PickerField<T>({
  name,
  label,
  placeholder,
  required,
  clearable,
  optionsQuery,
  onPicked,
  ...rest
}: PickerFieldProps<T>) {
  const { control, clearErrors } = useFormContext();
  const { labels, setLabel } = useLabels();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = (field.value as string) || null;
        return (
          <DeferredRemoteSelect<T>
            ref={field.ref}
            label={label}
            aria-label={rest['aria-label']}
            placeholder={placeholder ?? 'Digite para buscar'}
            required={required}
            clearable={clearable ?? !required}
            value={value}
            selectedLabel={value ? labels[value] : undefined}
            optionsQuery={optionsQuery}
            onBlur={field.onBlur}
            error={error}
            onChange={(id, option) => {
              if (id && option) setLabel(id, option.label);
              field.onChange(id ?? '');
              // A choice answers "Escolha …": its error goes (a step's check set it, and
              // nothing re-validates before the next "Próximo").
              if (id) clearErrors(name);
              onPicked?.(option);
            }}
          />
        );
      }}
    />
  );
}
