import { Alert, Button, Group, NativeSelect, Stack, Text, Title, type MantineColor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ChangeEvent, type MouseEvent } from 'react';
import { referenceQueries } from '../../api/reference';
import { installmentLabel, PARTY_NOUNS } from '../../api/reconciliation';
import { formatDateBR } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import {
  sideOf,
  SIDE_LABELS,
  type LineMatch,
  type MatchCandidate,
  type StatementSide,
  type StatementTransaction,
} from '../../lib/statement';
import { countOf, formatCount } from '../../lib/text';
import type { Column } from '../../ui/list/DataTable';
import { badge } from '../../ui/list/cells';
import { useStableCallback } from '../../ui/useStableCallback';
import {
  candidatesOf,
  chosenCandidate,
  lineState,
  decide,
  exactPending,
  type LineState,
  type Decision,
  type DecisionAction,
  type Decisions,
} from './decisions';
import { StepTable } from './StepTable';
import { alreadySettledText, countLines, linesStatus } from './texts';

/**
 * Each line of the statement with its proposed installment, the alternatives, or "sem
 * correspondência": the credits against the open receivables, the debits against the
 * open payables, each side in its own section and table (one set of columns, worded per
 * side: "Cliente e parcela" or "Fornecedor e parcela"). The user confirms, chooses
 * another, or skips each line; the bulk confirmation and the settlement cover both
 * sides. The tables are the list kit's (columns as data, plain elements in the cells);
 * the cells' controls carry `data-action`/`data-choice` and this step handles them in one
 * delegated handler. A proposal whose memo names another party says so under it
 * ("pagador diferente: …" for a credit, "favorecido diferente: …" for a debit). At
 * 1280×720 a table fits beside the navigation: the installment, status and action cells
 * wrap instead of clipping, and the chosen installment's whole label is the select's title.
 */

export interface MatchRow {
  match: LineMatch;
  decision: Decision;
  chosen: MatchCandidate | null;
}

const DECISION_LABELS: Record<LineState, string> = {
  'sem-correspondencia': 'Sem correspondência',
  'a-confirmar': 'A confirmar',
  confirmada: 'Confirmada',
  ignorada: 'Ignorada',
};
const DECISION_COLORS: Record<LineState, MantineColor> = {
  'sem-correspondencia': 'gray',
  'a-confirmar': 'yellow',
  confirmada: 'green',
  ignorada: 'gray',
};

/** `amountCents`: the line's amount without its sign. */
export function fitText(c: MatchCandidate, amountCents: number): string {
  if (c.amountFit === 'exato') return 'valor exato';
  if (c.amountFit === 'parcial') return `baixa parcial: restam ${formatCents(c.remainingAfterCents)}`;
  return `acima do valor em aberto (${formatCents(c.installment.remainingCents)}): a diferença fica como excedente de ${formatCents(amountCents - c.installment.remainingCents)}`;
}

/** What each side's table says in its own words. */
interface SideWords {
  /** The table's caption (its accessible name). */
  caption: string;
  /** The installment column's header: who and what. */
  installmentHeader: string;
  /** Under a proposal whose party is not the one the memo names. */
  otherParty: string;
  /** When no installment of the side fits. */
  noCandidate: string;
  /** "Todos os créditos…" when every line of the side was already settled. */
  nothingLeft: string;
}

const WORDS: Record<StatementSide, SideWords> = {
  receber: {
    caption: 'Créditos do extrato e parcelas propostas',
    installmentHeader: `${PARTY_NOUNS.receber} e parcela`,
    otherParty: 'pagador diferente',
    noCandidate: 'Nenhuma parcela a receber em aberto corresponde',
    nothingLeft: 'Todos os créditos deste extrato já foram baixados. Nenhuma baixa de crédito é proposta.',
  },
  pagar: {
    caption: 'Débitos do extrato e parcelas a pagar propostas',
    installmentHeader: `${PARTY_NOUNS.pagar} e parcela`,
    otherParty: 'favorecido diferente',
    noCandidate: 'Nenhuma parcela a pagar em aberto corresponde',
    nothingLeft: 'Todos os débitos deste extrato já foram baixados. Nenhuma baixa de débito é proposta.',
  },
};

/** "crédito de 10/03/2026 de R$ 1.234,56", "débito de 10/03/2026 de R$ 150,00". */
const lineName = (m: LineMatch) =>
  `${SIDE_LABELS[m.side].toLowerCase()} de ${formatDateBR(m.line.date)} de ${formatCents(m.amountCents)}`;

const optionLabel = (c: MatchCandidate, best: MatchCandidate | null, words: SideWords) =>
  `${c === best ? '★ ' : ''}${installmentLabel(c.installment)} · ${formatCents(c.installment.remainingCents)} em aberto${c.partyFit === 'diferente' ? ` · ${words.otherParty}` : ''}`;

