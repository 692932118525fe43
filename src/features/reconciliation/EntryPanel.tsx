import { useQuery } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import { referenceQueries } from '../../api/reference';
import { formatDateBR } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import type { LineMatch, StatementSide } from '../../lib/statement';
import { formatCount } from '../../lib/text';
import { Stack, Text, Title } from '../../ui/mantine/controls';
import { NativeSelect } from '../../ui/plain/controls';
import type { Column } from '../../ui/plain/list/DataTable';
import { useStableCallback } from '../../ui/plain/useStableCallback';
import { StepTable } from './StepTable';
import { lineNames } from './texts';

/**
 * Lines with no installment, entered as new ones: each ticked line becomes a payable (debit) or a
 * receivable (credit) of the chosen category, settled on the line's date by the same run.
 */

export interface EntryPick {
  /** Ticked to be entered. */
  picked: boolean;
  /** The line's own category; '' takes the side's. */
  categoryId: string;
}
export type EntryPicks = ReadonlyMap<string, EntryPick>;

interface Option {
  value: string;
  label: string;
}

interface EntryRow {
  match: LineMatch;
  /** The line's name in its controls (`lineNames`). */
  name: string;
  pick: EntryPick;
  options: readonly Option[];
}

const ENTRY_WORDS: Record<StatementSide, { title: string; all: string; noun: string; tipo: 'DESPESA' | 'RECEITA' }> = {
  pagar: {
    title: 'Débitos sem correspondência',
    all: 'Categoria dos débitos marcados',
    noun: 'conta a pagar',
    tipo: 'DESPESA',
  },
  receber: {
    title: 'Créditos sem correspondência',
    all: 'Categoria dos créditos marcados',
    noun: 'conta a receber',
    tipo: 'RECEITA',
  },
};

const DELEGATED = () => undefined;

const COLUMNS: readonly Column<EntryRow>[] = [
  {
    header: 'Lançar',
    width: '4.5rem',
    cell: (r) => (
      <input
        type="checkbox"
        data-entry={r.match.line.bankId}
        checked={r.pick.picked}
        onChange={DELEGATED}
        aria-label={`Lançar o ${r.name}`}
      />
    ),
  },
  { header: 'Data', width: '6.5rem', className: 'nowrap', cell: (r) => formatDateBR(r.match.line.date) },
  {
    header: 'Valor',
    width: '7.5rem',
    align: 'right',
    className: 'nowrap ui-money',
    cell: (r) => formatCents(r.match.amountCents),
  },
  {
    // The bank's text whole: it is what a line is matched by.
    header: 'Descrição no extrato',
    width: 'minmax(9rem, 1fr)',
    className: 'ui-wrap',
    userText: (r) => r.match.line.description,
  },
  {
    header: 'Categoria',
    width: 'minmax(12rem, 1fr)',
    cell: (r) => (
      <select
        data-entry-category={r.match.line.bankId}
        value={r.pick.categoryId}
        onChange={DELEGATED}
        disabled={!r.pick.picked}
        aria-label={`Categoria do ${r.name}`}
        style={{ maxWidth: '100%' }}
      >
        <option value="">A dos marcados</option>
        {r.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    ),
  },
];

function SideEntries({
  side,
  lines,
  picks,
  sideCategory,
  onPick,
  onSideCategory,
}: {
  side: StatementSide;
  lines: readonly LineMatch[];
  picks: EntryPicks;
  sideCategory: string;
  onPick: (key: string, pick: EntryPick) => void;
  onSideCategory: (categoryId: string) => void;
}) {
  const words = ENTRY_WORDS[side];
  const categories = useQuery(referenceQueries.categories('', words.tipo));
  const options: Option[] = (categories.data?.items ?? []).map((c) => ({ value: c.id, label: c.nome }));
  const names = lineNames(lines);
  const rows: EntryRow[] = lines.map((match) => ({
    match,
    name: names.get(match.line.bankId)!,
    pick: picks.get(match.line.bankId) ?? { picked: false, categoryId: '' },
    options,
  }));
  const onChange = useStableCallback((event: ChangeEvent<HTMLElement>) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    const key = target.dataset.entry ?? target.dataset.entryCategory;
    if (!key) return;
    const current = picks.get(key) ?? { picked: false, categoryId: '' };
    if (target instanceof HTMLInputElement) onPick(key, { ...current, picked: target.checked });
    else onPick(key, { ...current, categoryId: target.value });
  });
  const picked = rows.filter((r) => r.pick.picked).length;
  const titleId = `lancar-${side}-titulo`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={4} size="h6" id={titleId}>
        {words.title} ({formatCount(lines.length)})
      </Title>
      <NativeSelect
        label={words.all}
        value={sideCategory}
        onChange={(e) => onSideCategory(e.currentTarget.value)}
        data={[
          {
            value: '',
            label: categories.isPending ? 'Carregando categorias…' : options.length ? 'Escolha' : 'Nenhuma categoria',
          },
          ...options,
        ]}
        error={
          categories.isError
            ? `Não foi possível carregar as categorias: ${categories.error.message}`
            : picked > 0 && !sideCategory && rows.some((r) => r.pick.picked && !r.pick.categoryId)
              ? 'Escolha a categoria dos marcados.'
              : undefined
        }
        style={{ width: '20rem' }}
      />
      <StepTable
        caption={`${words.title}: marque os que viram ${words.noun}`}
        columns={COLUMNS}
        minWidth={720}
        items={rows}
        onChange={onChange}
      />
    </Stack>
  );
}

export function EntryPanel({
  lines,
  picks,
  sideCategories,
  onPick,
  onSideCategory,
}: {
  /** Lines of both sides still without an installment. */
  lines: readonly LineMatch[];
  picks: EntryPicks;
  sideCategories: Readonly<Record<StatementSide, string>>;
  onPick: (key: string, pick: EntryPick) => void;
  onSideCategory: (side: StatementSide, categoryId: string) => void;
}) {
  const sides = (['pagar', 'receber'] as const).filter((side) => lines.some((m) => m.side === side));
  if (sides.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="novos-lancamentos-titulo">
      <Title order={3} size="h5" id="novos-lancamentos-titulo">
        Lançar o que não tem correspondência
      </Title>
      <Text size="sm">
        Uma tarifa, um imposto ou um crédito sem parcela: marque as linhas e escolha a categoria. Cada uma vira uma
        conta a pagar (débito) ou a receber (crédito), já baixada na data do extrato, com a baixa das confirmadas.
      </Text>
      {sides.map((side) => (
        <SideEntries
          key={side}
          side={side}
          lines={lines.filter((m) => m.side === side)}
          picks={picks}
          sideCategory={sideCategories[side]}
          onPick={onPick}
          onSideCategory={(id) => onSideCategory(side, id)}
        />
      ))}
    </Stack>
  );
}
