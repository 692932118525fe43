import {
  Alert,
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { receivableQueries, type Installment, type Settlement } from '../../../api/receivables';
import { referenceQueries } from '../../../api/reference';
import { capturedFrom, useRecentUploads } from '../../../api/recent-uploads';
import { settlementMethodLabel } from '../../../lib/labels';
import { eventOriginLabel, RECEIVABLE_STATUS_COLORS } from '../../../lib/receivable-labels';
import { DateText, Money } from '../../../ui/format';
import { PageHeader } from '../../../ui/PageHeader';
import { ErrorState } from '../../../ui/QueryState';
import { useReturnFocus } from '../../../ui/return-focus';
import { StatusBadge } from '../../../ui/StatusBadge';
import { wordsOfPath } from '../list/sides';
import { cameFrom } from './came-from';
import { SettlementForm } from './SettlementForm';
import { settlementName } from './settlement-name';

/** The undo dialog (a Modal, its focus trap and scroll lock) loads on the first "Desfazer". */
const UndoSettlementDialog = lazy(() => import('./UndoSettlementDialog'));
/** The correction form loads on the first "Corrigir". */
const CorrectSettlementDialog = lazy(() => import('./CorrectSettlementDialog'));
import { MUTED } from '../muted';
import { Table } from '../../../ui/Table';

/** Why a settlement cannot be registered, by canonical status (receivable-labels.ts). */
const REFUSED: Record<string, string> = {
  RECEBIDO: 'Esta parcela já está quitada: não há valor em aberto para registrar baixa.',
  CANCELADO: 'Esta parcela foi cancelada e não aceita baixa.',
  PERDIDO: 'Esta parcela foi registrada como perdida e não aceita baixa.',
  RENEGOCIADO: 'Esta parcela foi renegociada e não aceita baixa: registre a baixa nas novas parcelas.',
};

type AccountName = (conta: Settlement['conta'] | Installment['conta_financeira']) => string;
/** An action on a settlement, with the control that asked for it (focus returns there). */
type SettlementAction = (settlement: Settlement, opener: HTMLElement) => void;

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c={MUTED} component="dt">
        {label}
      </Text>
      <Text fw={600} component="dd" dir="auto" m={0}>
        {children}
      </Text>
    </div>
  );
}

