import { useEffect } from 'react';
import { get, type FieldValues, type UseFormReturn } from 'react-hook-form';

/**
 * A step's check sets its errors by hand ("Próximo" is no submit): a field changed after
 * that is checked again, so a corrected one loses its message (a chosen customer takes
 * "Escolha o cliente." away; a price filled in by the product, "Campo obrigatório.").
 */
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
