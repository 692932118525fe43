import { useEffect, useRef } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { installmentDescription } from '../../../lib/installments';
import { formatCents, toCents } from '../../../lib/money';
import { Paper, SimpleGrid, Text, Title } from '../../../ui/mantine/controls';
import { DateField, MoneyField, NumberField, useFieldError } from '../../../ui/mantine/form/fields';
import { numberOf } from '../../../ui/plain/form/values';
import { Table } from '../../../ui/plain/Table';
import { installmentRows, type LedgerFormValues } from './form-schema';

/**
 * "Valor e parcelas": the total, the count and the first due date make monthly installments
 * (the cents spread so they add up); each row's date and value may then be changed.
 */
export function InstallmentsSection() {
  const { control } = useFormContext<LedgerFormValues>();
  const rows = useFieldArray({ control, name: 'vencimentos' });
  const [valor, parcelas, first, descricao, typed] = useWatch({
    control,
    name: ['valor', 'parcelas', 'primeiro_vencimento', 'descricao', 'vencimentos'],
  });
  // The rows are made again when what makes them changes; a restored draft keeps its own.
  const made = useRef<string | null>(null);
  const key = `${String(valor)}|${String(parcelas)}|${first}`;
  const { replace } = rows;
  useEffect(() => {
    if (made.current === key) return;
    const restored = made.current === null && rows.fields.length > 0;
    made.current = key;
    if (restored) return;
    replace(installmentRows(valor, parcelas, first) ?? []);
  }, [key, valor, parcelas, first, replace, rows.fields.length]);

  const listError = useFieldError('vencimentos');
  const rootError = useFieldError('vencimentos.root');
  const error = listError ?? rootError;
  const total = numberOf(valor);
  const sum = typed.reduce((s, r) => s + toCents(numberOf(r.valor) ?? 0), 0);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Valor e parcelas
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <MoneyField name="valor" label="Valor total" required />
        <NumberField name="parcelas" label="Parcelas mensais" min={1} max={60} allowDecimal={false} required />
        <DateField name="primeiro_vencimento" label="Primeiro vencimento" required />
      </SimpleGrid>
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
                <Table.Td>{installmentDescription(descricao || 'Parcela', i + 1, rows.fields.length)}</Table.Td>
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
      {rows.fields.length > 1 && total !== undefined && (
        <Text size="sm" mt="xs" data-testid="installments-sum">
          Soma das parcelas: {formatCents(sum)} de {formatCents(toCents(total))}
        </Text>
      )}
      {error && (
        <Text c="red" size="sm" role="alert" mt="xs">
          {error}
        </Text>
      )}
    </Paper>
  );
}