function columnsFor(side: StatementSide): readonly Column<MatchRow>[] {
  const words = WORDS[side];
  return [
    { header: 'Data', width: '6.5rem', className: 'nowrap', cell: (r) => formatDateBR(r.match.line.date) },
    {
      header: 'Valor',
      width: '7.5rem',
      align: 'right',
      className: 'nowrap ui-money',
      cell: (r) => formatCents(r.match.amountCents),
    },
    { header: 'Descrição no extrato', width: 'minmax(9rem, 1fr)', userText: (r) => r.match.line.description },
    {
      header: words.installmentHeader,
      width: 'minmax(14rem, 1.6fr)',
      className: 'ui-wrap',
      cell: (r) => {
        const candidates = candidatesOf(r.match);
        const key = r.match.line.bankId;
        const partyNote = r.chosen?.partyFit === 'diferente' && r.match.party;
        return (
          <span style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 }}>
            <select
              data-choice=""
              data-key={key}
              aria-label={`Parcela para o ${lineName(r.match)}`}
              title={r.chosen ? optionLabel(r.chosen, r.match.best, words) : 'Sem correspondência'}
              value={r.decision.choice ?? ''}
              disabled={r.decision.status === 'confirmada'}
              onChange={DELEGATED}
              style={{ maxWidth: '100%' }}
            >
              <option value="">Sem correspondência</option>
              {candidates.map((c) => (
                <option key={c.installment.id} value={c.installment.id}>
                  {optionLabel(c, r.match.best, words)}
                </option>
              ))}
            </select>
            <small>
              {r.chosen
                ? fitText(r.chosen, r.match.amountCents)
                : candidates.length > 0
                  ? countOf(candidates.length, 'alternativa', 'alternativas')
                  : words.noCandidate}
            </small>
            {partyNote && (
              <small data-party="diferente" style={{ color: 'var(--mantine-color-red-text)', fontWeight: 600 }}>
                {words.otherParty}: {partyNote}
              </small>
            )}
          </span>
        );
      },
    },
    {
      header: 'Situação',
      width: '11rem',
      className: 'ui-wrap',
      cell: (r) => badge(lineState(r.decision), (v) => DECISION_LABELS[v as LineState] ?? v, DECISION_COLORS),
    },
    {
      header: 'Ações',
      hiddenHeader: true,
      width: '12rem',
      className: 'ui-wrap',
      cell: (r) => {
        const key = r.match.line.bankId;
        const name = lineName(r.match);
        if (r.decision.status !== 'a-confirmar') {
          return (
            <button
              type="button"
              className="ui-row-action"
              data-action="desfazer"
              data-key={key}
              aria-label={`Desfazer a decisão do ${name}`}
            >
              Desfazer
            </button>
          );
        }
        return (
          <span style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <button
              type="button"
              className="ui-row-action"
              data-action="confirmar"
              data-key={key}
              disabled={!r.decision.choice}
              aria-label={`Confirmar o ${name}`}
            >
              Confirmar
            </button>
            <button
              type="button"
              className="ui-row-action"
              data-action="ignorar"
              data-key={key}
              aria-label={`Ignorar o ${name}`}
            >
              Ignorar
            </button>
          </span>
        );
      },
    },
  ];
}

// The columns' least widths add up to 60rem (960 px): a table fits the 1,012 px beside
// the navigation at 1280×720 without scrolling sideways.
const TABLES: Record<StatementSide, { caption: string; columns: readonly Column<MatchRow>[]; minWidth: number }> = {
  receber: { caption: WORDS.receber.caption, columns: columnsFor('receber'), minWidth: 960 },
  pagar: { caption: WORDS.pagar.caption, columns: columnsFor('pagar'), minWidth: 960 },
};

/** React wants a handler on a controlled select; the step's delegated one does the work. */
const DELEGATED = () => undefined;

const SIDES: readonly StatementSide[] = ['receber', 'pagar'];
const SECTION_TITLES: Record<StatementSide, string> = { receber: 'Créditos do extrato', pagar: 'Débitos do extrato' };

const emptyCounts = (): Record<LineState, number> => ({
  'a-confirmar': 0,
  'sem-correspondencia': 0,
  confirmada: 0,
  ignorada: 0,
});

