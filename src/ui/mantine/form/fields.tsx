import {
  NumberInput,
  Textarea,
  TextInput,
  type NumberInputProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { get, useController, useFormState } from 'react-hook-form';
import { DateInput, type DateInputProps } from '../../plain/DateInput';
import { deferredPicker } from '../../plain/DeferredPicker';
import { loadScoped } from '../../plain/load-scoped';
import { MoneyInput, type MoneyInputProps } from '../MoneyInput';
import { NativeSelect } from '../../plain/controls';
import type { PickerOption, PickerQuery } from '../picker-options';
import type { RemoteSelectProps } from '../RemoteSelect';
import type { NumberValue } from '../../plain/form/values';

/** Here, its only user, rather than on the first screen beside the filters' pickers. */
const DeferredRemoteSelect = deferredPicker<RemoteSelectProps>(
  loadScoped(() => import('../pickers').then((m) => m.RemoteSelect as ComponentType<RemoteSelectProps>)),
) as <T = unknown>(props: RemoteSelectProps<T>) => ReactElement;

/* Bound by `name`, the request's path, so a server error naming the field lands under it (decision 0030). */

export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState();
  const error = get(errors, name) as { message?: string } | undefined;
  return error?.message || undefined;
}

function useBoundInput(name: string) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  return {
    inputRef: field.ref,
    name: field.name,
    value: field.value as unknown,
    onChange: field.onChange,
    onBlur: field.onBlur,
    error,
  };
}

type TextFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'error' | 'name'> & { name: string };

export function TextField({ name, ...props }: TextFieldProps) {
  const { inputRef, value, ...bound } = useBoundInput(name);
  return <TextInput {...props} {...bound} ref={inputRef} value={(value as string) ?? ''} />;
}

type TextareaFieldProps = Omit<TextareaProps, 'value' | 'onChange' | 'error' | 'name'> & { name: string };

export function TextareaField({ name, ...props }: TextareaFieldProps) {
  const { inputRef, value, ...bound } = useBoundInput(name);
  return <Textarea {...props} {...bound} ref={inputRef} value={(value as string) ?? ''} />;
}

type NumberFieldProps = Omit<NumberInputProps, 'value' | 'onChange' | 'error' | 'name'> & { name: string };

/** "1.234,56"; never clamps: the form's schema says what is wrong. */
export function NumberField({ name, ...props }: NumberFieldProps) {
  const { inputRef, value, ...bound } = useBoundInput(name);
  return (
    <NumberInput
      decimalSeparator=","
      thousandSeparator="."
      {...props}
      {...bound}
      ref={inputRef}
      value={value as number | string}
    />
  );
}

/** The browser's own select: keyboard and screen readers for free; `empty` names the no-choice option, offered until one is chosen unless `keepEmpty`. */
export function SelectField({
  name,
  label,
  data,
  required,
  withAsterisk,
  empty = 'Selecione',
  keepEmpty = false,
  error,
}: {
  name: string;
  label: string;
  data: readonly PickerOption[];
  required?: boolean;
  withAsterisk?: boolean;
  empty?: string;
  keepEmpty?: boolean;
  /** Shown instead of the field's own error. */
  error?: string | undefined;
}) {
  const { inputRef, value, onChange, error: fieldError, ...bound } = useBoundInput(name);
  return (
    <NativeSelect
      {...bound}
      ref={inputRef}
      label={label}
      required={required}
      withAsterisk={withAsterisk}
      error={error ?? fieldError}
      data={value && !keepEmpty ? data : [{ value: '', label: empty }, ...data]}
      value={(value as string) || ''}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

type MoneyFieldProps = Omit<MoneyInputProps, 'value' | 'onChange' | 'error' | 'name' | 'inputRef'> & { name: string };

/** The form holds a number, or the text for the schema to refuse. */
export function MoneyField({ name, ...props }: MoneyFieldProps) {
  const { value, ...bound } = useBoundInput(name);
  return <MoneyInput {...props} {...bound} value={value as NumberValue} />;
}

type DateFieldProps = Omit<DateInputProps, 'value' | 'onChange' | 'error' | 'name' | 'inputRef'> & { name: string };

/** The form holds the ISO date once complete (decision 0040). */
export function DateField({ name, ...props }: DateFieldProps) {
  const { value, ...bound } = useBoundInput(name);
  return <DateInput {...props} {...bound} value={(value as string) ?? ''} />;
}

/** Kept with the draft so pickers show names, not ids, after a reload. */
export interface ChosenLabels {
  labels: Record<string, string>;
  setLabel: (id: string, label: string) => void;
  reset: () => void;
}

const LabelsContext = createContext<ChosenLabels>({ labels: {}, setLabel: () => undefined, reset: () => undefined });
export const useLabels = () => useContext(LabelsContext);

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
  'aria-label'?: string;
  placeholder?: string;
  required?: boolean;
  clearable?: boolean;
  optionsQuery: (search: string) => PickerQuery<T>;
  onPicked?: (option: PickerOption<T> | null) => void;
}

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
  const { labels, setLabel } = useLabels();
  const { inputRef, value: chosen, onChange, onBlur, error } = useBoundInput(name);
  const value = (chosen as string) || null;
  return (
    <DeferredRemoteSelect<T>
      ref={inputRef}
      label={label}
      aria-label={rest['aria-label']}
      placeholder={placeholder ?? 'Digite para buscar'}
      required={required}
      clearable={clearable ?? !required}
      value={value}
      selectedLabel={value ? labels[value] : undefined}
      optionsQuery={optionsQuery}
      onBlur={onBlur}
      error={error}
      onChange={(id, option) => {
        if (id && option) setLabel(id, option.label);
        onChange(id ?? '');
        onPicked?.(option);
      }}
    />
  );
}
