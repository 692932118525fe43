import { Alert, Button, Group, NativeSelect, Stack, Text, Title, type MantineColor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ChangeEvent, type MouseEvent } from 'react';
import { referenceQueries } from '../../api/reference';
import { installmentLabel } from '../../api/reconciliation';
import { formatDateBR } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import type { CreditMatch, MatchCandidate, StatementTransaction } from '../../lib/statement';
import { countOf, formatCount } from '../../lib/text';
import type { Column } from '../../ui/list/DataTable';
import { badge } from '../../ui/list/cells';
import { useStableCallback } from '../../ui/useStableCallback';
import {
  candidatesOf,
  chosenCandidate,
  creditState,
  decide,
  exactPending,
  type CreditState,
  type Decision,
  type DecisionAction,
  type Decisions,
} from './decisions';
import { StepTable } from './StepTable';
import { creditsStatus } from './texts';

/**
 * Each credit with its proposed installment, the alternatives, or "sem correspondência";
 * the user confirms, chooses another, or skips it. The table is the list kit's
 * (columns as data, plain elements in the cells); the cells' controls carry
 * `data-action`/`data-choice` and this step handles them in one delegated handler. A
 * proposal whose memo names another payer says so under it ("pagador diferente: …").
 * At 1280×720 the table fits beside the navigation: the installment, status and action
 * cells wrap instead of clipping, and the chosen installment's whole label is the select's
 * title.
 */

export interface MatchRow {
  match: CreditMatch;
  decision: Decision;
  chosen: MatchCandidate | null;
}

const DECISION_LABELS: Record<CreditState, string> = {
  'sem-correspondencia': 'Sem correspondência',
  'a-confirmar': 'A confirmar',
  confirmada: 'Confirmada',
  ignorada: 'Ignorada',
};
const DECISION_COLORS: Record<CreditState, MantineColor> = {
  'sem-correspondencia': 'gray',
  'a-confirmar': 'yellow',
  confirmada: 'green',
  ignorada: 'gray',
};

export function fitText(c: MatchCandidate, creditCents: number): string {
  if (c.amountFit === 'exato') return 'valor exato';
  if (c.amountFit === 'parcial') return `baixa parcial: restam ${formatCents(c.remainingAfterCents)}`;
  return `acima do valor em aberto (${formatCents(c.installment.remainingCents)}): a diferença fica como excedente de ${formatCents(creditCents - c.installment.remainingCents)}`;
}

const creditName = (t: StatementTransaction) => `crédito de ${formatDateBR(t.date)} de ${formatCents(t.amountCents)}`;

const optionLabel = (c: MatchCandidate, best: MatchCandidate | null) =>
  `${c === best ? '★ ' : ''}${installmentLabel(c.installment)} · ${formatCents(c.installment.remainingCents)} em aberto${c.payerFit === 'diferente' ? ' · pagador diferente' : ''}`;

