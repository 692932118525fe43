import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useCreateCustomer } from '../../../api/people';
import { catalogPickerQuery } from '../../../api/pickers';
import { VOCABULARY } from '../../../lib/vocabulary';
import { customerPickerQuery, type CatalogItem } from '../../../api/reference';
import { formatCents } from '../../../lib/money';
import { lineTotalCents } from '../../../lib/value-composition';
import { CustomerPickerField } from '../../../ui/mantine/customers/CustomerPickerField';
import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text } from '../../../ui/mantine/controls';
import { MoneyField, NumberField, PickerField, TextField, useFieldError } from '../../../ui/mantine/form/fields';
import { numberOf } from '../../../ui/plain/form/values';
import { emptyWizardItem, type WizardValues } from './form-schema';

function ItemLine({ index, onRemove, canRemove }: { index: number; onRemove: () => void; canRemove: boolean }) {
  const { setValue, control } = useFormContext<WizardValues>();
  const item = useWatch({ control, name: `itens.${index}` });
  const total = lineTotalCents({ quantidade: numberOf(item?.quantidade) ?? 0, valor: numberOf(item?.valor) ?? 0 });
  return (
    <Paper withBorder p="sm" component="fieldset" aria-label={`Item ${index + 1}`} style={{ margin: 0 }}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600} component="legend" style={{ padding: 0 }}>
            Item {index + 1}
          </Text>
          {canRemove && (
            <ActionIcon variant="subtle" color="red" onClick={onRemove} aria-label={`Remover item ${index + 1}`}>
              ×
            </ActionIcon>
          )}
        </Group>
        <PickerField<CatalogItem>
          name={`itens.${index}.id`}
          label="Produto ou serviço"
          required
          placeholder={VOCABULARY.productSearch}
          optionsQuery={catalogPickerQuery}
          onPicked={(option) => {
            const price = option?.data?.preco;
            if (price !== null && price !== undefined) setValue(`itens.${index}.valor`, price, { shouldDirty: true });
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberField name={`itens.${index}.quantidade`} label="Quantidade" required decimalScale={4} />
          <MoneyField name={`itens.${index}.valor`} label="Valor unitário" required />
          <MoneyField name={`itens.${index}.valor_custo`} label="Valor de custo" />
        </SimpleGrid>
        <TextField name={`itens.${index}.descricao`} label="Descrição (opcional)" />
        <Text size="sm" ta="right" aria-live="polite">
          Total da linha: <strong>{formatCents(total)}</strong>
        </Text>
      </Stack>
    </Paper>
  );
}

export function StepCustomerItems() {
  const { control } = useFormContext<WizardValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'itens' });
  const itemsError = useFieldError('itens');
  const rootItemsError = useFieldError('itens.root');
  const createCustomer = useCreateCustomer();
  return (
    <Stack>
      <CustomerPickerField name="id_cliente" required optionsQuery={customerPickerQuery} create={createCustomer} />
      {fields.map((field, index) => (
        <ItemLine key={field.id} index={index} canRemove={fields.length > 1} onRemove={() => remove(index)} />
      ))}
      {(rootItemsError ?? (typeof itemsError === 'string' ? itemsError : undefined)) && (
        <Text c="red" size="sm" role="alert">
          {rootItemsError ?? itemsError}
        </Text>
      )}
      <Group>
        <Button variant="light" onClick={() => append(emptyWizardItem())}>
          Adicionar item
        </Button>
      </Group>
    </Stack>
  );
}
