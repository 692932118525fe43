import { ErrorAlert } from '../../../ui/ErrorAlert';
import { Alert, Button, Group, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { isApiError } from '../../../api/http';
import {
  receivableKeys,
  receivableQueries,
  useUpdateSettlement,
  type Installment,
  type Settlement,
  type SettlementRequest,
} from '../../../api/receivables';
import { referenceQueries, type FinancialAccount } from '../../../api/reference';
import { formatDateBR, todayIso } from '../../../lib/dates';
import { settlementMethodLabel } from '../../../lib/labels';
import { formatCents, toCents } from '../../../lib/money';
import { ConfirmUnusual } from './ConfirmUnusual';
import { SettlementFields } from './SettlementFields';
import { settlementName } from './settlement-name';
import {
  rebase,
  settlementResolver,
  toUpdate,
  unusualReasons,
  valuesOf,
  type SettlementFormValues,
} from './settlement-values';

/**
 * Corrects a settlement (`PATCH .../parcelas/baixa/{baixa_id}`): a form prefilled with the
 * settlement as it reads now, validated by the same rules as a new settlement, sent with
 * the `versao` it was read with. When someone else changed it meanwhile (409), the typed
 * values stay; "Carregar a versão atual" reads it again, says what changed, and the next
 * "Salvar correção" applies the user's values over that version. Loaded on the first
 * "Corrigir" (its own chunk, like the undo dialog).
 */
export default function CorrectSettlementDialog({
  installment,
  settlement,
  onClose,
  onCorrected,
}: {
  installment: Installment;
  settlement: Settlement | null;
  onClose: () => void;
  onCorrected: (before: Settlement, after: Settlement) => void;
}) {
  const accounts = useQuery(referenceQueries.accounts(''));
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    // Focus goes back through the page (useReturnFocus): the trigger may be gone after the change.
    <Modal opened={settlement !== null} onClose={close} title="Corrigir baixa" size="xl" returnFocus={false}>
      {settlement &&
        (accounts.isPending ? (
          <Group gap="xs">
            <Loader size="sm" aria-label="Carregando as contas financeiras" />
            <Text size="sm">Carregando as contas financeiras…</Text>
          </Group>
        ) : (
          <CorrectionForm
            key={settlement.id}
            installment={installment}
            settlement={settlement}
            accounts={accounts}
            onBusy={setBusy}
            onCancel={close}
            onCorrected={onCorrected}
          />
        ))}
    </Modal>
  );
}

/** One changed field: its label, the value the user opened, the value now. */
export interface Change {
  label: string;
  before: string;
  after: string;
}

const money = (v: number | null) => formatCents(toCents(v ?? 0));
const textOf = (v: string | null) => (v && v.trim() ? v : '—');

/** The fields that differ between two reads of a settlement, in words. */
export function changesBetween(
  before: Settlement,
  after: Settlement,
  accountName: (conta: Settlement['conta']) => string,
): Change[] {
  const fields: Array<[string, (s: Settlement) => string]> = [
    ['Data do pagamento', (s) => formatDateBR(s.data_pagamento)],
    ['Conta financeira', (s) => accountName(s.conta)],
    ['Forma de pagamento', (s) => (s.metodo_pagamento ? settlementMethodLabel(s.metodo_pagamento) : 'Não informada')],
    ['Valor bruto', (s) => money(s.composicao.valor_bruto)],
    ['Multa', (s) => money(s.composicao.multa)],
    ['Juros', (s) => money(s.composicao.juros)],
    ['Desconto', (s) => money(s.composicao.desconto)],
    ['Taxa', (s) => money(s.composicao.taxa)],
    ['NSU', (s) => textOf(s.nsu)],
    ['Observação', (s) => textOf(s.observacao)],
  ];
  return fields
    .map(([label, show]) => ({ label, before: show(before), after: show(after) }))
    .filter((c) => c.before !== c.after);
}

type Reload =
  | { phase: 'idle' }
  | { phase: 'loading' }
  | { phase: 'failed'; message: string }
  | { phase: 'gone' }
  | { phase: 'loaded'; changes: Change[] };

