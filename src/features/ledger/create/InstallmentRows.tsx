import { useEffect, useLayoutEffect, useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { formatCents, toCents } from '../../../lib/money';
import { Text } from '../../../ui/mantine/controls';
import { DateField, MoneyField, useFieldError } from '../../../ui/mantine/form/fields';
import { numberOf } from '../../../ui/plain/form/values';
import { Table } from '../../../ui/plain/Table';
import type { InstallmentRowValues } from './form-schema';

interface WithRows {
  vencimentos: InstallmentRowValues[];
}

/**
 * A form's `vencimentos`: made again by `make` whenever `key` (what makes them) changes, each
 * row's due date and value editable, their sum against `totalCents`, the rows' error under them.
 */
export function InstallmentRows({
  makeKey,
  make,
  labelOf,
  totalCents,
}: {
  makeKey: string;
  make: () => InstallmentRowValues[] | null;
  labelOf: (index: number, count: number) => string;
  totalCents: number | undefined;
}) {
  const { control } = useFormContext<WithRows>();
  const rows = useFieldArray({ control, name: 'vencimentos' });
  const typed = useWatch({ control, name: 'vencimentos' });
  // A restored draft keeps its own rows.
  const made = useRef<string | null>(null);
  const { replace } = rows;
  const latest = useRef(make);
  useLayoutEffect(() => {
    latest.current = make;
  });
  useEffect(() => {
    if (made.current === makeKey) return;
    const restored = made.current === null && rows.fields.length > 0;
    made.current = makeKey;
    if (restored) return;
    replace(latest.current() ?? []);
  }, [makeKey, replace, rows.fields.length]);

  const listError = useFieldError('vencimentos');
  const rootError = useFieldError('vencimentos.root');
  const error = listError ?? rootError;
  const sum = typed.reduce((s, r) => s + toCents(numberOf(r.valor) ?? 0), 0);
  return (
    <>
      {rows.fields.length > 0 && (
        <Table
          style={{ marginTop: 'var(--mantine-spacing-sm)' }}
          withTableBorder
          striped
          aria-label="Parcelas a registrar"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Parcela</Table.Th>
              <Table.Th w={180}>Vencimento</Table.Th>
              <Table.Th w={180}>Valor</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.fields.map((row, i) => (
              <Table.Tr key={row.id}>
                <Table.Td>{labelOf(i + 1, rows.fields.length)}</Table.Td>
                <Table.Td>
                  <DateField name={`vencimentos.${i}.data_vencimento`} aria-label={`Vencimento da parcela ${i + 1}`} />
                </Table.Td>
                <Table.Td>
                  <MoneyField name={`vencimentos.${i}.valor`} aria-label={`Valor da parcela ${i + 1}`} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {rows.fields.length > 1 && totalCents !== undefined && (
        <Text size="sm" mt="xs" data-testid="installments-sum">
          Soma das parcelas: {formatCents(sum)} de {formatCents(totalCents)}
        </Text>
      )}
      {error && (
        <Text c="red" size="sm" role="alert" mt="xs">
          {error}
        </Text>
      )}
    </>
  );
}
