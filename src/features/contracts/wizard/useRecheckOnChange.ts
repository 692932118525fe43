import { useEffect } from 'react';
import { get, type FieldValues, type UseFormReturn } from 'react-hook-form';

/** A field changed after a step's check is checked again, so a corrected one loses its message. */
export function useRecheckOnChange<V extends FieldValues, C, O>(methods: UseFormReturn<V, C, O>) {
  const { trigger } = methods;
  useEffect(
    () =>
      methods.subscribe({
        formState: { values: true },
        callback: ({ name, errors }) => {
          if (name && get(errors, name)) void trigger(name as never);
        },
      }),
    [methods, trigger],
  );
}