function CorrectionForm({
  installment,
  settlement,
  accounts,
  onBusy,
  onCancel,
  onCorrected,
}: {
  installment: Installment;
  settlement: Settlement;
  accounts: UseQueryResult<{ items: FinancialAccount[] }>;
  onBusy: (busy: boolean) => void;
  onCancel: () => void;
  onCorrected: (before: Settlement, after: Settlement) => void;
}) {
  const queryClient = useQueryClient();
  const [today] = useState(() => todayIso());
  /** The version the user's values apply to: as opened, then as reloaded after a conflict. */
  const [base, setBase] = useState(settlement);
  const [conflict, setConflict] = useState(false);
  const [reload, setReload] = useState<Reload>({ phase: 'idle' });
  const form = useForm<SettlementFormValues, unknown, SettlementRequest>({
    resolver: settlementResolver,
    defaultValues: valuesOf(settlement),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, handleSubmit, getValues } = form;
  const values = useWatch({ control });
  const snapshot = JSON.stringify(values);

  const mutation = useUpdateSettlement(installment.id);
  const sending = useRef(false);
  const [pending, setPending] = useState<{ body: SettlementRequest; snapshot: string; reasons: string[] } | null>(null);
  const confirming = pending && pending.snapshot === snapshot ? pending : null;

  // This settlement may cover what is open plus what it already covers.
  const maxCents = toCents(installment.nao_pago ?? 0) + toCents(base.composicao.valor_bruto ?? 0);

  const accountName = (conta: Settlement['conta']) => {
    if (!conta) return '—';
    if (conta.nome) return conta.nome;
    return accounts.data?.items.find((a) => a.id === conta.id)?.nome ?? '—';
  };

  const send = (body: SettlementRequest) => {
    if (sending.current || base.versao === null) return;
    sending.current = true;
    onBusy(true);
    setPending(null);
    setConflict(false);
    setReload({ phase: 'idle' });
    mutation.mutateAsync({ baixaId: base.id, body: toUpdate(body, getValues(), base.versao) }).then(
      (updated) => {
        sending.current = false;
        onBusy(false);
        onCorrected(settlement, updated);
      },
      (error: unknown) => {
        sending.current = false;
        onBusy(false);
        if (isApiError(error) && error.status === 409) setConflict(true);
        // Undone meanwhile: nothing left to correct.
        if (isApiError(error) && error.status === 404) setReload({ phase: 'gone' });
      },
    );
  };

  const onValid = (body: SettlementRequest) => {
    if (sending.current) return;
    const { reasons } = unusualReasons(body, today, maxCents, 'o que esta baixa pode cobrir');
    if (reasons.length && !confirming) {
      setPending({ body, snapshot, reasons });
      return;
    }
    send(body);
  };

  /** Reads the settlement again; the typed values stay, and what changed is listed. */
  const loadCurrent = async () => {
    setReload({ phase: 'loading' });
    try {
      const list = await queryClient.fetchQuery({ ...receivableQueries.settlements(installment.id), staleTime: 0 });
      // The summary above shows the installment as it is now, too.
      void queryClient.invalidateQueries({ queryKey: receivableKeys.detail(installment.id), exact: true });
      const current = list.find((s) => s.id === base.id);
      if (!current) {
        setReload({ phase: 'gone' });
        return;
      }
      setReload({ phase: 'loaded', changes: changesBetween(base, current, accountName) });
      form.reset(rebase(getValues(), valuesOf(base), valuesOf(current)));
      setBase(current);
      setConflict(false);
      mutation.reset();
    } catch (error) {
      setReload({
        phase: 'failed',
        message: error instanceof Error ? error.message : 'Não foi possível ler a baixa de novo.',
      });
    }
  };

  const otherError = mutation.isError && !conflict && reload.phase !== 'gone' ? mutation.error.message : null;

  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void handleSubmit(onValid)(event)} noValidate aria-label="Corrigir baixa">
        <Stack gap="md">
          <Text size="sm">
            Corrigindo a baixa de <strong>{settlementName(settlement)}</strong>. Os campos mostram a baixa como está
            registrada; altere o que estiver errado.
          </Text>
          <SettlementFields
            accounts={accounts}
            grossDescription={`Esta baixa pode cobrir até ${formatCents(maxCents)}`}
            allowNoMethod={!base.metodo_pagamento}
            side={installment.lado}
          />

          {base.versao === null && (
            <Alert color="red" variant="light" role="alert" title="Não é possível corrigir esta baixa">
              A plataforma não informou a versão desta baixa, que é exigida para corrigi-la. Feche e abra a página de
              novo.
            </Alert>
          )}

          {conflict && (
            <Alert color="orange" variant="light" role="alert" title="A baixa mudou enquanto você a corrigia">
              <Stack gap="xs">
                <Text size="sm">
                  Esta baixa foi alterada por outra pessoa ou aba depois que você a abriu, e a plataforma não aceita
                  corrigir uma versão antiga. Nada foi salvo; seus valores continuam no formulário.
                </Text>
                <Text size="sm">
                  Carregue a versão atual para ver o que mudou; depois, se ainda quiser, salve a sua correção sobre ela.
                </Text>
                <Group>
                  <Button variant="light" color="orange" onClick={() => void loadCurrent()}>
                    Carregar a versão atual
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}

          {reload.phase === 'loading' && (
            <Group gap="xs" role="status">
              <Loader size="sm" />
              <Text size="sm">Carregando a versão atual da baixa…</Text>
            </Group>
          )}
          {reload.phase === 'failed' && (
            <Alert color="red" variant="light" role="alert" title="Não foi possível carregar a versão atual">
              <Stack gap="xs">
                <Text size="sm">{reload.message}</Text>
                <Group>
                  <Button variant="light" color="red" onClick={() => void loadCurrent()}>
                    Tentar novamente
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}
          {reload.phase === 'gone' && (
            <Alert color="red" variant="light" role="alert" title="Esta baixa não existe mais">
              Ela foi desfeita por outra pessoa ou aba: não há o que corrigir. Feche esta janela; o histórico mostra as
              baixas atuais da parcela.
            </Alert>
          )}
          {reload.phase === 'loaded' && (
            <Alert color="blue" variant="light" role="status" title="Versão atual carregada">
              <Stack gap="xs">
                {reload.changes.length ? (
                  <>
                    <Text size="sm">O que mudou desde que você abriu a correção:</Text>
                    <List size="sm" data-testid="settlement-changes">
                      {reload.changes.map((c) => (
                        <List.Item key={c.label}>
                          {c.label}: de {c.before} para {c.after}
                        </List.Item>
                      ))}
                    </List>
                  </>
                ) : (
                  <Text size="sm">Nenhum dos campos mostrados mudou; só a versão da baixa.</Text>
                )}
                <Text size="sm">
                  O que você alterou continua no formulário; os demais campos passaram a mostrar os valores atuais.
                  Clique em “Salvar correção” para aplicar a sua correção sobre a versão atual, ou descarte-a e fique
                  com os valores atuais.
                </Text>
                <Group>
                  <Button
                    variant="light"
                    onClick={() => {
                      form.reset(valuesOf(base));
                      setReload({ phase: 'idle' });
                    }}
                  >
                    Usar os valores atuais
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}

          {otherError && !confirming && (
            <ErrorAlert key={otherError} title="A baixa não foi corrigida">
              {otherError}
            </ErrorAlert>
          )}

          {confirming ? (
            <ConfirmUnusual
              title="Confirme a correção"
              reasons={confirming.reasons}
              confirmLabel="Confirmar e salvar"
              pending={mutation.isPending}
              onReview={() => setPending(null)}
            />
          ) : (
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onCancel} disabled={mutation.isPending}>
                Cancelar
              </Button>
              <Button
                type="submit"
                loading={mutation.isPending}
                disabled={mutation.isPending || base.versao === null || reload.phase === 'gone'}
              >
                Salvar correção
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </FormProvider>
  );
}
