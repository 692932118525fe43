import { Paper, SimpleGrid, TextInput, Title } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { sellerPickerQuery } from '../../../api/pickers';
import { customerPickerQuery } from '../../../api/reference';
import { PickerField, useFieldError } from '../../../ui/form/fields';
import type { QuoteFormValues } from './form-schema';

type DateName = 'data_orcamento' | 'data_validade' | 'previsao_entrega';

function DateField({ name, label, required }: { name: DateName; label: string; required?: boolean }) {
  const { control } = useFormContext<QuoteFormValues>();
  const error = useFieldError(name);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <TextInput {...field} type="date" label={label} required={required} error={error} />}
    />
  );
}

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
          placeholder="Busque pelo nome ou documento"
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
