import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { personQueries, useUpdateCustomer } from '../../../api/people';
import { Button, Loader } from '../../../ui/mantine/controls';
import { ErrorAlert } from '../../../ui/mantine/ErrorAlert';

const EditCustomerDialog = lazy(() =>
  import('../../../ui/mantine/customers/CustomerDialog').then((m) => ({ default: m.EditCustomerDialog })),
);

/** "Editar cliente" beside the contract's customer: its CPF/CNPJ, e-mail and phone, read when asked for. */
export function EditContractCustomer({ customerId, customerName }: { customerId: string; customerName: string }) {
  const [opened, setOpened] = useState(false);
  const person = useQuery({ ...personQueries.detail(customerId), enabled: opened });
  const update = useUpdateCustomer();
  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={() => {
          setOpened(true);
          if (person.isError) void person.refetch();
        }}
        aria-haspopup="dialog"
        aria-label={`Editar cliente ${customerName}`}
        aria-busy={opened && person.isPending}
        rightSection={opened && person.isPending ? <Loader size={12} aria-hidden /> : undefined}
      >
        Editar cliente
      </Button>
      {opened && person.isError && (
        <ErrorAlert title="Não foi possível ler o cadastro do cliente">{person.error.message}</ErrorAlert>
      )}
      {opened && person.data && (
        <Suspense fallback={null}>
          <EditCustomerDialog
            opened
            person={person.data}
            update={update}
            onSaved={() => setOpened(false)}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      )}
    </>
  );
}
