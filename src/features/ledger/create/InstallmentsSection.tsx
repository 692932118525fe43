import { useFormContext, useWatch } from 'react-hook-form';
import { installmentDescription } from '../../../lib/installments';
import { toCents } from '../../../lib/money';
import { Paper, SimpleGrid, Title } from '../../../ui/mantine/controls';
import { DateField, MoneyField, NumberField } from '../../../ui/mantine/form/fields';
import { numberOf } from '../../../ui/plain/form/values';
import { installmentRows, type LedgerFormValues } from './form-schema';
import { InstallmentRows } from './InstallmentRows';

/**
 * "Valor e parcelas": the total, the count and the first due date make monthly installments
 * (the cents spread so they add up); each row's date and value may then be changed.
 */
export function InstallmentsSection() {
  const { control } = useFormContext<LedgerFormValues>();
  const [valor, parcelas, first, descricao] = useWatch({
    control,
    name: ['valor', 'parcelas', 'primeiro_vencimento', 'descricao'],
  });
  const total = numberOf(valor);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Valor e parcelas
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <MoneyField name="valor" label="Valor total" required />
        <NumberField name="parcelas" label="Parcelas mensais" min={1} max={60} allowDecimal={false} required />
        <DateField name="primeiro_vencimento" label="Primeiro vencimento" required />
      </SimpleGrid>
      <InstallmentRows
        makeKey={`${String(valor)}|${String(parcelas)}|${first}`}
        make={() => installmentRows(valor, parcelas, first)}
        labelOf={(i, n) => installmentDescription(descricao || 'Parcela', i, n)}
        totalCents={total === undefined ? undefined : toCents(total)}
      />
    </Paper>
  );
}
