import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../../api/http';
import { useCreateCustomer } from '../../../api/people';
import { useCreateLedgerEvent, type CreationOutcome, type FinancialEventRequest } from '../../../api/payables';
import { accountPickerQuery } from '../../../api/pickers';
import type { Side } from '../../../api/receivables';
import { customerPickerQuery, supplierPickerQuery } from '../../../api/reference';
import type { IsoDate } from '../../../lib/dates';
import { monthBounds } from '../../../lib/date-math';
import { notifications, Paper, SimpleGrid, Title } from '../../../ui/mantine/controls';
import { CustomerPickerField } from '../../../ui/mantine/customers/CustomerPickerField';
import { ErrorAlert } from '../../../ui/mantine/ErrorAlert';
import { DraftedForm, useDraftedForm } from '../../../ui/mantine/form/DraftedForm';
import { DateField, PickerField, TextField } from '../../../ui/mantine/form/fields';
import { ApportionmentSection } from './ApportionmentSection';
import { emptyLedgerEvent, LEDGER_DRAFTS, ledgerFormSchema, type LedgerFormValues } from './form-schema';
import { InstallmentsSection } from './InstallmentsSection';
import { serverMessageText } from '../../../ui/plain/form/server-message';

/** What differs between a new receivable and a new payable: words, the party's picker, the list. */
const SIDES = {
  receber: {
    title: 'Nova conta a receber',
    noun: 'Conta a receber',
    party: 'Cliente',
    partyQuery: customerPickerQuery,
    placeholder: 'Ex.: Implantação do sistema',
    list: '/recebiveis',
  },
  pagar: {
    title: 'Nova conta a pagar',
    noun: 'Conta a pagar',
    party: 'Fornecedor',
    partyQuery: supplierPickerQuery,
    placeholder: 'Ex.: Aluguel do escritório',
    list: '/pagamentos',
  },
} as const;

/**
 * A receivable or payable typed by hand: its party, category lines (rateio) and monthly
 * installments whose dates and values may be changed; sent once, then followed through the
 * platform's protocol to its installments. A receivable's customer may be registered here
 * ("Novo cliente").
 */
export default function LedgerCreatePage({ side, draftOwner }: { side: Side; draftOwner?: string | undefined }) {
  const words = SIDES[side];
  const createCustomer = useCreateCustomer();
  const navigate = useNavigate();
  const resolver = useMemo(() => zodResolver(ledgerFormSchema(side)), [side]);
  const drafted = useDraftedForm<LedgerFormValues, FinancialEventRequest>(
    LEDGER_DRAFTS[side],
    draftOwner,
    emptyLedgerEvent,
    resolver,
  );
  const [serverError, setServerError] = useState<string | null>(null);
  const create = useCreateLedgerEvent(side);

  const submit = drafted.form.handleSubmit(async (body) => {
    setServerError(null);
    let outcome: CreationOutcome;
    try {
      outcome = await create.mutateAsync(body);
    } catch (error) {
      setServerError(
        isApiError(error)
          ? error.message
          : `Não foi possível registrar a ${words.noun.toLowerCase()}. Tente novamente.`,
      );
      return;
    }
    drafted.draft.clear();
    notifications.show(notice(outcome, body, words.noun));
    navigate(listOf(words.list, body));
  });

  return (
    <DraftedForm
      drafted={drafted}
      title={words.title}
      onSubmit={submit}
      invalidText="Corrija os campos indicados antes de registrar."
      cancelTo={words.list}
      submitLabel={`Registrar ${words.noun.toLowerCase()}`}
    >
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          Dados da conta
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {side === 'receber' ? (
            <CustomerPickerField
              name="contato"
              label={words.party}
              required
              optionsQuery={words.partyQuery}
              create={createCustomer}
            />
          ) : (
            <PickerField
              name="contato"
              label={words.party}
              placeholder="Nome ou CNPJ/CPF"
              required
              optionsQuery={words.partyQuery}
            />
          )}
          <TextField name="descricao" label="Descrição" placeholder={words.placeholder} required maxLength={200} />
          <DateField name="data_competencia" label="Competência" required />
          <PickerField name="conta_financeira" label="Conta financeira" required optionsQuery={accountPickerQuery} />
          <TextField name="observacao" label="Observação" placeholder="Opcional" maxLength={255} />
        </SimpleGrid>
      </Paper>
      <ApportionmentSection side={side} />
      <InstallmentsSection />
      {serverError && (
        <ErrorAlert key={serverError} title={`Não foi possível registrar a ${words.noun.toLowerCase()}`}>
          {serverMessageText(serverError)}
        </ErrorAlert>
      )}
    </DraftedForm>
  );
}

function notice(outcome: CreationOutcome, body: FinancialEventRequest, noun: string) {
  const sent = body.condicao_pagamento.parcelas.length;
  const count = (n: number) => (n === 1 ? '1 parcela' : `${n} parcelas`);
  if (outcome.kind === 'refused')
    return {
      color: 'red',
      title: `A plataforma recusou a ${noun.toLowerCase()}`,
      message: outcome.message,
      autoClose: false,
    };
  if (outcome.kind === 'created')
    return {
      color: 'green',
      title: `${noun} registrada`,
      message: `${body.descricao}: ${count(outcome.installmentIds.length)}.`,
    };
  return {
    color: 'green',
    title: `${noun} enviada`,
    message: `${body.descricao}: ${count(sent)}. A plataforma pode levar alguns segundos para listá-la.`,
  };
}

/** The list narrowed to what was just registered: its description over its due months. */
function listOf(path: string, body: FinancialEventRequest): string {
  const dues = body.condicao_pagamento.parcelas.map((p) => p.data_vencimento).sort();
  const params = new URLSearchParams({
    descricao: body.descricao,
    data_vencimento_de: monthBounds(dues[0] as IsoDate).first,
    data_vencimento_ate: monthBounds(dues.at(-1) as IsoDate).last,
  });
  return `${path}?${params.toString()}`;
}
