import { useQuery } from '@tanstack/react-query';
import { receivableQueries, type Installment, type Settlement } from '../../../api/receivables';
import { referenceQueries } from '../../../api/reference';
import { formatCents, fromCents, toCents } from '../../../lib/money';
import { formatDateBR } from '../../../lib/dates';
import { chargeKindLabel, chargeStatusLabel } from '../../../lib/labels/charge';
import { UserText } from '../../../ui/mantine/UserText';
import { capturedFrom, useRecentUploads } from '../../../stores/recent-uploads';
import { eventOriginLabel, RECEIVABLE_STATUS_COLORS } from '../../../lib/labels/receivable';
import { Anchor, Group, Paper, Title } from '../../../ui/mantine/controls';
import { DateDetail, Detail, DetailList, MoneyDetail } from '../../../ui/plain/DetailList';
import { StatusBadge } from '../../../ui/plain/StatusBadge';
import { frozenSettlementsText } from './refused';
import { SettlementsTable, type AccountName, type SettlementAction } from './SettlementsTable';
import { AppLink } from '../../../ui/plain/AppLink';
import { withoutMark } from '../../../lib/description-marks';
import { installmentParts, splitWeights } from '../../../lib/apportionment';
import { turnOf } from '../../../lib/dre-entries';

/** The installment's amounts, status and origin, and its settlements. */
export function InstallmentSummary({
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
  // Settled above the installment's value (a typed gross over what was open).
  const over = toCents(installment.valor_pago ?? 0) - toCents(installment.total ?? 0);
  const status = (
    <StatusBadge value={installment.status} label={() => installment.statusLabel} colors={RECEIVABLE_STATUS_COLORS} />
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="parcela-titulo">
      <Group justify="space-between" mb="sm">
        {/* Takes focus when a dialog's trigger is gone after the change (the last settlement undone). */}
        <Title order={2} size="h4" id="parcela-titulo" dir="auto" tabIndex={-1} style={{ outline: 'none' }}>
          {withoutMark(installment.descricao) || 'Parcela'}
        </Title>
        {status}
      </Group>
      <DetailList cols={{ base: 2, sm: 3, md: 6 }} spacing="sm" look="figures">
        <Detail label={installment.lado === 'pagar' ? 'Fornecedor' : 'Cliente'}>
          <PartyName installment={installment} />
        </Detail>
        <DateDetail label="Vencimento" value={installment.data_vencimento} />
        <MoneyDetail label="Valor total" value={installment.total} />
        <MoneyDetail label={installment.lado === 'pagar' ? 'Já pago' : 'Já recebido'} value={installment.valor_pago} />
        <MoneyDetail label="Em aberto" value={installment.nao_pago} />
        {over > 0 && (
          <MoneyDetail
            label={installment.lado === 'pagar' ? 'Pago a mais' : 'Recebido a mais'}
            value={fromCents(over)}
          />
        )}
        <Detail label="Situação">{installment.statusLabel}</Detail>
        <Detail label="Conta financeira">{accountName(installment.conta_financeira)}</Detail>
        <Categories installment={installment} />
        <Origin installment={installment} />
        <Charges installment={installment} />
      </DetailList>
      <Title order={3} size="h5" mt="md" mb="xs">
        Baixas anteriores
      </Title>
      <SettlementsTable
        settlements={settlements}
        accountName={accountName}
        onUndo={onUndo}
        onCorrect={onCorrect}
        frozen={frozenSettlementsText(installment)}
      />
    </Paper>
  );
}

/** The installment's charges (boleto, Pix) as the platform keeps them: kind, status, due date, document. */
function Charges({ installment }: { installment: Installment }) {
  const charges = installment.cobrancas;
  if (charges.length === 0) return null;
  return (
    <Detail label={charges.length === 1 ? 'Cobrança' : 'Cobranças'}>
      {charges.map((c, k) => (
        <span key={c.id} style={{ display: 'block' }}>
          {chargeKindLabel(c.tipo)}: {chargeStatusLabel(c.status).toLowerCase()}
          {c.data_vencimento && `, vence ${formatDateBR(c.data_vencimento)}`}
          {c.url && (
            <>
              {' · '}
              <Anchor href={c.url} target="_blank" rel="noopener noreferrer" fz="inherit">
                abrir{charges.length > 1 ? ` a ${k + 1}ª` : ''}
              </Anchor>
            </>
          )}
        </span>
      ))}
    </Detail>
  );
}

/** The read's party, else the search's (the platform's read names none: docs/platform-differences.md). */
function PartyName({ installment }: { installment: Installment }) {
  const party = useQuery({ ...receivableQueries.party(installment), enabled: installment.pessoa === null });
  const named = installment.pessoa ?? party.data?.party;
  if (named) return <UserText component="span">{named.nome || '—'}</UserText>;
  if (party.isPending) return <>…</>;
  if (!party.data?.found) return <>não informado</>;
  return <>{installment.lado === 'pagar' ? 'Sem fornecedor' : 'Sem cliente'}</>;
}

/**
 * The event's categories: its read's split (each named with this installment's part of it, as
 * the income statement counts it, and the event's own split beside when that differs), else
 * its search row's (a read without `evento.rateio`); a name the read omits is looked up in the
 * category list.
 */
function Categories({ installment }: { installment: Installment }) {
  const rateio = installment.evento?.rateio ?? [];
  const row = useQuery({ ...receivableQueries.party(installment), enabled: rateio.length === 0 });
  const list = useQuery({
    ...referenceQueries.categories('', installment.lado === 'pagar' ? 'DESPESA' : 'RECEITA'),
    enabled: rateio.some((r) => !r.nome),
  });
  const named = (id: string) =>
    rateio.find((r) => r.categoryId === id && r.nome)?.nome ||
    list.data?.items.find((c) => c.id === id)?.nome ||
    (list.isPending ? '…' : 'não informada');
  const totalCents = toCents(installment.total);
  const parts = installmentParts(totalCents, rateio, turnOf(installment));
  const eventSplit = [...splitWeights(rateio)];
  const names =
    parts.length > 1
      ? parts.map((p) => `${named(p.categoryId)} (${formatCents(p.cents)})`)
      : parts.length === 1
        ? [named(parts[0]!.categoryId)]
        : (row.data?.categories.map((c) => c.nome || '—') ?? []);
  if (names.length === 0)
    return row.data?.found ? (
      <Detail label="Categoria">
        Sem categoria. Escolha-a no Conta Azul: a API da plataforma não altera a categoria de um lançamento.
      </Detail>
    ) : null;
  const splitTotal = eventSplit.reduce((sum, [, cents]) => sum + cents, 0);
  const split = parts.length > 1;
  return (
    <Detail label={split ? 'Categorias desta parcela' : names.length === 1 ? 'Categoria' : 'Categorias'} wide={split}>
      <UserText component="span">{names.join('; ')}</UserText>
      {split && splitTotal !== totalCents && (
        <UserText component="div" size="sm" c="dimmed" fw={400} data-testid="event-split">
          Rateio do lançamento ({formatCents(splitTotal)}):{' '}
          {eventSplit.map(([id, cents]) => `${named(id)} (${formatCents(cents)})`).join('; ')}
        </UserText>
      )}
    </Detail>
  );
}

/** Where the installment came from: this browser's capture, else the platform's `origem`. */
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
      <Detail label="Origem">
        <Anchor component={AppLink} to={`/captura/${encodeURIComponent(captureId)}`}>
          Captura de {upload.nome}
        </Anchor>
      </Detail>
    );
  const origin = installment.evento?.origem;
  return origin ? <Detail label="Origem">{eventOriginLabel(origin)}</Detail> : null;
}
