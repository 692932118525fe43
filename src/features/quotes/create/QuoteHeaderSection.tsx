import { useCreateCustomer } from '../../../api/people';
import { sellerPickerQuery } from '../../../api/pickers';
import { customerPickerQuery } from '../../../api/reference';
import { CustomerPickerField } from '../../../ui/mantine/customers/CustomerPickerField';
import { Paper, SimpleGrid, Title } from '../../../ui/mantine/controls';
import { DateField, PickerField, TextField } from '../../../ui/mantine/form/fields';

/** "Dados do orçamento": who it is for, who sells, its dates and the delivery forecast. */
export function QuoteHeaderSection() {
  const createCustomer = useCreateCustomer();
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Dados do orçamento
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
        <CustomerPickerField
          name="id_cliente"
          required
          clearable
          optionsQuery={customerPickerQuery}
          create={createCustomer}
        />
        <PickerField name="id_vendedor" label="Vendedor" placeholder="Opcional" optionsQuery={sellerPickerQuery} />
        <div />
        <DateField name="data_orcamento" label="Data do orçamento" required />
        <DateField name="data_validade" label="Válido até" required />
        {/* Free text on the platform: a date, a term or "À combinar". */}
        <TextField
          name="previsao_entrega"
          label="Previsão de entrega"
          placeholder="Ex.: À combinar, 10 dias úteis"
          maxLength={200}
        />
      </SimpleGrid>
    </Paper>
  );
}
