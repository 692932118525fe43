import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { catalogPickerQuery } from '../../../api/pickers';
import { VOCABULARY } from '../../../lib/vocabulary';
import type { CatalogItem } from '../../../api/reference';
import { formatCents } from '../../../lib/money';
import { lineTotalCents } from '../../../lib/value-composition';
import { ActionIcon, Button, Paper, Text, Title, VisuallyHidden } from '../../../ui/mantine/controls';
import { MoneyField, NumberField, PickerField, useFieldError } from '../../../ui/mantine/form/fields';
import { numberOf, toNumber } from '../../../ui/plain/form/values';
import { Table } from '../../../ui/plain/Table';
import { emptyQuoteItem, type QuoteFormValues } from './form-schema';

function ItemRow({ index, onRemove, canRemove }: { index: number; onRemove: () => void; canRemove: boolean }) {
  const { control, getValues, setValue } = useFormContext<QuoteFormValues>();
  const { isSubmitted } = useFormState({ control });
  const [quantidade, valor] = useWatch({ control, name: [`itens.${index}.quantidade`, `itens.${index}.valor`] });
  const n = index + 1;
  return (
    <Table.Tr style={{ verticalAlign: 'top' }}>
      <Table.Td>
        <PickerField<CatalogItem>
          name={`itens.${index}.id`}
          aria-label={`Produto ou serviço do item ${n}`}
          placeholder={VOCABULARY.productSearch}
          clearable={false}
          optionsQuery={catalogPickerQuery}
          onPicked={(option) => {
            // The item's price fills the unit value the user has not typed.
            const price = option?.data?.preco;
            if (price && toNumber(getValues(`itens.${index}.valor`)) === undefined) {
              setValue(`itens.${index}.valor`, price, { shouldValidate: isSubmitted });
            }
          }}
        />
      </Table.Td>
      <Table.Td>
        <NumberField
          name={`itens.${index}.quantidade`}
          aria-label={`Quantidade do item ${n}`}
          decimalScale={3}
          hideControls
        />
      </Table.Td>
      <Table.Td>
        <MoneyField name={`itens.${index}.valor`} aria-label={`Valor unitário do item ${n}`} />
      </Table.Td>
      <Table.Td>
        <MoneyField name={`itens.${index}.valor_custo`} aria-label={`Custo do item ${n}`} />
      </Table.Td>
      <Table.Td ta="right" style={{ paddingTop: 'var(--mantine-spacing-md)' }} aria-label={`Total do item ${n}`}>
        {formatCents(lineTotalCents({ quantidade: numberOf(quantidade) ?? 0, valor: numberOf(valor) ?? 0 }))}
      </Table.Td>
      <Table.Td>
        <ActionIcon
          variant="subtle"
          color="red"
          mt={4}
          aria-label={`Remover o item ${n}`}
          disabled={!canRemove}
          onClick={onRemove}
        >
          <span aria-hidden>✕</span>
        </ActionIcon>
      </Table.Td>
    </Table.Tr>
  );
}

/** "Itens": one row per product or service, with its line total. */
export function QuoteItemsSection() {
  const { control } = useFormContext<QuoteFormValues>();
  const items = useFieldArray({ control, name: 'itens' });
  const listError = useFieldError('itens');
  const rootError = useFieldError('itens.root');
  const itemsError = listError ?? rootError;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Itens
      </Title>
      {itemsError && (
        <Text c="red" size="sm" role="alert" mb="xs">
          {itemsError}
        </Text>
      )}
      <Table.ScrollContainer minWidth={860}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Produto ou serviço</Table.Th>
              <Table.Th w={110}>Quantidade</Table.Th>
              <Table.Th w={150}>Valor unitário</Table.Th>
              <Table.Th w={150}>Custo</Table.Th>
              <Table.Th w={130} ta="right">
                Total
              </Table.Th>
              <Table.Th w={50}>
                <VisuallyHidden>Ações</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.fields.map((row, index) => (
              <ItemRow
                key={row.id}
                index={index}
                canRemove={items.fields.length > 1}
                onRemove={() => items.remove(index)}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Button variant="light" mt="sm" onClick={() => items.append(emptyQuoteItem(), { shouldFocus: false })}>
        Adicionar item
      </Button>
    </Paper>
  );
}