function SettlementsTable({
  settlements,
  accountName,
  onUndo,
  onCorrect,
}: {
  settlements: Settlement[];
  accountName: AccountName;
  onUndo: SettlementAction;
  onCorrect: SettlementAction;
}) {
  if (settlements.length === 0) {
    return (
      <Text size="sm" c={MUTED}>
        Nenhuma baixa registrada nesta parcela.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table verticalSpacing={4} aria-label="Baixas anteriores">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Data</Table.Th>
            <Table.Th>Conta</Table.Th>
            <Table.Th>Forma</Table.Th>
            <Table.Th ta="right">Valor bruto</Table.Th>
            <Table.Th ta="right">Líquido</Table.Th>
            <Table.Th>NSU</Table.Th>
            <Table.Th>
              <VisuallyHidden>Ações</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {settlements.map((b) => (
            <Table.Tr key={b.id}>
              <Table.Td>
                <DateText value={b.data_pagamento} />
              </Table.Td>
              <Table.Td>{accountName(b.conta)}</Table.Td>
              <Table.Td>{settlementMethodLabel(b.metodo_pagamento)}</Table.Td>
              <Table.Td ta="right">
                <Money value={b.composicao.valor_bruto} />
              </Table.Td>
              <Table.Td ta="right">
                <Money value={b.valorLiquido} />
              </Table.Td>
              <Table.Td>{b.nsu || '—'}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    onClick={(event) => onCorrect(b, event.currentTarget)}
                    aria-label={`Corrigir a baixa de ${settlementName(b)}`}
                  >
                    Corrigir
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    onClick={(event) => onUndo(b, event.currentTarget)}
                    aria-label={`Desfazer a baixa de ${settlementName(b)}`}
                  >
                    Desfazer
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function InstallmentSummary({
  installment,
  settlements,
  accountName,
  onUndo,
  onCorrect,
}: {
  installment: Installment;
  settlements: Settlement[];
  accountName: AccountName;
  onUndo: SettlementAction;
  onCorrect: SettlementAction;
}) {
  const status = (
    <StatusBadge value={installment.status} label={() => installment.statusLabel} colors={RECEIVABLE_STATUS_COLORS} />
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="parcela-titulo">
      <Group justify="space-between" mb="sm">
        {/* Takes focus when a dialog's trigger is gone after the change (the last settlement undone). */}
        <Title order={2} size="h4" id="parcela-titulo" dir="auto" tabIndex={-1} style={{ outline: 'none' }}>
          {installment.descricao || 'Parcela'}
        </Title>
        {status}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm" component="dl" m={0}>
        {/* The platform's installment read names no customer (docs/platform-differences.md): shown only when sent. */}
        {installment.pessoa && (
          <Field label={installment.lado === 'pagar' ? 'Fornecedor' : 'Cliente'}>
            {installment.pessoa.nome || '—'}
          </Field>
        )}
        <Field label="Vencimento">
          <DateText value={installment.data_vencimento} />
        </Field>
        <Field label="Valor total">
          <Money value={installment.total} />
        </Field>
        <Field label={installment.lado === 'pagar' ? 'Já pago' : 'Já recebido'}>
          <Money value={installment.valor_pago} />
        </Field>
        <Field label="Em aberto">
          <Money value={installment.nao_pago} />
        </Field>
        <Field label="Situação">{installment.statusLabel}</Field>
        <Origin installment={installment} />
      </SimpleGrid>
      <Title order={3} size="h5" mt="md" mb="xs">
        Baixas anteriores
      </Title>
      <SettlementsTable settlements={settlements} accountName={accountName} onUndo={onUndo} onCorrect={onCorrect} />
    </Paper>
  );
}

/**
 * Where the installment came from: the capture this browser accepted (with a link to its
 * review), else the platform's `evento.referencia.origem` when it says one.
 */
function Origin({ installment }: { installment: Installment }) {
  const uploads = useRecentUploads();
  const upload = capturedFrom(uploads, {
    referenceId: installment.evento?.referenciaId,
    descricao: installment.descricao,
    data_vencimento: installment.data_vencimento,
  });
  const captureId = upload?.evento?.id_captura;
  if (captureId)
    return (
      <Field label="Origem">
        <Anchor component={Link} to={`/captura/${encodeURIComponent(captureId)}`}>
          Captura de {upload.nome}
        </Anchor>
      </Field>
    );
  const origin = installment.evento?.origem;
  return origin ? <Field label="Origem">{eventOriginLabel(origin)}</Field> : null;
}

/** `draftOwner`: whose drafts these are (the signed-in user's id); no draft without it. */
/**
 * An installment's page: its summary, its settlements (each corrected or undone from
 * there) and, on `/recebiveis/:id/baixa`, the form that registers one. `/recebiveis/:id`
 * ("Ver parcela") shows the same without the form, which one press opens.
 */
export default function SettlementPage({
  draftOwner,
  view = false,
}: { draftOwner?: string | undefined; view?: boolean } = {}) {
  const { parcelaId = '' } = useParams();
  const detail = useQuery(receivableQueries.detail(parcelaId));
  const accounts = useQuery(referenceQueries.accounts(''));
  const [result, setResult] = useState<Settlement | null>(null);
  const [undoing, setUndoing] = useState<Settlement | null>(null);
  const [undoAsked, setUndoAsked] = useState(false);
  const [undone, setUndone] = useState<Settlement | null>(null);
  const [correcting, setCorrecting] = useState<Settlement | null>(null);
  const [correctAsked, setCorrectAsked] = useState(false);
  const [corrected, setCorrected] = useState<{ before: Settlement; after: Settlement } | null>(null);
  // Back to where the user came from: the list view or the collections screen (their
  // filters) or the contract's detail; else the default list.
  const location = useLocation();
  const words = wordsOfPath(location.pathname);
  const { from, back: backLabel, see } = cameFrom(location.state, words);
  // The correction and undo dialogs give focus back to their trigger, or to a neighbour in
  // the history when the trigger went with the change, else to the installment's title.
  const focus = useReturnFocus(() => document.getElementById('parcela-titulo'));

  // The settlements as GET .../parcelas/{id}/baixa lists them; the installment's own
  // `baixas` until that answers (or if it fails).
  const settlements = useQuery(receivableQueries.settlements(parcelaId));

  // A read names the account (an object); a write answer only gives its id.
  const accountName: AccountName = (conta) => {
    if (!conta) return '—';
    if (conta.nome) return conta.nome;
    return accounts.data?.items.find((a) => a.id === conta.id)?.nome ?? '—';
  };

  const installment = detail.data;
  const back = (
    <Button component={Link} to={from} variant="default">
      {backLabel}
    </Button>
  );

  return (
    <Stack gap="md">
      <PageHeader title={view ? 'Parcela' : 'Registrar baixa'} actions={back} />
      {detail.isPending ? (
        <Center p="xl">
          <Loader aria-label="Carregando a parcela" />
        </Center>
      ) : detail.isError ? (
        <ErrorState
          title="Não foi possível carregar a parcela"
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      ) : installment ? (
        <>
          <InstallmentSummary
            installment={installment}
            settlements={settlements.data ?? installment.baixas}
            accountName={accountName}
            onUndo={(settlement, opener) => {
              focus.remember(opener);
              setUndoAsked(true);
              setUndoing(settlement);
            }}
            onCorrect={(settlement, opener) => {
              focus.remember(opener);
              setCorrectAsked(true);
              setCorrecting(settlement);
            }}
          />
          {correctAsked && (
            <Suspense fallback={null}>
              <CorrectSettlementDialog
                installment={installment}
                settlement={correcting}
                onClose={() => {
                  setCorrecting(null);
                  focus.restore();
                }}
                onCorrected={(before, after) => {
                  setCorrecting(null);
                  setUndone(null);
                  setCorrected({ before, after });
                  focus.restore();
                }}
              />
            </Suspense>
          )}
          {corrected && (
            <Alert
              color="green"
              variant="light"
              title="Baixa corrigida"
              role="status"
              withCloseButton
              onClose={() => setCorrected(null)}
            >
              A baixa de {settlementName(corrected.before)} foi corrigida: agora é de{' '}
              <strong data-testid="corrected-settlement">{settlementName(corrected.after)}</strong>. Nova situação da
              parcela: <strong data-testid="installment-status-after-correction">{installment.statusLabel}</strong> (em
              aberto: <Money value={installment.nao_pago} />
              ).
            </Alert>
          )}
          {undoAsked && (
            <Suspense fallback={null}>
              <UndoSettlementDialog
                parcelaId={installment.id}
                settlement={undoing}
                onClose={() => {
                  setUndoing(null);
                  focus.restore();
                }}
                onUndone={(undone) => {
                  setUndoing(null);
                  setResult(null);
                  setCorrected(null);
                  setUndone(undone);
                  focus.restore();
                }}
              />
            </Suspense>
          )}
          {undone && (
            <Alert
              color="blue"
              variant="light"
              title="Baixa desfeita"
              role="status"
              withCloseButton
              onClose={() => setUndone(null)}
            >
              A baixa de {settlementName(undone)} foi excluída. Nova situação da parcela:{' '}
              <strong data-testid="installment-status-after-undo">{installment.statusLabel}</strong> (em aberto:{' '}
              <Money value={installment.nao_pago} />
              ).
            </Alert>
          )}
          {result ? (
            <Alert color="green" variant="light" title="Baixa registrada" role="status">
              <Stack gap="xs">
                <Text size="sm">
                  Recebimento de <strong data-testid="settlement-name">{settlementName(result)}</strong> registrado
                  {result.conta ? ` em ${accountName(result.conta)}` : ''}; ele aparece em “Baixas anteriores”, acima.
                </Text>
                <Text size="sm">
                  Nova situação da parcela: <strong data-testid="installment-status">{installment.statusLabel}</strong>
                  {installment.settleable && (
                    <>
                      {' '}
                      (em aberto: <Money value={installment.nao_pago} />)
                    </>
                  )}
                  .
                </Text>
                <Group gap="sm">
                  {installment.settleable && (
                    <Button variant="light" onClick={() => setResult(null)}>
                      Registrar outra baixa
                    </Button>
                  )}
                  <Anchor component={Link} to={from}>
                    {see}
                  </Anchor>
                </Group>
              </Stack>
            </Alert>
          ) : installment.settleable && view ? (
            <Group>
              <Button
                component={Link}
                to={`${words.path}/${encodeURIComponent(installment.id)}/baixa`}
                state={location.state}
              >
                Registrar baixa
              </Button>
            </Group>
          ) : installment.settleable ? (
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="form-titulo">
              <Title order={2} size="h4" id="form-titulo" mb="sm">
                Dados do pagamento
              </Title>
              {/* Keyed by the installment only: a refresh (a new version, after a correction
                  or an undo too) updates the summary, the open amount and the gross value the
                  form prefilled, but never what the user typed. After a settlement the form
                  unmounts (the result shows), so "Registrar outra baixa" starts afresh from
                  the new open amount. */}
              <SettlementForm
                key={installment.id}
                installment={installment}
                onSettled={(settlement) => {
                  setUndone(null);
                  setResult(settlement);
                }}
                backTo={from}
                draftOwner={draftOwner}
              />
            </Paper>
          ) : (
            <Alert color="gray" variant="light" title="Baixa indisponível" role="status">
              {REFUSED[installment.status ?? ''] ??
                `A situação desta parcela (${installment.statusLabel}) não permite registrar baixa.`}
            </Alert>
          )}
        </>
      ) : null}
    </Stack>
  );
}
