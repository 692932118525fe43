import { useState } from 'react';
import { cashKeys } from '../../api/cash';
import { toCsv } from '../../lib/csv';
import { platformToday } from '../../lib/dates';
import type { Granularity, Scenario } from '../../lib/forecast';
import { formatCents } from '../../lib/money';
import { parcelas } from '../../lib/nouns';
import { countOf } from '../../lib/text';
import { Anchor, Button, Group, Stack, Text } from '../../ui/mantine/controls';
import { downloadText } from '../../ui/plain/export/useListExport';
import { payablesHref, receivablesHref } from '../../ui/plain/list-links';
import { PageHeader } from '../../ui/plain/PageHeader';
import { RefreshButton } from '../../ui/mantine/RefreshButton';
import { SectionCard } from '../../ui/mantine/SectionCard';
import { useReturnFocus } from '../../ui/plain/return-focus';
import { QueriesError } from '../../ui/plain/QueryError';
import { BalancesCard } from './BalancesCard';
import { CashChart } from './CashChart';
import { forecastCsvColumns, forecastFileName } from './cash-export';
import { useCashView } from './cash-view';
import { ContractsDrill } from './ContractsDrill';
import { ForecastTable } from './ForecastTable';
import { overdueFilter } from './overdue';
import { useCashForecast } from './useCashForecast';
import './cash.css';
import { AppLink } from '../../ui/plain/AppLink';

const GRANULARITIES: Array<[Granularity, string]> = [
  ['week', '13 semanas'],
  ['month', '12 meses'],
];

const SWITCHES: Array<[keyof Scenario, string]> = [
  ['overdueReceivables', 'Contar o que está em atraso a receber no primeiro período'],
  ['overduePayables', 'Contar o que está em atraso a pagar no primeiro período'],
  ['contracts', 'Contar contratos ainda não faturados, no vencimento de cada parcela'],
];

const OVERDUE_LINES = [
  {
    part: 'receivables',
    label: 'Em atraso a receber',
    href: receivablesHref,
    cents: 'receivableCents',
    count: 'receivableCount',
    counted: 'overdueReceivables',
  },
  {
    part: 'payables',
    label: 'Em atraso a pagar',
    href: payablesHref,
    cents: 'payableCents',
    count: 'payableCount',
    counted: 'overduePayables',
  },
] as const;

/** `/caixa`: today's balances, and the cash they become week by week or month by month. */
export default function CashPage({ today: fixedToday }: { today?: string }) {
  const [today] = useState(() => fixedToday ?? platformToday());
  const [view, setView] = useCashView();
  const [drill, setDrill] = useState<number | null>(null);
  const focus = useReturnFocus();
  const data = useCashForecast(today, view.granularity, view.scenario);
  const f = data.forecast;
  const first = view.granularity === 'week' ? 'na primeira semana' : 'no primeiro mês';
  const overdue = overdueFilter(today);
  const loading = pending(data, view.scenario);

  return (
    <Stack>
      <PageHeader
        title="Caixa"
        actions={
          <>
            <RefreshButton queryKey={cashKeys.all} />
            <Button
              variant="default"
              disabled={!data.complete}
              onClick={() =>
                downloadText(toCsv(f.periods, forecastCsvColumns(f, view.scenario)), `${forecastFileName(f)}.csv`)
              }
            >
              Exportar CSV
            </Button>
          </>
        }
      />
      <BalancesCard query={data.balances} />
      <SectionCard
        id="caixa-projecao"
        title="Projeção"
        queries={[data.balances, data.receivables, data.payables, data.scheduled]}
        actions={
          <Group gap={0} role="group" aria-label="Períodos da projeção">
            {GRANULARITIES.map(([value, label]) => (
              <Button
                key={value}
                variant={view.granularity === value ? 'filled' : 'default'}
                aria-pressed={view.granularity === value}
                onClick={() => {
                  setDrill(null);
                  setView({ ...view, granularity: value });
                }}
              >
                {label}
              </Button>
            ))}
          </Group>
        }
      >
        <Group gap="lg">
          {SWITCHES.map(([key, label]) => (
            <label key={key} className="cash-switch">
              <input
                type="checkbox"
                checked={view.scenario[key]}
                onChange={(event) =>
                  setView({ ...view, scenario: { ...view.scenario, [key]: event.currentTarget.checked } })
                }
              />
              {label}
            </label>
          ))}
        </Group>
        <Group gap="xl" aria-live="polite">
          {OVERDUE_LINES.map(
            (line) =>
              data.parts[line.part] && (
                <OverdueLine
                  key={line.part}
                  label={line.label}
                  href={line.href(overdue)}
                  cents={f.overdue[line.cents]}
                  count={f.overdue[line.count]}
                  counted={view.scenario[line.counted] ? `contado ${first}` : null}
                />
              ),
          )}
        </Group>
        <QueriesError title="Parte da projeção não pôde ser lida" queries={data.failed} />
        {data.complete ? (
          <CashChart forecast={f} />
        ) : (
          // What is still on its way; a part that could not be read is the error's above.
          <Text size="sm" c="dimmed" role="status">
            {loading.length
              ? `Lendo ${loading.join(', ')}… a tabela se completa conforme chegam.`
              : 'Os saldos finais e o gráfico aparecem quando todas as partes forem lidas.'}
          </Text>
        )}
        {(data.balances.data?.unread ?? 0) > 0 && (
          <Text size="sm" c="dimmed" role="note">
            O saldo inicial deixa de fora {countOf(data.balances.data?.unread ?? 0, 'conta', 'contas')} sem saldo
            informado pela plataforma.
          </Text>
        )}
        {f.undated > 0 && (
          <Text size="sm" c="dimmed">
            {countOf(f.undated, 'registro sem data de vencimento ficou', 'registros sem data de vencimento ficaram')}{' '}
            fora da projeção.
          </Text>
        )}
        <ForecastTable
          forecast={f}
          parts={data.parts}
          lost={data.lost}
          scenario={view.scenario}
          onContracts={(index) => {
            focus.remember();
            setDrill(index);
          }}
        />
      </SectionCard>
      {drill !== null && view.scenario.contracts && data.scheduled.data && (
        <ContractsDrill
          forecast={f}
          index={drill}
          sales={data.scheduled.data}
          onClose={() => {
            setDrill(null);
            focus.restore();
          }}
        />
      )}
    </Stack>
  );
}

/** What is overdue on one side, linking to exactly those installments, and whether the forecast counts it. */
function OverdueLine(props: { label: string; href: string; cents: number; count: number; counted: string | null }) {
  return (
    <Text size="sm">
      {props.label}:{' '}
      <Anchor component={AppLink} to={props.href} fw={600}>
        {formatCents(props.cents)}
      </Anchor>{' '}
      em {parcelas(props.count)} — {props.counted ?? 'fora da projeção'}
    </Text>
  );
}

/** The parts still loading: neither arrived nor failed. */
function pending({ parts, lost }: ReturnType<typeof useCashForecast>, scenario: Scenario): string[] {
  const waiting = (part: keyof typeof parts) => !parts[part] && !lost[part];
  return [
    waiting('balances') && 'os saldos',
    waiting('receivables') && 'as contas a receber',
    waiting('payables') && 'as contas a pagar',
    scenario.contracts && waiting('contracts') && 'os contratos a faturar',
  ].filter((name): name is string => typeof name === 'string');
}
