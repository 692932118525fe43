import { Controller, useFormContext } from 'react-hook-form';
import { Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '../../../ui/controls';
import { useFieldError } from '../../../ui/form/fields';
import type { QuoteFormValues } from './form-schema';

/** "Descrição e observações": free text, the invoice's remarks included. */
export function QuoteNotesSection() {
  const { control } = useFormContext<QuoteFormValues>();
  const descriptionError = useFieldError('descricao');
  const remarksError = useFieldError('observacoes');
  const invoiceRemarksError = useFieldError('observacoes_pagamento');
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Descrição e observações
      </Title>
      <Stack gap="sm">
        <Controller
          control={control}
          name="descricao"
          render={({ field }) => <TextInput {...field} label="Descrição" maxLength={500} error={descriptionError} />}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          <Controller
            control={control}
            name="observacoes"
            render={({ field }) => <Textarea {...field} label="Observações" rows={3} error={remarksError} />}
          />
          <Controller
            control={control}
            name="observacoes_pagamento"
            render={({ field }) => (
              <Textarea {...field} label="Observações para a nota fiscal" rows={3} error={invoiceRemarksError} />
            )}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
