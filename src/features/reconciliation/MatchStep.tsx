import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ChangeEvent, type MouseEvent } from 'react';
import { referenceQueries } from '../../api/reference';
import { sideOf, type LineMatch, type StatementSide, type StatementTransaction } from '../../lib/statement';
import { formatCount } from '../../lib/text';
import { Alert, Button, Group, Stack, Text, Title } from '../../ui/mantine/controls';
import { NativeSelect } from '../../ui/plain/controls';
import { useStableCallback } from '../../ui/plain/useStableCallback';
import {
  chosenCandidate,
  lineState,
  decide,
  exactPending,
  type LineState,
  type Decision,
  type DecisionAction,
  type Decisions,
} from './line-review';
import { TABLES, WORDS, type MatchRow } from './match-columns';
import { StepTable } from './StepTable';
import { alreadySettledText, countLines, linesStatus } from './texts';
import { accountOption } from '../../lib/labels/account';

/** Each statement line with its proposed installment, per side; confirm, choose another or skip. */

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
                ? accountItems.map(accountOption)
                : [{ value: '', label: accounts.isPending ? 'Carregando contas…' : 'Nenhuma conta' }]
            }
            error={accounts.isError ? `Não foi possível carregar as contas: ${accounts.error.message}` : undefined}
            style={{ width: '20rem' }}
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
