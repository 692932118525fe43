import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm, useFormContext, useWatch, type Resolver } from 'react-hook-form';
import {
  CHARGE_KINDS,
  chargeRequestSchema,
  isChargeAccount,
  useCreateCharge,
  type ChargeRequest,
} from '../../api/charges';
import { personQueries, useUpdateCustomer, type Person } from '../../api/people';
import { referenceQueries } from '../../api/reference';
import { chargeMissing } from '../../lib/people';
import { EditCustomerDialog } from '../../ui/mantine/customers/CustomerDialog';
import { chargeKindLabel } from '../../lib/labels/charge';
import { platformToday } from '../../lib/dates';
import { addDays } from '../../lib/date-math';
import { Alert, Button, Stack, Text } from '../../ui/mantine/controls';
import { DialogActions } from '../../ui/mantine/DialogActions';
import { DateField, SelectField, TextareaField } from '../../ui/mantine/form/fields';
import { MUTED } from '../../ui/plain/muted';
import { QueryError } from '../../ui/plain/QueryError';
import { firstTabbable } from '../../ui/plain/return-focus';
import { toChargeRequest, type ChargeFormValues } from './charge-form-values';
import type { ChargeTarget } from './charge-target';
import { accountOption } from '../../lib/labels/account';

const KIND_OPTIONS = CHARGE_KINDS.map((k) => ({ value: k, label: chargeKindLabel(k) }));
/** A charge generated today falls due in a few days: time to pay, not a new overdue. */
const DUE_IN_DAYS = 3;

/** The form that generates a charge, validated with the request's own strict schema. */
export function ChargeForm({
  target,
  focusOnShow,
  onBusy,
  onCreated,
  onCancel,
}: {
  target: ChargeTarget;
  focusOnShow: boolean;
  onBusy: (busy: boolean) => void;
  onCreated: (id: string, kind: string) => void;
  onCancel: () => void;
}) {
  const [today] = useState(platformToday);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusOnShow) firstTabbable(formRef.current)?.focus();
  }, [focusOnShow]);
  const resolver = useMemo<Resolver<ChargeFormValues, unknown, ChargeRequest>>(() => {
    const schema = zodResolver(chargeRequestSchema(today));
    return (values, context, options) =>
      schema(toChargeRequest(values, target.parcelaId) as never, context, options as never) as never;
  }, [today, target.parcelaId]);
  const form = useForm<ChargeFormValues, unknown, ChargeRequest>({
    resolver,
    defaultValues: {
      tipo: '',
      conta_bancaria: '',
      data_vencimento: addDays(today, DUE_IN_DAYS),
      descricao_fatura: target.descricao,
    },
  });
  const create = useCreateCharge();
  const { isPending } = create;
  // While the customer is edited over it, the charge dialog stays open (a click in the other dialog is outside it).
  const [editing, setEditing] = useState(false);
  const update = useUpdateCustomer();
  useEffect(() => onBusy(isPending || editing), [isPending, editing, onBusy]);
  const customer = useQuery({
    ...personQueries.detail(target.customerId ?? ''),
    enabled: target.customerId !== null,
  });
  const missing = customer.data ? chargeMissing(customer.data) : [];
  const noticeId = useId();
  const submit = form.handleSubmit((request) =>
    // The provider refuses a charge whose customer lacks them: it would only turn "Inválida".
    missing.length > 0
      ? document.getElementById(noticeId)?.focus()
      : create.mutateAsync(request).then(
          (charge) => onCreated(charge.id, request.tipo),
          () => undefined, // shown from create.error; the form keeps its values
        ),
  );
  return (
    <FormProvider {...form}>
      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-label="Gerar cobrança">
        <Stack>
          <SelectField name="tipo" label="Tipo de cobrança" data={KIND_OPTIONS} required />
          <AccountField />
          <DateField
            name="data_vencimento"
            label="Vencimento"
            min={today}
            required
            description="A data até a qual o cliente pode pagar (não antes de hoje)."
          />
          <InvoiceTextField />
          {customer.data && missing.length > 0 && (
            <CustomerNotice id={noticeId} person={customer.data} missing={missing} onEdit={() => setEditing(true)} />
          )}
          {editing && customer.data && (
            <EditCustomerDialog
              opened
              person={customer.data}
              required={missing}
              update={update}
              onSaved={() => setEditing(false)}
              onClose={() => setEditing(false)}
            />
          )}
          <DialogActions
            error={create.error}
            errorTitle="A cobrança não foi gerada"
            pending={isPending}
            onCancel={onCancel}
            action={
              <Button type="submit" loading={isPending}>
                Gerar cobrança
              </Button>
            }
          />
        </Stack>
      </form>
    </FormProvider>
  );
}

/** The financial accounts that may receive a charge of the chosen kind (CHARGE_ACCOUNT_TYPES_BY_KIND). */
function AccountField() {
  const kind = useWatch<ChargeFormValues, 'tipo'>({ name: 'tipo' });
  const chosen = useWatch<ChargeFormValues, 'conta_bancaria'>({ name: 'conta_bancaria' });
  const accounts = useQuery(referenceQueries.accounts(''));
  const { setValue } = useFormContext<ChargeFormValues>();
  const options = useMemo(
    () => (accounts.data?.items ?? []).filter((a) => a.ativo && isChargeAccount(a.tipo, kind)).map(accountOption),
    [accounts.data, kind],
  );
  // A chosen account the kind does not accept is dropped; a single one is chosen for the user.
  useEffect(() => {
    if (!accounts.data) return;
    if (chosen && !options.some((o) => o.value === chosen)) setValue('conta_bancaria', '');
    else if (!chosen && options.length === 1) setValue('conta_bancaria', options[0]?.value ?? '');
  }, [accounts.data, chosen, options, setValue]);
  if (accounts.isError) {
    return <QueryError title="Não foi possível carregar as contas financeiras" query={accounts} />;
  }
  return (
    <Stack gap={4}>
      <SelectField name="conta_bancaria" label="Conta financeira" data={options} required />
      <Text size="xs" c={MUTED}>
        {accounts.isPending
          ? 'Carregando as contas…'
          : options.length === 0
            ? 'Nenhuma conta aceita cobranças: é preciso uma conta do tipo Cobranças ou uma Conta PJ (conta corrente).'
            : 'Só as contas que aceitam cobranças: do tipo Cobranças ou conta corrente (Conta PJ).'}
      </Text>
    </Stack>
  );
}

const MISSING_WORDS = { documento: 'CPF/CNPJ', email: 'e-mail' } as const;

/** What the customer's record lacks for a charge, and "Editar cliente" to fill it in here. */
function CustomerNotice({
  id,
  person,
  missing,
  onEdit,
}: {
  id: string;
  person: Person;
  missing: ('documento' | 'email')[];
  onEdit: () => void;
}) {
  return (
    <Alert id={id} tabIndex={-1} color="yellow" title="Complete o cadastro do cliente" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          O cadastro de <bdi>{person.nome}</bdi> não tem {missing.map((m) => MISSING_WORDS[m]).join(' nem ')}: sem{' '}
          {missing.length > 1 ? 'eles' : 'isso'}, o emissor recusa a cobrança.
        </Text>
        <Button size="compact-sm" variant="light" onClick={onEdit} aria-haspopup="dialog">
          Editar cliente
        </Button>
      </Stack>
    </Alert>
  );
}

function InvoiceTextField() {
  return (
    <TextareaField
      name="descricao_fatura"
      label="Texto da fatura"
      description="O que o cliente lê na cobrança (até 500 caracteres)."
      required
      rows={3}
    />
  );
}
