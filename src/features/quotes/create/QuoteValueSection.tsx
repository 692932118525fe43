import { Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatCents } from '../../../lib/money';
import { composeValue } from '../../../lib/value-composition';
import { MoneyField, NumberField, SelectField } from '../../../ui/form/fields';
import { DISCOUNT_KINDS, numberOf } from '../../../ui/form/values';
import { Table } from '../../../ui/Table';
import type { QuoteFormValues } from './form-schema';

/** "Frete e desconto" and the live "Composição do valor" of the quote. */
export function QuoteValueSection() {
  const { control } = useFormContext<QuoteFormValues>();
  const [items, composition] = useWatch({ control, name: ['itens', 'composicao_de_valor'] });
  const discountKind = composition.desconto.tipo === 'VALOR' ? 'VALOR' : 'PORCENTAGEM';
  const value = composeValue({
    itens: items.map((i) => ({ quantidade: numberOf(i.quantidade) ?? 0, valor: numberOf(i.valor) ?? 0 })),
    frete: numberOf(composition.frete) ?? 0,
    desconto: { tipo: discountKind, valor: numberOf(composition.desconto.valor) ?? 0 },
  });
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          Frete e desconto
        </Title>
        <Stack gap="sm">
          <MoneyField name="composicao_de_valor.frete" label="Frete" />
          <Group grow align="flex-start">
            <SelectField name="composicao_de_valor.desconto.tipo" label="Tipo de desconto" data={DISCOUNT_KINDS} />
            {discountKind === 'VALOR' ? (
              <MoneyField name="composicao_de_valor.desconto.valor" label="Desconto" />
            ) : (
              <NumberField
                name="composicao_de_valor.desconto.valor"
                label="Desconto"
                decimalScale={2}
                hideControls
                suffix=" %"
              />
            )}
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          Composição do valor
        </Title>
        <Table aria-label="Composição do valor" aria-live="polite">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th scope="row">Itens</Table.Th>
              <Table.Td ta="right">{formatCents(value.grossCents)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Desconto</Table.Th>
              <Table.Td ta="right">− {formatCents(value.discountCents)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Frete</Table.Th>
              <Table.Td ta="right">+ {formatCents(value.freightCents)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Total</Table.Th>
              <Table.Td ta="right" fw={700} data-testid="quote-total">
                {formatCents(value.netCents)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Paper>
    </SimpleGrid>
  );
}
