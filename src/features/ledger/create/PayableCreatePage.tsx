import { notifications, Paper, SimpleGrid, Title } from '../../../ui/mantine/controls';
import { Table } from '../../../ui/plain/Table';
import { ErrorAlert } from '../../../ui/mantine/ErrorAlert';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../../api/http';
import { useCreatePayable, type FinancialEventRequest } from '../../../api/payables';
import { accountPickerQuery, costCenterPickerQuery, expenseCategoryPickerQuery } from '../../../api/pickers';
import { supplierPickerQuery } from '../../../api/reference';
import { formatDateBR, type IsoDate } from '../../../lib/dates';
import { monthBounds } from '../../../lib/date-math';
import { installmentDescription, splitInstallments } from '../../../lib/installments';
import { formatCents, toCents } from '../../../lib/money';
import { DraftedForm, useDraftedForm } from '../../../ui/mantine/form/DraftedForm';
import { DateField, MoneyField, NumberField, PickerField, TextField } from '../../../ui/mantine/form/fields';
import { numberOf } from '../../../ui/plain/form/values';
import { emptyPayable, payableDraft, payableFormSchema, type PayableFormValues } from './form-schema';

/** A payable typed by hand, split into monthly installments, with a draft per user. */
export default function PayableCreatePage({ draftOwner }: { draftOwner?: string | undefined }) {
  const navigate = useNavigate();
  const drafted = useDraftedForm<PayableFormValues, FinancialEventRequest>(
    payableDraft,
    draftOwner,
    emptyPayable,
    zodResolver(payableFormSchema),
  );
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useCreatePayable();
  const { handleSubmit } = drafted.form;

  const submit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      await create.mutateAsync(body);
      drafted.draft.clear();
      const parcelas = body.condicao_pagamento.parcelas;
      notifications.show({
        color: 'green',
        title: 'Conta a pagar registrada',
        message: `${body.descricao}: ${parcelas.length === 1 ? '1 parcela' : `${parcelas.length} parcelas`}. A plataforma pode levar alguns segundos para listá-la.`,
      });
      navigate(listOf(body));
    } catch (error) {
      setServerError(
        isApiError(error) ? error.message : 'Não foi possível registrar a conta a pagar. Tente novamente.',
      );
    }
  });

  return (
    <DraftedForm
      drafted={drafted}
      title="Nova conta a pagar"
      onSubmit={submit}
      invalidText="Corrija os campos indicados antes de registrar."
      cancelTo="/pagamentos"
      submitLabel="Registrar conta a pagar"
    >
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          Dados da conta
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <PickerField
            name="contato"
            label="Fornecedor"
            placeholder="Nome ou CNPJ/CPF"
            required
            optionsQuery={supplierPickerQuery}
          />
          <TextField
            name="descricao"
            label="Descrição"
            placeholder="Ex.: Aluguel do escritório"
            required
            maxLength={200}
          />
          <DateField name="data_competencia" label="Competência" required />
          <PickerField name="id_categoria" label="Categoria" required optionsQuery={expenseCategoryPickerQuery} />
          <PickerField
            name="id_centro_custo"
            label="Centro de custo"
            placeholder="Opcional"
            optionsQuery={costCenterPickerQuery}
          />
          <PickerField name="conta_financeira" label="Conta financeira" required optionsQuery={accountPickerQuery} />
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          Valor e parcelas
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <MoneyField name="valor" label="Valor total" required />
          <NumberField name="parcelas" label="Parcelas" min={1} max={60} allowDecimal={false} required />
          <DateField name="primeiro_vencimento" label="Primeiro vencimento" required />
        </SimpleGrid>
        <InstallmentsPreview />
      </Paper>
      {serverError && (
        <ErrorAlert key={serverError} title="Não foi possível registrar a conta a pagar">
          {serverError}
        </ErrorAlert>
      )}
    </DraftedForm>
  );
}

/** The installments the form will send, as they are typed. */
function InstallmentsPreview() {
  const [valor, parcelas, first, descricao] = useWatch<PayableFormValues>({
    name: ['valor', 'parcelas', 'primeiro_vencimento', 'descricao'],
  }) as [unknown, unknown, string, string];
  const total = numberOf(valor);
  const count = numberOf(parcelas);
  const parts =
    total !== undefined && count !== undefined && count <= 60 && /^\d{4}-\d{2}-\d{2}$/.test(first)
      ? splitInstallments(toCents(total), count, first as IsoDate)
      : [];
  if (parts.length === 0) return null;
  return (
    <Table style={{ marginTop: 'var(--mantine-spacing-sm)' }} withTableBorder striped aria-label="Parcelas a registrar">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Parcela</Table.Th>
          <Table.Th>Vencimento</Table.Th>
          <Table.Th ta="right">Valor</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {parts.map((p) => (
          <Table.Tr key={p.index}>
            <Table.Td>{installmentDescription(descricao || 'Parcela', p.index, parts.length)}</Table.Td>
            <Table.Td>{formatDateBR(p.dueDate)}</Table.Td>
            <Table.Td ta="right" className="ui-money">
              {formatCents(p.cents)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The payables list narrowed to what was just registered: its description over its due months. */
function listOf(body: FinancialEventRequest): string {
  const dues = body.condicao_pagamento.parcelas.map((p) => p.data_vencimento).sort();
  const params = new URLSearchParams({
    descricao: body.descricao,
    data_vencimento_de: monthBounds(dues[0] as IsoDate).first,
    data_vencimento_ate: monthBounds(dues.at(-1) as IsoDate).last,
  });
  return `/pagamentos?${params.toString()}`;
}