export function MatchStep({
  matches,
  decisions,
  onDecide,
  lineCounts,
  alreadySettled,
  onSettle,
}: {
  /** Every line still to reconcile, credits and debits. */
  matches: readonly LineMatch[];
  decisions: Decisions;
  onDecide: (next: Map<string, Decision>) => void;
  /** How many lines of each side the statement has (a side without any has no section). */
  lineCounts: Readonly<Record<StatementSide, number>>;
  /** Lines already settled on the platform (by their `nsu`), both sides. */
  alreadySettled: readonly StatementTransaction[];
  onSettle: (accountId: string) => void;
}) {
  const rows = useMemo(
    () =>
      matches.map((match): MatchRow => {
        const decision = decisions.get(match.line.bankId) ?? { status: 'a-confirmar', choice: null };
        return { match, decision, chosen: chosenCandidate(match, decision) };
      }),
    [matches, decisions],
  );
  const act = (action: DecisionAction) => onDecide(decide(decisions, action));
  const onClick = useStableCallback((event: MouseEvent<HTMLElement>) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-action]');
    if (!button || button.disabled) return;
    const key = button.dataset.key!;
    const type = button.dataset.action as 'confirmar' | 'ignorar' | 'desfazer';
    act({ type, key });
  });
  const onChange = useStableCallback((event: ChangeEvent<HTMLElement>) => {
    const select = event.target as HTMLSelectElement;
    if (!select.matches('select[data-choice]')) return;
    act({ type: 'escolher', key: select.dataset.key!, installmentId: select.value || null });
  });

  const bySide: Record<StatementSide, { rows: MatchRow[]; counts: Record<LineState, number> }> = {
    receber: { rows: [], counts: emptyCounts() },
    pagar: { rows: [], counts: emptyCounts() },
  };
  for (const r of rows) {
    const side = bySide[r.match.side];
    side.rows.push(r);
    side.counts[lineState(r.decision)] += 1;
  }
  const confirmed = bySide.receber.counts.confirmada + bySide.pagar.counts.confirmada;
  const exact = exactPending(matches, decisions);
  const settledBySide = (side: StatementSide) => alreadySettled.filter((t) => sideOf(t) === side);

  const accounts = useQuery(referenceQueries.accounts(''));
  const accountItems = accounts.data?.items ?? [];
  const [account, setAccount] = useState<string | null>(null);
  const accountId = account ?? (accountItems.find((a) => a.padrao) ?? accountItems[0])?.id ?? '';

  return (
    <Stack gap="md">
      {matches.length > 0 && (
        <Group>
          <Button variant="light" disabled={exact === 0} onClick={() => act({ type: 'confirmar-exatas', matches })}>
            Confirmar todas as sugestões exatas ({formatCount(exact)})
          </Button>
        </Group>
      )}
      {SIDES.filter((side) => lineCounts[side] > 0).map((side) => {
        const { rows: sideRows, counts } = bySide[side];
        const settled = settledBySide(side);
        const titleId = `${side === 'receber' ? 'creditos' : 'debitos'}-conciliacao-titulo`;
        return (
          <Stack key={side} gap="sm" component="section" aria-labelledby={titleId}>
            <Title order={3} size="h5" id={titleId}>
              {SECTION_TITLES[side]} ({formatCount(lineCounts[side])})
            </Title>
            {sideRows.length > 0 && <Text role="status">{linesStatus(side, sideRows.length, counts)}</Text>}
            {settled.length > 0 && (
              <Alert
                color="blue"
                variant="light"
                title={side === 'receber' ? 'Créditos já baixados na plataforma' : 'Débitos já baixados na plataforma'}
              >
                {alreadySettledText(side, settled.length)}
              </Alert>
            )}
            {sideRows.length === 0 ? (
              <Alert color="green" variant="light" role="status" title="Nada a conciliar">
                {WORDS[side].nothingLeft}
              </Alert>
            ) : (
              <StepTable {...TABLES[side]} items={sideRows} onClick={onClick} onChange={onChange} />
            )}
          </Stack>
        );
      })}
      {matches.length > 0 && (
        <Group align="flex-end">
          <NativeSelect
            label="Conta financeira das baixas"
            value={accountId}
            onChange={(e) => setAccount(e.currentTarget.value)}
            data={
              accountItems.length
                ? accountItems.map((a) => ({ value: a.id, label: a.banco ? `${a.nome} (${a.banco})` : a.nome }))
                : [{ value: '', label: accounts.isPending ? 'Carregando contas…' : 'Nenhuma conta' }]
            }
            error={accounts.isError ? `Não foi possível carregar as contas: ${accounts.error.message}` : undefined}
            w={320}
          />
          <Button disabled={confirmed === 0 || !accountId} onClick={() => onSettle(accountId)}>
            Registrar baixa das confirmadas ({formatCount(confirmed)})
          </Button>
          {confirmed > 0 && (
            <Text size="sm" c="dimmed">
              {[
                bySide.receber.counts.confirmada > 0 && countLines('receber', bySide.receber.counts.confirmada),
                bySide.pagar.counts.confirmada > 0 && countLines('pagar', bySide.pagar.counts.confirmada),
              ]
                .filter(Boolean)
                .join(' e ')}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
