import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ChangeEvent, type MouseEvent } from 'react';
import { referenceQueries, type FinancialAccount } from '../../api/reference';
import { transferQueries } from '../../api/transfers';
import { formatDateBR } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import {
  sideOf,
  statementAccountOf,
  transferLines,
  transferSpan,
  type LineMatch,
  type LineTransfer,
  type StatementAccount,
  type StatementSide,
  type StatementTransaction,
} from '../../lib/statement';
import { formatCount, listWords } from '../../lib/text';
import { Alert, Button, Group, Stack, Text, Title } from '../../ui/mantine/controls';
import { UserText } from '../../ui/mantine/UserText';
import { NativeSelect } from '../../ui/plain/controls';
import { QueryError } from '../../ui/plain/QueryError';
import { useStableCallback } from '../../ui/plain/useStableCallback';
import { EntryPanel, type EntryPick } from './EntryPanel';
import {
  chosenCandidate,
  lineState,
  decide,
  exactPending,
  heldCents,
  sharedWith,
  type LineState,
  type Decision,
  type DecisionAction,
  type Decisions,
  type EntryChoice,
} from './line-review';
import { rememberCategories, rememberedCategory, type DraftEntries } from '../../stores/reconciliation';
import { TABLES, WORDS, type MatchRow } from './match-columns';
import { StepTable } from './StepTable';
import { alreadySettledText, countLines, entryCount, lineNames, linesStatus, transfersText } from './texts';
import { accountOption, accountsLoadError } from '../../lib/labels/account';

/** Each statement line with its proposed installment, per side; confirm, choose another or skip. */

const SIDES: readonly StatementSide[] = ['receber', 'pagar'];
const SECTION_TITLES: Record<StatementSide, string> = { receber: 'Créditos do extrato', pagar: 'Débitos do extrato' };

const emptyCounts = (): Record<LineState, number> => ({
  'a-confirmar': 0,
  'sem-correspondencia': 0,
  confirmada: 0,
  ignorada: 0,
});

const NO_ACCOUNTS: FinancialAccount[] = [];

/**
 * What the statement file says of the chosen account: it is the file's, or the file names one the
 * company does not have. Nothing while the accounts are read, nor when the platform gives no
 * account its bank and number (then no file could be told apart).
 */
function accountNote(
  file: StatementAccount | null,
  fromFile: string | null,
  chosen: string,
  accounts: readonly FinancialAccount[] | undefined,
): string {
  if (fromFile !== null) return fromFile === chosen ? 'Reconhecida pelo banco e pelo número no extrato. ' : '';
  if (!file?.bankCode || !file.account) return '';
  if (!accounts?.some((a) => a.codigoBanco !== null && a.numero)) return '';
  return `O extrato é do banco ${file.bankCode}, conta ${file.account}, e nenhuma conta ativa tem esse banco e número: confira a conta. `;
}

