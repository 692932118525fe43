import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { closeQueries } from '../../api/month-close';
import { resultsKeys, resultsQueries } from '../../api/results';
import { toCsv, type CsvColumn } from '../../lib/csv';
import { addMonths, monthBounds } from '../../lib/date-math';
import { formatDateTimeBR } from '../../lib/date-time';
import { formatDateBR, type IsoDate, platformToday } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import {
  changesInMonth,
  changesWindow,
  closeExportRows,
  mergedChanges,
  transferCents,
  uncategorised,
  unreconciledDays,
  wallTime,
  type ExportRow,
} from '../../lib/month-close';
import { periodLabel } from '../../lib/period-label';
import { countOf, formatCount } from '../../lib/text';
import { figuresAtClose, figuresMovedSinceClose, monthCloses, updateMonthClose } from '../../stores/month-close';
import { storedDraft, storedDraftDecisions, storedDraftSetAside, storedRun } from '../../stores/reconciliation';
import { Alert, Anchor, Button, Group, Stack, Text } from '../../ui/mantine/controls';
import { RefreshButton } from '../../ui/mantine/RefreshButton';
import { SectionCard } from '../../ui/mantine/SectionCard';
import { UserText } from '../../ui/mantine/UserText';
import { AppLink } from '../../ui/plain/AppLink';
import { NativeSelect } from '../../ui/plain/controls';
import { downloadText } from '../../ui/plain/export/useListExport';
import { PageHeader } from '../../ui/plain/PageHeader';
import { QueryError } from '../../ui/plain/QueryError';
import { Table } from '../../ui/plain/Table';
import { uncategorisedHref } from './links';
import './results.css';

const CLOSED_MONTHS = 12;

const EXPORT_COLUMNS: CsvColumn<ExportRow>[] = [
  { header: 'Competência', value: (r) => formatDateBR(r.competencia) },
  { header: 'Vencimento', value: (r) => (r.vencimento ? formatDateBR(r.vencimento) : '') },
  { header: 'Tipo', value: (r) => (r.side === 'RECEITA' ? 'Receita' : 'Despesa') },
  { header: 'Descrição', value: (r) => r.descricao },
  { header: 'Contraparte', value: (r) => r.contraparte },
  { header: 'Categoria', value: (r) => r.categoria },
  { header: 'Conta financeira', value: (r) => r.conta },
  { header: 'Valor', value: (r) => r.cents, kind: 'cents' },
  { header: 'Situação', value: (r) => r.situacao },
  { header: 'Documento (id da parcela)', value: (r) => r.id },
];

/** The closed months offered: the twelve before this one, the last first. */
export function closedMonths(today: string): IsoDate[] {
  const first = `${today.slice(0, 7)}-01` as IsoDate;
  return Array.from({ length: CLOSED_MONTHS }, (_, k) => addMonths(first, -(k + 1)));
}

/** The statement lines of the month still to reconcile in this browser's reconciliation, by day. */
function statementDays(month: IsoDate): { days: string[]; draft: boolean } {
  const draft = storedDraft();
  if (!draft) return { days: [], draft: false };
  if (draft.step === 'match') {
    const decisions = storedDraftDecisions(draft.fingerprint);
    const setAside = storedDraftSetAside(draft.fingerprint);
    const lines = [...draft.statement.credits, ...draft.statement.debits];
    const done = (id: string) => setAside.has(id) || decisions.get(id)?.status === 'ignorada';
    return { days: unreconciledDays(lines, done, month), draft: true };
  }
  const run = storedRun(draft.fingerprint);
  const lines = (run?.lines ?? []).map((l) => ({ bankId: l.key, date: l.date, status: l.status }));
  const done = new Map(
    lines.map((l) => [l.bankId, l.status === 'baixada' || l.status === 'ignorada' || l.status === 'transferencia']),
  );
  return { days: unreconciledDays(lines, (id) => done.get(id) === true, month), draft: true };
}

/** A question about the month's mark, asked in place: its answer (focused when it opens) or "Voltar". */
function MonthQuestion({
  title,
  answer,
  answerRef,
  onAnswer,
  onBack,
  children,
}: {
  title: string;
  answer: string;
  answerRef: Ref<HTMLButtonElement>;
  onAnswer: () => void;
  onBack: () => void;
  children: ReactNode;
}) {
  return (
    <Alert color="yellow" variant="light" title={title}>
      <Text size="sm">{children}</Text>
      <Group gap="sm" mt="sm">
        <Button ref={answerRef} size="xs" onClick={onAnswer}>
          {answer}
        </Button>
        <Button size="xs" variant="default" onClick={onBack}>
          Voltar
        </Button>
      </Group>
    </Alert>
  );
}

