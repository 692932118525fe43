import { NumberInput, type NumberInputProps } from '@mantine/core';
import { createContext, useContext } from 'react';
import { Controller, get, useFormContext, useFormState, type FieldPath } from 'react-hook-form';
import { DeferredRemoteSelect } from '../../../ui/DeferredPicker';
import type { RemoteSelectOption, RemoteSelectQuery } from '../../../ui/RemoteSelect';
import type { WizardValues } from './form-schema';

export type WizardPath = FieldPath<WizardValues>;

/** Labels of chosen records by id (kept with the draft so pickers show names after a reload). */
export interface WizardLabels {
  labels: Record<string, string>;
  setLabel: (id: string, label: string) => void;
}
export const LabelsContext = createContext<WizardLabels>({ labels: {}, setLabel: () => undefined });
export const useLabels = () => useContext(LabelsContext);

/** The message of a field's error (schema or server), if any. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState<WizardValues>();
  const error = get(errors, name) as { message?: string } | undefined;
  return error?.message;
}

type NumberFieldProps = Omit<NumberInputProps, 'value' | 'onChange' | 'error' | 'name'> & { name: WizardPath };

/** A Brazilian-formatted number input bound to the form (no clamping: the schema explains). */
export function NumberField({ name, ...props }: NumberFieldProps) {
  const { control } = useFormContext<WizardValues>();
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

interface PickerFieldProps<T> {
  name: WizardPath;
  label: string;
  placeholder?: string;
  required?: boolean;
  optionsQuery: (search: string) => RemoteSelectQuery<T>;
  onPicked?: (option: RemoteSelectOption<T> | null) => void;
}

/** A server-searched picker bound to an id field of the form. */
export function PickerField<T>({ name, label, placeholder, required, optionsQuery, onPicked }: PickerFieldProps<T>) {
  const { control } = useFormContext<WizardValues>();
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
            placeholder={placeholder ?? 'Digite para buscar'}
            required={required}
            clearable={!required}
            value={value}
            selectedLabel={value ? labels[value] : undefined}
            optionsQuery={optionsQuery}
            onBlur={field.onBlur}
            error={error}
            onChange={(id, option) => {
              if (id && option) setLabel(id, option.label);
              field.onChange(id ?? '');
              onPicked?.(option);
            }}
          />
        );
      }}
    />
  );
}