export function MatchStep({
  matches,
  decisions,
  onDecide,
  lineCounts,
  alreadySettled,
  onSetAside,
  onSettle,
  statementAccount,
  restoredEntries,
  onEntries,
}: {
  /** The bank, branch and account the statement file names (OFX), if any. */
  statementAccount: StatementAccount | null;
  /** Every line still to reconcile, credits and debits. */
  matches: readonly LineMatch[];
  decisions: Decisions;
  onDecide: (next: Map<string, Decision>) => void;
  /** How many lines of each side the statement has (a side without any has no section). */
  lineCounts: Readonly<Record<StatementSide, number>>;
  /** Lines already settled on the platform (by their `nsu`), both sides. */
  alreadySettled: readonly StatementTransaction[];
  /** The lines that need nothing (settled already, or transfers), each time they change: for the month's close. */
  onSetAside: (keys: readonly string[]) => void;
  /** Settle the confirmed lines and enter the picked ones (keyed by bank id); transfers are left out. */
  onSettle: (
    accountId: string,
    entries: ReadonlyMap<string, EntryChoice>,
    transfers: ReadonlyMap<string, LineTransfer>,
  ) => void;
  /** The lines ticked to be entered on an earlier visit; each change of them, to keep them. */
  restoredEntries: DraftEntries;
  onEntries: (entries: DraftEntries) => void;
}) {
  const accounts = useQuery(referenceQueries.accounts(''));
  const accountItems = accounts.data?.items ?? NO_ACCOUNTS;
  const [account, setAccount] = useState<string | null>(null);
  const fromFile = useMemo(() => statementAccountOf(statementAccount, accountItems), [statementAccount, accountItems]);
  const accountId = account ?? fromFile ?? (accountItems.find((a) => a.padrao) ?? accountItems[0])?.id ?? '';

  // Lines that are transfers between the company's accounts leave the review.
  const lines = useMemo(() => matches.map((m) => m.line), [matches]);
  const span = useMemo(() => transferSpan(lines), [lines]);
  const transferQuery = useQuery(transferQueries.ofAccount(span, accountId));
  const transfers = useMemo(
    () => transferLines(lines, transferQuery.data ?? [], accountId),
    [lines, transferQuery.data, accountId],
  );
  const kept = useMemo(() => matches.filter((m) => !transfers.has(m.line.bankId)), [matches, transfers]);
  const setAside = useStableCallback(onSetAside);
  useEffect(() => {
    setAside([...alreadySettled.map((t) => t.bankId), ...transfers.keys()]);
  }, [alreadySettled, transfers, setAside]);
  const rows = useMemo(() => {
    const held = heldCents(kept, decisions);
    const names = lineNames(kept);
    return kept.map((match): MatchRow => {
      const decision = decisions.get(match.line.bankId) ?? { status: 'a-confirmar', choice: null };
      const name = names.get(match.line.bankId)!;
      return {
        match,
        name,
        decision,
        chosen: chosenCandidate(match, decision),
        shared: sharedWith(match, decision, held),
      };
    });
  }, [kept, decisions]);
  const act = (action: DecisionAction) => onDecide(decide(decisions, action));
  const onClick = useStableCallback((event: MouseEvent<HTMLElement>) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-action]');
    if (!button || button.disabled) return;
    const key = button.dataset.key!;
    const type = button.dataset.action as 'confirmar' | 'ignorar' | 'desfazer';
    act(type === 'confirmar' ? { type, key, matches: kept } : { type, key });
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
  const exact = exactPending(kept, decisions);
  const settledBySide = (side: StatementSide) => alreadySettled.filter((t) => sideOf(t) === side);

  // Lines without an installment may be entered as new ones, each in a category.
  const [picks, setPicks] = useState<ReadonlyMap<string, EntryPick>>(restoredEntries.picks);
  const [sideCategories, setSideCategories] = useState<Record<StatementSide, string>>(restoredEntries.sides);
  const keepEntries = useStableCallback(onEntries);
  useEffect(() => {
    if (picks !== restoredEntries.picks || sideCategories !== restoredEntries.sides)
      keepEntries({ picks, sides: sideCategories });
  }, [picks, sideCategories, restoredEntries, keepEntries]);
  const expenses = useQuery(referenceQueries.categories('', 'DESPESA'));
  const revenues = useQuery(referenceQueries.categories('', 'RECEITA'));
  const categoryNames = new Map(
    [...(expenses.data?.items ?? []), ...(revenues.data?.items ?? [])].map((c) => [c.id, c.nome] as const),
  );
  const unmatched = rows.filter((r) => lineState(r.decision) === 'sem-correspondencia').map((r) => r.match);
  const entries = new Map<string, EntryChoice>();
  let entriesWithoutCategory = 0;
  for (const m of unmatched) {
    const pick = picks.get(m.line.bankId);
    if (!pick?.picked) continue;
    const categoryId = pick.categoryId || sideCategories[m.side];
    const categoryName = categoryNames.get(categoryId);
    if (categoryName) entries.set(m.line.bankId, { categoryId, categoryName });
    else entriesWithoutCategory += 1;
  }
  const onPick = (key: string, pick: EntryPick) => {
    const line = unmatched.find((m) => m.line.bankId === key)?.line;
    const suggested = pick.picked && !pick.categoryId && line ? rememberedCategory(line.description) : null;
    const next = new Map(picks);
    next.set(key, suggested && categoryNames.has(suggested) ? { ...pick, categoryId: suggested } : pick);
    setPicks(next);
  };
  const picked = entries.size + entriesWithoutCategory;
  const toSend = confirmed + picked;
  const settle = () => {
    rememberCategories(
      unmatched
        .filter((m) => entries.has(m.line.bankId))
        .map((m) => [m.line.description, entries.get(m.line.bankId)!.categoryId] as const),
    );
    onSettle(accountId, entries, transfers);
  };

  return (
    <Stack gap="md">
      {matches.length > 0 && (
        <Group align="flex-end">
          <NativeSelect
            label="Conta do extrato"
            description={
              accountNote(statementAccount, fromFile, accountId, accounts.data?.items) +
              'As baixas, os lançamentos e as transferências entre contas são desta conta.'
            }
            value={accountId}
            onChange={(e) => setAccount(e.currentTarget.value)}
            data={
              accountItems.length
                ? accountItems.map(accountOption)
                : [{ value: '', label: accounts.isPending ? 'Carregando contas…' : 'Nenhuma conta' }]
            }
            error={accounts.isError ? accountsLoadError(accounts.error) : undefined}
            style={{ width: '20rem' }}
          />
          <Button
            variant="light"
            disabled={exact === 0}
            onClick={() => act({ type: 'confirmar-exatas', matches: kept })}
          >
            Confirmar todas as sugestões exatas ({formatCount(exact)})
          </Button>
        </Group>
      )}
      {SIDES.filter((side) => lineCounts[side] > 0).map((side) => {
        const { rows: sideRows, counts } = bySide[side];
        const settled = settledBySide(side);
        const sideTransfers = matches
          .filter((m) => m.side === side && transfers.has(m.line.bankId))
          .map((m) => ({ line: m.line, transfer: transfers.get(m.line.bankId)! }));
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
            {sideTransfers.length > 0 && (
              <Alert color="blue" variant="light" title="Transferências entre contas">
                <Stack gap={4}>
                  <Text size="sm">{transfersText(side, sideTransfers.length)}</Text>
                  <ul
                    style={{ margin: 0, paddingLeft: '1.25rem' }}
                    aria-label={`Transferências: ${SECTION_TITLES[side].toLowerCase()}`}
                  >
                    {sideTransfers.map(({ line, transfer }) => (
                      <li key={line.bankId}>
                        {formatDateBR(line.date)} · {formatCents(Math.abs(line.amountCents))} ·{' '}
                        <UserText component="span">{line.description}</UserText>: {transfer.description} (
                        {transfer.accounts})
                      </li>
                    ))}
                  </ul>
                </Stack>
              </Alert>
            )}
            {transferQuery.isError && side === SIDES.find((s) => lineCounts[s] > 0) && (
              <QueryError title="As transferências entre contas não puderam ser lidas" query={transferQuery} />
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
      <EntryPanel
        lines={unmatched}
        picks={picks}
        sideCategories={sideCategories}
        onPick={onPick}
        onSideCategory={(side, id) => setSideCategories({ ...sideCategories, [side]: id })}
      />
      {matches.length > 0 && (
        <Group align="flex-end">
          <Button disabled={toSend === 0 || entriesWithoutCategory > 0 || !accountId} onClick={settle}>
            {picked > 0
              ? `Registrar baixas e lançamentos (${formatCount(toSend)})`
              : `Registrar baixa das confirmadas (${formatCount(confirmed)})`}
          </Button>
          {toSend > 0 && (
            <Text size="sm" c="dimmed">
              {listWords(
                [
                  bySide.receber.counts.confirmada > 0 && countLines('receber', bySide.receber.counts.confirmada),
                  bySide.pagar.counts.confirmada > 0 && countLines('pagar', bySide.pagar.counts.confirmada),
                  entries.size > 0 && entryCount(entries.size),
                ].filter((part): part is string => typeof part === 'string'),
              )}
              {entriesWithoutCategory > 0 && ` · ${entryCount(entriesWithoutCategory)} sem categoria`}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