/** `/resultados/fechamento`: a closed month's checklist, its export for the accountant, and its mark. */
export default function MonthClosePage({ today: fixedToday, now }: { today?: string; now?: number }) {
  const client = useQueryClient();
  const [today] = useState(() => fixedToday ?? platformToday());
  const [nowWall] = useState(() => wallTime(now ?? Date.now()));
  const months = useMemo(() => closedMonths(today), [today]);
  // The month in the address (`?mes=2026-11`): a reload or Back from a listed entry keeps it.
  const { search } = useLocation();
  const navigate = useNavigate();
  const month = useMemo(() => {
    const asked = `${new URLSearchParams(search).get('mes') ?? ''}-01`;
    return months.find((m) => m === asked) ?? (months[0] as IsoDate);
  }, [months, search]);
  const setMonth = (value: IsoDate) => void navigate({ search: `?mes=${value.slice(0, 7)}` }, { replace: true });
  const key = month.slice(0, 7);
  const closes = monthCloses.use();
  const state = closes[key] ?? {};
  const span = changesWindow(month, state.reviewedAt ?? null, nowWall);
  const { first, last } = monthBounds(month);
  const label = periodLabel({ from: month, to: month }, 'month');

  const statement = useQuery(resultsQueries.statement('competencia', [month]));
  const categories = useQuery(resultsQueries.categories());
  const transfers = useQuery(closeQueries.transfers(month));
  const changes = useInfiniteQuery(closeQueries.changes(month, span.from, span.to));
  const [exporting, setExporting] = useState<'idle' | 'reading' | { error: string }>('idle');
  // Closing a month with something pending asks first (per month: another month does not inherit it).
  const [confirmingKey, setConfirmingKey] = useState<string | null>(null);
  const [reopeningKey, setReopeningKey] = useState<string | null>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  /** "Marcar o mês como fechado" or "Reabrir o mês". */
  const monthAction = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  const totals = useMemo(() => {
    if (!statement.data) return null;
    let revenue = 0;
    let expense = 0;
    for (const e of statement.data.entries) {
      const cents = e.amounts.reduce((sum, a) => sum + a.cents, 0);
      if (e.side === 'RECEITA') revenue += cents;
      else expense += cents;
    }
    return { revenue, expense, result: revenue - expense, without: uncategorised(statement.data.entries) };
  }, [statement.data]);
  const feed = useMemo(() => (changes.data ? mergedChanges(changes.data.pages) : null), [changes.data]);
  const monthChanges = useMemo(() => (feed ? changesInMonth(feed.installments, month) : null), [feed, month]);
  // The rest of the feed, batch after batch, until its end or a failure.
  const readRest = async () => {
    for (let result = await changes.fetchNextPage(); result.hasNextPage && !result.isError;)
      result = await changes.fetchNextPage();
  };
  const daysOfMonth = useMemo(() => statementDays(month), [month]);

  const exportCsv = async () => {
    if (!statement.data || !categories.data) return;
    setExporting('reading');
    try {
      const accounts = await client.fetchQuery(closeQueries.accounts(month));
      const names = new Map(categories.data.map((c) => [c.id, c.nome]));
      const accountNames = new Map(accounts.accounts.map((a) => [a.id, a.nome]));
      const rows = closeExportRows(
        statement.data.entries,
        statement.data.items,
        (id) => names.get(id) ?? null,
        (id) => accountNames.get(accounts.accountOf.get(id) ?? '') ?? null,
      );
      downloadText(toCsv(rows, EXPORT_COLUMNS), `fechamento-${key}.csv`);
      setExporting('idle');
    } catch (error) {
      setExporting({ error: error instanceof Error ? error.message : 'Falha ao ler as contas.' });
    }
  };

  const pending = [
    monthChanges &&
      monthChanges.length > 0 &&
      countOf(monthChanges.length, 'alteração a conferir', 'alterações a conferir'),
    totals &&
      totals.without.RECEITA.count + totals.without.DESPESA.count > 0 &&
      countOf(
        totals.without.RECEITA.count + totals.without.DESPESA.count,
        'lançamento sem categoria',
        'lançamentos sem categoria',
      ),
    daysOfMonth.days.length > 0 &&
      countOf(daysOfMonth.days.length, 'dia de extrato a conciliar', 'dias de extrato a conciliar'),
  ].filter((p): p is string => typeof p === 'string');
  // The figures at closing stay with the mark: a later change to the month shows beside them.
  // A question left open by another tab's close or reopening is not asked again later.
  const closeMonth = () => {
    setReopeningKey(null);
    updateMonthClose(key, {
      closedAt: wallTime(now ?? Date.now()),
      closedRevenueCents: totals?.revenue ?? null,
      closedExpenseCents: totals?.expense ?? null,
    });
  };
  const atClose = figuresAtClose(state);
  const movedSinceClose = totals ? figuresMovedSinceClose(state, totals) : null;
  // Asked while something is pending: what is settled meanwhile leaves the question with it.
  const confirming = confirmingKey === key && !state.closedAt && pending.length > 0;
  // Reopening drops the close's record (its date and figures): asked first too.
  const reopening = reopeningKey === key && !!state.closedAt;
  const reopenMonth = () => {
    setConfirmingKey(null);
    updateMonthClose(key, { closedAt: null, closedRevenueCents: null, closedExpenseCents: null });
  };
  const asking = confirming || reopening;
  useEffect(() => {
    if (asking) confirmButton.current?.focus();
    // The question gone with the focus in it (answered, or nothing pending any more): back to the month's action.
    else if (wasConfirming.current && document.activeElement === document.body) monthAction.current?.focus();
    wasConfirming.current = asking;
  }, [asking]);

  return (
    <Stack>
      <PageHeader
        title="Fechamento do mês"
        actions={
          <>
            <RefreshButton queryKey={resultsKeys.all} />
            <Button
              variant="default"
              disabled={!statement.data || !categories.data}
              loading={exporting === 'reading'}
              onClick={() => void exportCsv()}
            >
              Exportar para a contabilidade
            </Button>
          </>
        }
      />
      <SectionCard
        id="fechamento-mes"
        title={label}
        queries={[statement, transfers, changes]}
        actions={
          <Group gap="md" align="end">
            <NativeSelect
              label="Mês"
              data={months.map((m) => ({ value: m, label: periodLabel({ from: m, to: m }, 'month') }))}
              value={month}
              onChange={(event) => setMonth(event.currentTarget.value as IsoDate)}
            />
            {state.closedAt ? (
              <Button ref={monthAction} variant="default" onClick={() => setReopeningKey(key)}>
                Reabrir o mês
              </Button>
            ) : (
              <Button
                ref={monthAction}
                // What is pending is known once the month's figures are read.
                disabled={!statement.data || !categories.data || (!feed && !changes.isError)}
                onClick={() => (pending.length > 0 ? setConfirmingKey(key) : closeMonth())}
              >
                Marcar o mês como fechado
              </Button>
            )}
          </Group>
        }
      >
        <Text size="sm" role="status">
          {state.closedAt ? `Fechado em ${formatDateTimeBR(state.closedAt)}` : 'Em aberto'}
          {pending.length > 0 ? ` · ${pending.join(', ')}` : statement.data ? ' · nada pendente' : ''}
        </Text>
        {confirming && (
          <MonthQuestion
            title="Fechar o mês com pendências?"
            answer="Fechar assim mesmo"
            answerRef={confirmButton}
            onAnswer={() => {
              setConfirmingKey(null);
              closeMonth();
            }}
            onBack={() => setConfirmingKey(null)}
          >
            Ainda há neste mês: {pending.join(', ')}. Elas continuam listadas abaixo depois do fechamento.
          </MonthQuestion>
        )}
        {reopening && (
          <MonthQuestion
            title={`Reabrir ${label}?`}
            answer="Reabrir"
            answerRef={confirmButton}
            onAnswer={() => {
              setReopeningKey(null);
              reopenMonth();
            }}
            onBack={() => setReopeningKey(null)}
          >
            O registro do fechamento neste navegador (fechado em {formatDateTimeBR(state.closedAt as string)}
            {atClose ? ', com os números de então' : ''}) será apagado.
          </MonthQuestion>
        )}
        {movedSinceClose && (
          <Alert color="yellow" variant="light" title="O mês mudou depois do fechamento">
            <Text size="sm">
              No fechamento: receitas {formatCents(movedSinceClose.revenue)}, despesas{' '}
              {formatCents(movedSinceClose.expense)}, resultado{' '}
              {formatCents(movedSinceClose.revenue - movedSinceClose.expense)}. Os números abaixo são os de agora; as
              alterações estão em “Alterações desde a última conferência”.
            </Text>
          </Alert>
        )}
        {typeof exporting === 'object' && (
          <Alert color="red" title="A exportação não foi feita">
            {exporting.error}
          </Alert>
        )}
        {totals ? (
          <Group gap="xl">
            <Text>
              Receitas <b>{formatCents(totals.revenue)}</b>
              <WithoutCategory cents={totals.without.RECEITA.cents} />
            </Text>
            <Text>
              Despesas <b>{formatCents(totals.expense)}</b>
              <WithoutCategory cents={totals.without.DESPESA.cents} />
            </Text>
            <Text>
              Resultado <b className={totals.result < 0 ? 'ui-negative' : undefined}>{formatCents(totals.result)}</b>
            </Text>
            <Anchor component={AppLink} to={`/resultados?inicio=${month.slice(0, 4)}-01-01`} size="sm">
              Ver a DRE de {month.slice(0, 4)}
            </Anchor>
          </Group>
        ) : statement.isError ? (
          <QueryError title="Os lançamentos do mês não puderam ser lidos" query={statement} />
        ) : (
          <Text size="sm" c="dimmed">
            Lendo os lançamentos do mês…
          </Text>
        )}
        <Text size="sm" c="dimmed">
          Pela data de competência. O fechamento fica registrado neste navegador; a plataforma não tem fechamento de mês
          pela API. A exportação traz cada lançamento do mês com data, categoria (um lançamento com rateio, uma linha
          por categoria), conta financeira, valor, contraparte e o id da parcela.
        </Text>
      </SectionCard>

      <SectionCard id="fechamento-alteracoes" title="Alterações desde a última conferência">
        <Text size="sm" c="dimmed">
          Lançamentos do mês (pela competência ou por um pagamento nele) salvos de {formatDateTimeBR(span.from)} até{' '}
          {formatDateTimeBR(span.to)}.{span.capped && ' A plataforma informa só os últimos 365 dias.'}
        </Text>
        {changes.isError && changes.data === undefined && (
          <QueryError title="As alterações não puderam ser lidas" query={changes} />
        )}
        {monthChanges === null ? (
          !changes.isError && (
            <Text size="sm" c="dimmed">
              Lendo as alterações…
            </Text>
          )
        ) : monthChanges.length === 0 ? (
          <Text size="sm">Nenhuma alteração no mês.</Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table striped aria-label="Alterações do mês">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Lançamento</Table.Th>
                  <Table.Th scope="col">Tipo</Table.Th>
                  <Table.Th scope="col">No mês por</Table.Th>
                  <Table.Th scope="col">Alterado em</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Valor
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {monthChanges.map((c) => (
                  <Table.Tr key={c.installment.id}>
                    <Table.Td>
                      <Anchor
                        component={AppLink}
                        to={`/${c.side === 'RECEITA' ? 'recebiveis' : 'pagamentos'}/${encodeURIComponent(c.installment.id)}`}
                        size="sm"
                      >
                        <UserText component="span" size="sm">
                          {c.installment.descricao || 'Sem descrição'}
                        </UserText>
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{c.side === 'RECEITA' ? 'Receita' : 'Despesa'}</Table.Td>
                    <Table.Td>
                      {c.reasons.map((r) => (r === 'competencia' ? 'competência' : 'pagamento')).join(' e ')}
                    </Table.Td>
                    <Table.Td>{formatDateTimeBR(c.installment.data_alteracao)}</Table.Td>
                    <Table.Td ta="right">{formatCents(Math.round((c.installment.total ?? 0) * 100))}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {feed && changes.hasNextPage && (
          <Group gap="sm">
            <Text size="sm">
              {countOf(feed.total, 'evento alterado', 'eventos alterados')} no período: lidos os{' '}
              {formatCount(feed.read)} mais antigos. Leia os demais antes de marcar como conferido.
            </Text>
            <Button variant="light" size="xs" loading={changes.isFetchingNextPage} onClick={() => void readRest()}>
              Ler os demais ({formatCount(feed.total - feed.read)})
            </Button>
          </Group>
        )}
        {changes.isFetchNextPageError && (
          <Text size="sm" c="red" role="alert">
            Os demais eventos não puderam ser lidos: {changes.error.message}
          </Text>
        )}
        <div>
          <Button
            variant="default"
            disabled={!feed || changes.hasNextPage}
            onClick={() => updateMonthClose(key, { reviewedAt: span.to })}
          >
            Marcar como conferido
          </Button>
        </div>
      </SectionCard>

      <SectionCard id="fechamento-transferencias" title="Transferências entre contas">
        <Text size="sm" c="dimmed">
          Dinheiro movido entre contas da empresa: não é receita nem despesa, e a DRE não o conta. No extrato, cada
          transferência aparece como uma saída e uma entrada; a conciliação as reconhece e deixa de fora das baixas e
          dos lançamentos novos.
        </Text>
        {transfers.isError && transfers.data === undefined && (
          <QueryError title="As transferências não puderam ser lidas" query={transfers} />
        )}
        {transfers.data &&
          (transfers.data.length === 0 ? (
            <Text size="sm">Nenhuma transferência no mês.</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped aria-label="Transferências do mês">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Data</Table.Th>
                    <Table.Th scope="col">Descrição</Table.Th>
                    <Table.Th scope="col">De</Table.Th>
                    <Table.Th scope="col">Para</Table.Th>
                    <Table.Th scope="col" ta="right">
                      Valor
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {transfers.data.map((t) => (
                    <Table.Tr key={t.id}>
                      <Table.Td>{formatDateBR(t.data)}</Table.Td>
                      <Table.Td>
                        <UserText component="span">{t.descricao || 'Sem descrição'}</UserText>
                      </Table.Td>
                      <Table.Td>{t.origem?.conta_financeira?.nome ?? '—'}</Table.Td>
                      <Table.Td>{t.destino?.conta_financeira?.nome ?? '—'}</Table.Td>
                      <Table.Td ta="right">{formatCents(transferCents(t))}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ))}
      </SectionCard>

      <SectionCard id="fechamento-sem-categoria" title="Lançamentos sem categoria">
        <Text size="sm" c="dimmed">
          A categoria de um lançamento se escolhe no Conta Azul: a API da plataforma não altera a categoria de um
          lançamento já criado, e este app também não.
        </Text>
        {totals ? (
          (['RECEITA', 'DESPESA'] as const).map((side) => {
            const { count, cents } = totals.without[side];
            const noun = side === 'RECEITA' ? 'Receitas' : 'Despesas';
            return count === 0 ? (
              <Text size="sm" key={side}>
                {noun}: todas com categoria.
              </Text>
            ) : (
              <Text size="sm" key={side}>
                {noun}: {countOf(count, 'lançamento', 'lançamentos')}, {formatCents(cents)}.{' '}
                <Anchor component={AppLink} to={uncategorisedHref(side, first, last)}>
                  Ver os lançamentos
                </Anchor>
              </Text>
            );
          })
        ) : (
          <Text size="sm" c="dimmed">
            Lendo os lançamentos do mês…
          </Text>
        )}
      </SectionCard>

      <SectionCard id="fechamento-extrato" title="Extrato a conciliar">
        {!daysOfMonth.draft ? (
          <Text size="sm">
            Nenhum extrato em conciliação neste navegador.{' '}
            <Anchor component={AppLink} to="/recebiveis/conciliacao">
              Importar um extrato
            </Anchor>
          </Text>
        ) : daysOfMonth.days.length === 0 ? (
          <Text size="sm">Nenhum dia do mês com linhas do extrato a conciliar.</Text>
        ) : (
          <Text size="sm">
            {countOf(daysOfMonth.days.length, 'dia', 'dias')} com linhas a conciliar:{' '}
            {daysOfMonth.days.map((d) => formatDateBR(d)).join(', ')}.{' '}
            <Anchor component={AppLink} to="/recebiveis/conciliacao">
              Continuar a conciliação
            </Anchor>
          </Text>
        )}
      </SectionCard>
    </Stack>
  );
}

/** A side's total counts its entries without a category, which the DRE lists on a line of their own: said beside it. */
function WithoutCategory({ cents }: { cents: number }) {
  if (cents === 0) return null;
  return <span className="ui-dimmed"> (com {formatCents(cents)} sem categoria)</span>;
}