const COLUMNS: readonly Column<MatchRow>[] = [
  { header: 'Data', width: '6.5rem', className: 'nowrap', cell: (r) => formatDateBR(r.match.credit.date) },
  {
    header: 'Valor',
    width: '7.5rem',
    align: 'right',
    className: 'nowrap ui-money',
    cell: (r) => formatCents(r.match.credit.amountCents),
  },
  { header: 'Descrição no extrato', width: 'minmax(9rem, 1fr)', userText: (r) => r.match.credit.description },
  {
    header: 'Parcela',
    width: 'minmax(14rem, 1.6fr)',
    className: 'ui-wrap',
    cell: (r) => {
      const candidates = candidatesOf(r.match);
      const key = r.match.credit.bankId;
      const payerNote = r.chosen?.payerFit === 'diferente' && r.match.payer;
      return (
        <span style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 }}>
          <select
            data-choice=""
            data-key={key}
            aria-label={`Parcela para o ${creditName(r.match.credit)}`}
            title={r.chosen ? optionLabel(r.chosen, r.match.best) : 'Sem correspondência'}
            value={r.decision.choice ?? ''}
            disabled={r.decision.status === 'confirmada'}
            onChange={DELEGATED}
            style={{ maxWidth: '100%' }}
          >
            <option value="">Sem correspondência</option>
            {candidates.map((c) => (
              <option key={c.installment.id} value={c.installment.id}>
                {optionLabel(c, r.match.best)}
              </option>
            ))}
          </select>
          <small>
            {r.chosen
              ? fitText(r.chosen, r.match.credit.amountCents)
              : candidates.length > 0
                ? countOf(candidates.length, 'alternativa', 'alternativas')
                : 'Nenhuma parcela em aberto corresponde'}
          </small>
          {payerNote && (
            <small data-payer="diferente" style={{ color: 'var(--mantine-color-red-text)', fontWeight: 600 }}>
              pagador diferente: {payerNote}
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
    cell: (r) => badge(creditState(r.decision), (v) => DECISION_LABELS[v as CreditState] ?? v, DECISION_COLORS),
  },
  {
    header: 'Ações',
    hiddenHeader: true,
    width: '12rem',
    className: 'ui-wrap',
    cell: (r) => {
      const key = r.match.credit.bankId;
      const name = creditName(r.match.credit);
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

// The columns' least widths add up to 60rem (960 px): the table fits the 1,012 px beside
// the navigation at 1280×720 without scrolling sideways.
const CREDITS_TABLE = { caption: 'Créditos do extrato e parcelas propostas', columns: COLUMNS, minWidth: 960 };

/** React wants a handler on a controlled select; the step's delegated one does the work. */
const DELEGATED = () => undefined;

const DEBIT_COLUMNS: readonly Column<StatementTransaction>[] = [
  { header: 'Data', width: '6.5rem', className: 'nowrap', cell: (t) => formatDateBR(t.date) },
  {
    header: 'Valor',
    width: '8rem',
    align: 'right',
    className: 'nowrap ui-money',
    cell: (t) => formatCents(t.amountCents),
  },
  { header: 'Descrição no extrato', width: 'minmax(12rem, 1fr)', userText: (t) => t.description },
];

export function MatchStep({
  matches,
  decisions,
  onDecide,
  debits,
  alreadySettled,
  onSettle,
}: {
  matches: readonly CreditMatch[];
  decisions: Decisions;
  onDecide: (next: Map<string, Decision>) => void;
  debits: readonly StatementTransaction[];
  alreadySettled: readonly StatementTransaction[];
  onSettle: (accountId: string) => void;
}) {
  const rows = useMemo(
    () =>
      matches.map((match): MatchRow => {
        const decision = decisions.get(match.credit.bankId) ?? { status: 'a-confirmar', choice: null };
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

  const counts: Record<CreditState, number> = {
    'a-confirmar': 0,
    'sem-correspondencia': 0,
    confirmada: 0,
    ignorada: 0,
  };
  for (const r of rows) counts[creditState(r.decision)] += 1;
  const exact = exactPending(matches, decisions);

  const accounts = useQuery(referenceQueries.accounts(''));
  const accountItems = accounts.data?.items ?? [];
  const [account, setAccount] = useState<string | null>(null);
  const accountId = account ?? (accountItems.find((a) => a.padrao) ?? accountItems[0])?.id ?? '';

  return (
    <Stack gap="md">
      {matches.length > 0 && <Text role="status">{creditsStatus(matches.length, counts)}</Text>}
      {alreadySettled.length > 0 && (
        <Alert color="blue" variant="light" title="Créditos já baixados na plataforma">
          {alreadySettled.length === 1
            ? '1 crédito deste extrato já está baixado em uma parcela (pelo identificador do lançamento) e não é proposto de novo.'
            : `${formatCount(alreadySettled.length)} créditos deste extrato já estão baixados em parcelas (pelo identificador do lançamento) e não são propostos de novo.`}
        </Alert>
      )}
      {matches.length === 0 ? (
        <Alert color="green" variant="light" role="status" title="Nada a conciliar">
          Todos os créditos deste extrato já foram baixados. Nenhuma baixa é proposta.
        </Alert>
      ) : (
        <>
          <Group>
            <Button variant="light" disabled={exact === 0} onClick={() => act({ type: 'confirmar-exatas', matches })}>
              Confirmar todas as sugestões exatas ({formatCount(exact)})
            </Button>
          </Group>
          <StepTable {...CREDITS_TABLE} items={rows} onClick={onClick} onChange={onChange} />
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
            <Button disabled={counts.confirmada === 0 || !accountId} onClick={() => onSettle(accountId)}>
              Registrar baixa das confirmadas ({formatCount(counts.confirmada)})
            </Button>
          </Group>
        </>
      )}
      {debits.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="debitos-titulo">
          <Title order={2} size="h5" id="debitos-titulo">
            Débitos do extrato ({formatCount(debits.length)}), ignorados na conciliação
          </Title>
          <StepTable
            caption="Débitos do extrato, ignorados"
            columns={DEBIT_COLUMNS}
            minWidth={560}
            items={debits as StatementTransaction[]}
          />
        </Stack>
      )}
    </Stack>
  );
}
