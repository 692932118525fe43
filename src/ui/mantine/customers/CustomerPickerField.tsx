import { lazy, Suspense, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { NewPersonRequest } from '../../../lib/people';
import { VOCABULARY } from '../../../lib/vocabulary';
import { Button, Stack } from '../controls';
import { PickerField, useLabels } from '../form/fields';
import type { PickerQuery } from '../picker-options';
import type { CustomerMutation } from './CustomerDialog';

const NewCustomerDialog = lazy(() => import('./CustomerDialog').then((m) => ({ default: m.NewCustomerDialog })));

/**
 * A form's customer: the people picker, and "Novo cliente" under it, which registers one and
 * selects it in the picker at once.
 *
 * Props: `name` (the form's field holding the customer's id), `label`, `required`, `clearable`;
 * `optionsQuery`, the people search (`customerPickerQuery` of src/api/reference.ts); `create`,
 * the creation mutation (`useCreateCustomer()` of src/api/people.ts), which reads the pickers'
 * people again once it succeeds.
 */
export function CustomerPickerField({
  name,
  label = 'Cliente',
  required,
  clearable,
  optionsQuery,
  create,
}: {
  name: string;
  label?: string;
  required?: boolean;
  clearable?: boolean;
  optionsQuery: (search: string) => PickerQuery<unknown>;
  create: CustomerMutation<NewPersonRequest, { id: string; nome?: string | null }>;
}) {
  const [opened, setOpened] = useState(false);
  const { setValue } = useFormContext();
  const { setLabel } = useLabels();
  return (
    <Stack gap={4}>
      <PickerField
        name={name}
        label={label}
        required={required}
        clearable={clearable}
        optionsQuery={optionsQuery}
        placeholder={VOCABULARY.customerSearch}
      />
      <div>
        <Button variant="subtle" size="compact-sm" onClick={() => setOpened(true)} aria-haspopup="dialog">
          Novo cliente
        </Button>
      </div>
      {opened && (
        <Suspense fallback={null}>
          <NewCustomerDialog
            opened
            create={create}
            onClose={() => setOpened(false)}
            onCreated={({ id, nome }) => {
              setLabel(id, nome);
              setValue(name, id, { shouldDirty: true, shouldValidate: true });
              setOpened(false);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
