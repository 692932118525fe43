import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { resultsKeys, resultsQueries, type Basis } from '../../api/results';
import { toCsv } from '../../lib/csv';
import { platformToday } from '../../lib/dates';
import { addMonths } from '../../lib/date-math';
import { dreOf, monthsFrom } from '../../lib/dre';
import { periodLabel } from '../../lib/period-label';
import { keepResultsView, lastResultsView } from '../../stores/results-view';
import { Button, Group, Stack, Text } from '../../ui/mantine/controls';
import { NativeSelect } from '../../ui/plain/controls';
import { RefreshButton } from '../../ui/mantine/RefreshButton';
import { SectionCard } from '../../ui/mantine/SectionCard';
import { downloadText } from '../../ui/plain/export/useListExport';
import { PageHeader } from '../../ui/plain/PageHeader';
import { QueriesError, unread } from '../../ui/plain/QueryError';
import { statementCsvColumns, statementCsvRows, statementFileName } from './export';
import { ResultChart } from './ResultChart';
import { StatementTable } from './StatementTable';
import { CashFlowTable } from './CashFlowTable';
import { useCategoryFlow } from './useCategoryFlow';
import { RecurringSection } from './RecurringSection';
import './results.css';

const BASES: Array<[Basis, string]> = [
  ['competencia', 'Competência'],
  ['caixa', 'Caixa'],
];

/**
 * The periods offered: the last 12 months (to this month), this year, and the two before it. In
 * December the last 12 months are this year: offered once, by the year's name.
 */
export function periodChoices(today: string): Array<{ value: string; label: string }> {
  const year = Number(today.slice(0, 4));
  const last12 = addMonths(`${today.slice(0, 7)}-01`, -11);
  const years = [year, year - 1, year - 2].map((y) => ({ value: `${y}-01-01`, label: String(y) }));
  return years.some((y) => y.value === last12) ? years : [{ value: last12, label: 'Últimos 12 meses' }, ...years];
}

/** `/resultados`: the income statement (DRE) month by month, on the accrual or the cash basis. */
export default function ResultsPage({ today: fixedToday }: { today?: string }) {
  const [today] = useState(() => fixedToday ?? platformToday());
  const choices = useMemo(() => periodChoices(today), [today]);
  // In the address, so that Back from a figure's list returns to the same statement.
  // (`useSearchParams` would put its code on the first screen.)
  const { search } = useLocation();
  const navigate = useNavigate();
  // Opened without a basis or period (the menu), the statement reads as this tab last left it.
  const [remembered] = useState(lastResultsView);
  const own = new URLSearchParams(search);
  const params = own.has('regime') || own.has('inicio') ? own : remembered;
  const basis: Basis = params.get('regime') === 'caixa' ? 'caixa' : 'competencia';
  const asked = params.get('inicio');
  const first = choices.some((c) => c.value === asked) ? (asked as string) : (choices[0]?.value as string);
  const choose = (name: 'regime' | 'inicio', value: string) => {
    const next = new URLSearchParams(params);
    next.set(name, value);
    keepResultsView(next);
    void navigate({ search: `?${next.toString()}` }, { replace: true });
  };
  const setBasis = (value: Basis) => choose('regime', value);
  const setFirst = (value: string) => choose('inicio', value);
  const months = useMemo(() => monthsFrom(first), [first]);
  const structure = useQuery(resultsQueries.structure());
  const categories = useQuery(resultsQueries.categories());
  const statement = useQuery(resultsQueries.statement(basis, months));
  const dre = useMemo(
    () =>
      structure.data && categories.data && statement.data
        ? dreOf(structure.data, categories.data, statement.data.entries, months)
        : null,
    [structure.data, categories.data, statement.data, months],
  );
  const failed = [structure, categories, statement].filter(unread);
  const cashFlow = useCategoryFlow(today, months, categories.data);
  const span = `${periodLabel({ from: months[0] as string, to: months[0] as string }, 'month')} a ${periodLabel({ from: months[11] as string, to: months[11] as string }, 'month')}`;

  return (
    <Stack>
      <PageHeader
        title="Resultados"
        actions={
          <>
            <RefreshButton queryKey={resultsKeys.all} />
            <Button
              variant="default"
              disabled={!dre}
              onClick={() =>
                dre &&
                downloadText(
                  toCsv(statementCsvRows(dre), statementCsvColumns(dre)),
                  `${statementFileName(dre, basis)}.csv`,
                )
              }
            >
              Exportar CSV
            </Button>
          </>
        }
      />
      <SectionCard
        id="resultados-dre"
        title="Demonstração do resultado (DRE)"
        intro={`${span}, pela data de ${basis === 'competencia' ? 'competência' : 'pagamento'}`}
        queries={[structure, categories, statement]}
        actions={
          <Group gap="md" align="end">
            <NativeSelect
              label="Período"
              data={choices}
              value={first}
              onChange={(event) => setFirst(event.currentTarget.value)}
            />
            <Group gap={0} role="group" aria-label="Regime">
              {BASES.map(([value, label]) => (
                <Button
                  key={value}
                  variant={basis === value ? 'filled' : 'default'}
                  aria-pressed={basis === value}
                  onClick={() => setBasis(value)}
                >
                  {label}
                </Button>
              ))}
            </Group>
          </Group>
        }
      >
        <QueriesError title="A DRE não pôde ser lida" queries={failed} />
        {dre ? (
          <>
            <ResultChart dre={dre} today={today} />
            <StatementTable dre={dre} basis={basis} today={today} />
            <Text size="sm" c="dimmed">
              {basis === 'competencia'
                ? 'Cada lançamento conta no mês da sua competência, pelo valor da parcela; parcelas canceladas ou renegociadas ficam de fora. Uma parcela baixada como perda segue como receita na sua competência.'
                : 'Cada pagamento ou recebimento conta no mês em que foi baixado, pelo valor baixado da parcela: juros, multas e descontos da baixa ficam de fora (o saldo das contas, em Caixa, os inclui). Um valor abre as parcelas com pagamento no mês, e a lista soma cada parcela inteira, que pode ter pagamentos de outros meses.'}{' '}
              Um lançamento com rateio conta em cada categoria pela sua parte; os sem categoria aparecem em linha
              própria.
            </Text>
          </>
        ) : (
          failed.length === 0 && (
            <Text size="sm" c="dimmed" role="status">
              Lendo os lançamentos do período…
            </Text>
          )
        )}
      </SectionCard>
      <SectionCard
        id="resultados-fluxo"
        title="Fluxo de caixa por categoria: previsto × realizado"
        intro="Realizado: o que foi pago ou recebido no mês. Previsto: o que está em aberto, como na projeção do Caixa (vencidos a pagar no mês atual; contratos a faturar no vencimento de cada parcela)."
        queries={cashFlow.queries}
      >
        <QueriesError title="O fluxo de caixa por categoria não pôde ser lido" queries={cashFlow.failed} />
        {cashFlow.flow ? (
          <CashFlowTable flow={cashFlow.flow} today={today} />
        ) : (
          cashFlow.failed.length === 0 && (
            <Text size="sm" c="dimmed" role="status">
              Lendo o previsto e o realizado…
            </Text>
          )
        )}
      </SectionCard>
      <RecurringSection months={months} today={today} />
    </Stack>
  );
}
