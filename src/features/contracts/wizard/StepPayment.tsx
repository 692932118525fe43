import { useFormContext, useWatch } from 'react-hook-form';
import { PAYMENT_TYPES } from '../../../api/contracts';
import {
  accountPickerQuery,
  costCenterPickerQuery,
  revenueCategoryPickerQuery,
  sellerPickerQuery,
} from '../../../api/pickers';
import { paymentTypeLabel } from '../../../lib/labels/contract';
import { SimpleGrid, Stack } from '../../../ui/mantine/controls';
import {
  DateField,
  MoneyField,
  NumberField,
  PickerField,
  SelectField,
  TextareaField,
} from '../../../ui/mantine/form/fields';
import { DISCOUNT_KINDS } from '../../../ui/plain/form/values';
import type { WizardValues } from './form-schema';

const PAYMENT_OPTIONS = PAYMENT_TYPES.map((t) => ({ value: t, label: paymentTypeLabel(t) })).sort((a, b) =>
  a.label.localeCompare(b.label, 'pt-BR'),
);

export function StepPayment() {
  const { control } = useFormContext<WizardValues>();
  const discountKind = useWatch({ control, name: 'composicao_de_valor.desconto.tipo' });
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <SelectField
          required
          name="condicao_pagamento.tipo_pagamento"
          label="Forma de pagamento"
          data={PAYMENT_OPTIONS}
        />
        <NumberField
          name="condicao_pagamento.dia_vencimento"
          label="Dia de vencimento"
          description="De 1 a 31"
          required
          allowDecimal={false}
        />
        <DateField name="condicao_pagamento.primeira_data_vencimento" label="Primeiro vencimento" required />
      </SimpleGrid>
      <PickerField
        name="condicao_pagamento.id_conta_financeira"
        label="Conta financeira"
        optionsQuery={accountPickerQuery}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <MoneyField name="composicao_de_valor.frete" label="Frete por cobrança" />
        <SelectField required name="composicao_de_valor.desconto.tipo" label="Tipo de desconto" data={DISCOUNT_KINDS} />
        {discountKind === 'VALOR' ? (
          <MoneyField
            name="composicao_de_valor.desconto.valor"
            label="Desconto"
            description="Deixe em branco para nenhum"
          />
        ) : (
          <NumberField
            name="composicao_de_valor.desconto.valor"
            label="Desconto (%)"
            description="Deixe em branco para nenhum"
            decimalScale={2}
          />
        )}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <PickerField name="id_categoria" label="Categoria" optionsQuery={revenueCategoryPickerQuery} />
        <PickerField name="id_centro_custo" label="Centro de custo" optionsQuery={costCenterPickerQuery} />
        <PickerField name="id_vendedor" label="Vendedor" optionsQuery={sellerPickerQuery} />
      </SimpleGrid>
      <TextareaField name="observacoes" label="Observações" rows={3} />
      <TextareaField
        name="observacoes_pagamento"
        label="Observações para a nota fiscal"
        description="Enviada com o contrato, mas a plataforma não a devolve na consulta: o detalhe do contrato não a mostra."
        rows={3}
      />
    </Stack>
  );
}
