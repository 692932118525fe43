import { Paper, SimpleGrid, Stack, Title } from '../../../ui/mantine/controls';
import { TextareaField, TextField } from '../../../ui/mantine/form/fields';

/** "Descrição e observações": free text, the invoice's remarks included. */
export function QuoteNotesSection() {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Descrição e observações
      </Title>
      <Stack gap="sm">
        <TextField name="descricao" label="Descrição" maxLength={500} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          <TextareaField name="observacoes" label="Observações" rows={3} />
          <TextareaField name="observacoes_pagamento" label="Observações para a nota fiscal" rows={3} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
