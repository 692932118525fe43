import type { LedgerSide } from '../../../lib/labels/receivable';
import type { UseQueryResult } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { SETTLEMENT_METHODS, type SettlementRequest } from '../../../api/receivables';
import type { FinancialAccount } from '../../../api/reference';
import { SETTLEMENT_METHOD_LABELS } from '../../../lib/labels/settlement';
import { settlementNetCents } from '../../../lib/settlement';
import { SimpleGrid, Stack } from '../../../ui/mantine/controls';
import { DateField, MoneyField, SelectField, TextareaField, TextField } from '../../../ui/mantine/form/fields';
import { MUTED } from '../../../ui/plain/muted';
import { num, type SettlementFormValues } from './settlement-values';
import { AccountField, CompositionTotal, PaymentRow } from './installment-fields';

const METHOD_OPTIONS = SETTLEMENT_METHODS.map((m) => ({ value: m, label: SETTLEMENT_METHOD_LABELS[m] ?? m }));

/** One amount of the value composition: the kit's `MoneyField` with the form's muted description. */
function CompositionField({
  name,
  ...props
}: {
  name: keyof SettlementFormValues['composicao_valor'];
  label: string;
  description?: string | undefined;
  withAsterisk?: boolean;
}) {
  return <MoneyField name={`composicao_valor.${name}`} styles={{ description: { color: MUTED } }} {...props} />;
}

/** A settlement's fields, for the settlement and correction forms, read through `useFormContext`. */
export function SettlementFields({
  accounts,
  grossDescription,
  allowNoMethod = true,
  side = 'receber',
}: {
  accounts: UseQueryResult<{ items: FinancialAccount[] }>;
  /** Under the gross value, e.g. "Em aberto: R$ 600,00". */
  grossDescription?: string | undefined;
  /** Whether "Não informada" is offered (a correction cannot erase a method the platform has). */
  allowNoMethod?: boolean;
  /** The installment's side: the net is received or paid. */
  side?: LedgerSide;
}) {
  const { control, formState } = useFormContext<SettlementFormValues, unknown, SettlementRequest>();
  const values = useWatch({ control });
  const netCents = settlementNetCents({
    valor_bruto: num(values.composicao_valor?.valor_bruto ?? ''),
    multa: num(values.composicao_valor?.multa ?? ''),
    juros: num(values.composicao_valor?.juros ?? ''),
    desconto: num(values.composicao_valor?.desconto ?? ''),
    taxa: num(values.composicao_valor?.taxa ?? ''),
  });
  const compositionError =
    formState.errors.composicao_valor?.message ?? formState.errors.composicao_valor?.root?.message;

  return (
    <Stack gap="md">
      <PaymentRow
        date={<DateField name="data_pagamento" label="Data do pagamento" withAsterisk />}
        account={<AccountField name="conta_financeira" accounts={accounts} empty="Escolha a conta" withAsterisk />}
        method={
          <SelectField
            name="metodo_pagamento"
            label="Forma de pagamento"
            empty="Não informada"
            keepEmpty={allowNoMethod}
            data={METHOD_OPTIONS}
          />
        }
      />

      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        <CompositionField name="valor_bruto" label="Valor bruto" description={grossDescription} withAsterisk />
        <CompositionField name="multa" label="Multa" />
        <CompositionField name="juros" label="Juros" />
        <CompositionField name="desconto" label="Desconto" />
        <CompositionField name="taxa" label="Taxa" />
      </SimpleGrid>

      <CompositionTotal
        label={side === 'pagar' ? 'Valor líquido pago:' : 'Valor líquido recebido:'}
        cents={netCents}
        invalid={netCents < 0}
        testId="net-amount"
        error={compositionError}
      />

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextField
          name="nsu"
          label="NSU"
          description="Número sequencial da transação (cartão, Pix)"
          styles={{ description: { color: MUTED } }}
        />
        <TextareaField name="observacao" label="Observação" rows={2} />
      </SimpleGrid>
    </Stack>
  );
}
