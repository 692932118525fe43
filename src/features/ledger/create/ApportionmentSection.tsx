import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import type { Side } from '../../../api/receivables';
import { costCenterPickerQuery, expenseCategoryPickerQuery, revenueCategoryPickerQuery } from '../../../api/pickers';
import { formatCents, toCents } from '../../../lib/money';
import { ActionIcon, Button, Paper, Text, Title, VisuallyHidden } from '../../../ui/mantine/controls';
import { MoneyField, PickerField, useFieldError } from '../../../ui/mantine/form/fields';
import { numberOf } from '../../../ui/plain/form/values';
import { Table } from '../../../ui/plain/Table';
import { emptyShare, type LedgerFormValues } from './form-schema';

const CATEGORIES = { receber: revenueCategoryPickerQuery, pagar: expenseCategoryPickerQuery } as const;

/**
 * "Categorias e centros de custo" (the platform's rateio): one line takes the whole value;
 * with several, each line's share is typed and they must add up to it.
 */
export function ApportionmentSection({ side }: { side: Side }) {
  const { control, getValues, setValue } = useFormContext<LedgerFormValues>();
  const lines = useFieldArray({ control, name: 'rateio' });
  const [valor, typed] = useWatch({ control, name: ['valor', 'rateio'] });
  const listError = useFieldError('rateio');
  const rootError = useFieldError('rateio.root');
  const error = listError ?? rootError;
  const several = lines.fields.length > 1;
  const total = numberOf(valor);
  const sum = typed.reduce((s, r) => s + toCents(numberOf(r.valor) ?? 0), 0);
  const add = () => {
    // The lone line had the whole value: it becomes its typed share, to be reduced.
    if (!several && numberOf(getValues('rateio.0.valor')) === undefined && total !== undefined)
      setValue('rateio.0.valor', total);
    lines.append(emptyShare(), { shouldFocus: false });
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Categorias e centros de custo
      </Title>
      <Table verticalSpacing="xs" aria-label="Rateio">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Categoria</Table.Th>
            <Table.Th>Centro de custo</Table.Th>
            <Table.Th w={170}>Valor</Table.Th>
            <Table.Th w={50}>
              <VisuallyHidden>Ações</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.fields.map((line, i) => (
            <Table.Tr key={line.id} style={{ verticalAlign: 'top' }}>
              <Table.Td>
                <PickerField
                  name={`rateio.${i}.id_categoria`}
                  aria-label={`Categoria da linha ${i + 1}`}
                  clearable={false}
                  optionsQuery={CATEGORIES[side]}
                />
              </Table.Td>
              <Table.Td>
                <PickerField
                  name={`rateio.${i}.id_centro_custo`}
                  aria-label={`Centro de custo da linha ${i + 1}`}
                  placeholder="Opcional"
                  clearable
                  optionsQuery={costCenterPickerQuery}
                />
              </Table.Td>
              <Table.Td>
                {several ? (
                  <MoneyField name={`rateio.${i}.valor`} aria-label={`Valor da linha ${i + 1}`} />
                ) : (
                  <Text size="sm" pt={6}>
                    {total !== undefined ? formatCents(toCents(total)) : 'Valor total'}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={4}
                  aria-label={`Remover a linha ${i + 1} do rateio`}
                  disabled={!several}
                  onClick={() => lines.remove(i)}
                >
                  <span aria-hidden>✕</span>
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {several && total !== undefined && (
        <Text size="sm" mt="xs" data-testid="apportionment-sum">
          Distribuído: {formatCents(sum)} de {formatCents(toCents(total))}
        </Text>
      )}
      {error && (
        <Text c="red" size="sm" role="alert" mt="xs">
          {error}
        </Text>
      )}
      <Button variant="light" mt="sm" onClick={add}>
        Ratear em outra categoria ou centro de custo
      </Button>
    </Paper>
  );
}
