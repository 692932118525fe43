import { useFormContext, useWatch } from 'react-hook-form';
import { composeValue } from '../../../lib/value-composition';
import { Group, Paper, SimpleGrid, Stack, Title } from '../../../ui/mantine/controls';
import { MoneyField, NumberField, SelectField } from '../../../ui/mantine/form/fields';
import { DISCOUNT_KINDS, numberOf } from '../../../ui/plain/form/values';
import { ValueCompositionTable } from '../ValueCompositionTable';
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
        <ValueCompositionTable value={value} live />
      </Paper>
    </SimpleGrid>
  );
}
