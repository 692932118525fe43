import { Paper, SimpleGrid, Title } from '@mantine/core';
import { sellerPickerQuery } from '../../../api/pickers';
import { customerPickerQuery } from '../../../api/reference';
import { VOCABULARY } from '../../../lib/vocabulary';
import { DateField, PickerField } from '../../../ui/form/fields';

/** "Dados do orçamento": who it is for, who sells, and its dates. */
export function QuoteHeaderSection() {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Dados do orçamento
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <PickerField
          name="id_cliente"
          label="Cliente"
          placeholder={VOCABULARY.customerSearch}
          required
          clearable
          optionsQuery={customerPickerQuery}
        />
        <PickerField name="id_vendedor" label="Vendedor" placeholder="Opcional" optionsQuery={sellerPickerQuery} />
        <div />
        <DateField name="data_orcamento" label="Data do orçamento" required />
        <DateField name="data_validade" label="Válido até" required />
        <DateField name="previsao_entrega" label="Previsão de entrega" />
      </SimpleGrid>
    </Paper>
  );
}
