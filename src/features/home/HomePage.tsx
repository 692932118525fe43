import { Anchor, Button, Collapse, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { panelKeys, panelQueries } from '../../api/panel';
import { dueSoonRange, overdueRange } from '../../lib/home-panel';
import { agingInputsOf, bucketDueRange, summarizeAging, summarizeDueSoon } from '../../lib/aging';
import { addDays, todayIso } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import { frequencyLabel } from '../../lib/recurring-revenue';
import { countOf, formatCount } from '../../lib/text';
import { PageHeader } from '../../ui/PageHeader';
import { collectionsHref, contractsHref, payablesHref, receivablesHref } from '../../ui/list-links';
import { PanelCard } from '../../ui/PanelCard';

const parcelas = (n: number) => countOf(n, 'parcela', 'parcelas');
const contratos = (n: number) => countOf(n, 'contrato', 'contratos');

/** A figure that links to the list of exactly its records. */
function Figure({ label, count, cents, href }: { label: string; count: number; cents: number; href: string }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={href}>
          {label}
        </Anchor>
      </Table.Td>
      <Table.Td ta="right">{parcelas(count)}</Table.Td>
      <Table.Td ta="right" fw={600}>
        {formatCents(cents)}
      </Table.Td>
    </Table.Tr>
  );
}

function OverdueBlock({ today }: { today: string }) {
  const query = useQuery(panelQueries.overdue(today));
  return (
    <PanelCard title="Em atraso" query={query}>
      {(items) => {
        const aging = summarizeAging(agingInputsOf(items), today);
        return (
          <Stack gap="xs">
            <Text>
              <Text span fw={700} size="xl">
                {formatCents(aging.overdue.cents)}
              </Text>{' '}
              em {parcelas(aging.overdue.count)}
            </Text>
            <Table>
              <Table.Tbody>
                {aging.buckets.map(({ bucket, count, cents }) => {
                  const range = bucketDueRange(bucket, today);
                  const all = overdueRange(today);
                  return (
                    <Figure
                      key={bucket.id}
                      label={bucket.label}
                      count={count}
                      cents={cents}
                      href={receivablesHref({
                        status: all.status,
                        data_vencimento_de: range.from ?? all.data_vencimento_de,
                        data_vencimento_ate: range.to,
                      })}
                    />
                  );
                })}
              </Table.Tbody>
            </Table>
            <Group gap="md">
              <Anchor component={Link} to={receivablesHref(overdueRange(today))} size="sm">
                Ver todas em atraso
              </Anchor>
              <Anchor component={Link} to={collectionsHref()} size="sm">
                Cobrar por cliente
              </Anchor>
            </Group>
          </Stack>
        );
      }}
    </PanelCard>
  );
}

/** "Vencem hoje" and "Nos próximos 7 dias", each a link to exactly its installments of a side. */
function DueRows({
  today,
  due,
  href,
}: {
  today: string;
  due: ReturnType<typeof summarizeDueSoon>;
  href: typeof receivablesHref;
}) {
  const range = dueSoonRange(today, 7);
  return (
    <>
      <Figure
        label="Vencem hoje"
        {...due.today}
        href={href({ status: range.status, data_vencimento_de: today, data_vencimento_ate: today })}
      />
      <Figure
        label="Nos próximos 7 dias"
        {...due.next}
        href={href({
          status: range.status,
          data_vencimento_de: addDays(today, 1),
          data_vencimento_ate: range.data_vencimento_ate,
        })}
      />
    </>
  );
}

function DueSoonBlock({ today }: { today: string }) {
  const query = useQuery(panelQueries.dueSoon(today));
  return (
    <PanelCard title="A vencer" query={query}>
      {(items) => {
        const due = summarizeDueSoon(agingInputsOf(items), today, 7);
        return (
          <Table>
            <Table.Tbody>
              <DueRows today={today} due={due} href={receivablesHref} />
            </Table.Tbody>
          </Table>
        );
      }}
    </PanelCard>
  );
}

/** What is to be paid: overdue, due today and in the next 7 days, each a link to exactly those payables. */
function PayablesBlock({ today }: { today: string }) {
  const query = useQuery(panelQueries.payables(today));
  return (
    <PanelCard title="A pagar" query={query}>
      {(items) => {
        const inputs = agingInputsOf(items);
        const overdue = summarizeAging(inputs, today).overdue;
        const due = summarizeDueSoon(inputs, today, 7);
        return (
          <Table>
            <Table.Tbody>
              <Figure label="Em atraso" {...overdue} href={payablesHref(overdueRange(today))} />
              <DueRows today={today} due={due} href={payablesHref} />
            </Table.Tbody>
          </Table>
        );
      }}
    </PanelCard>
  );
}

function ContractsBlock() {
  const query = useQuery(panelQueries.contracts());
  return (
    <PanelCard title="Contratos" query={query}>
      {(counts) => (
        <Stack gap={4}>
          <Anchor component={Link} to={contractsHref('PROXIMO_AO_VENCIMENTO')}>
            {contratos(counts.endingSoon)} terminando nos próximos 30 dias
          </Anchor>
          <Anchor component={Link} to={contractsHref('ATIVO')}>
            {contratos(counts.active)} {counts.active === 1 ? 'ativo' : 'ativos'}
          </Anchor>
        </Stack>
      )}
    </PanelCard>
  );
}

function RecurringBlock({ today }: { today: string }) {
  const [open, setOpen] = useState(false);
  const query = useQuery(panelQueries.recurring(today));
  const { data: progress } = useQuery(panelQueries.recurringProgress());
  const progressText = !progress
    ? null
    : progress.phase === 'contracts'
      ? `Lendo contratos ativos: ${progress.done}${progress.total ? ` de ${progress.total}` : ''}`
      : progress.phase === 'sales'
        ? `Lendo vendas agendadas: ${formatCount(progress.done)}${progress.total ? ` de ${formatCount(progress.total)}` : ''}`
        : `Lendo condições: ${formatCount(progress.done)} de ${progress.total === null ? '?' : contratos(progress.total)}`;
  return (
    <PanelCard
      title="Receita recorrente mensal"
      query={query}
      loading={
        progressText && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {progressText}
          </Text>
        )
      }
    >
      {(mrr) => (
        <Stack gap="xs">
          <Text>
            <Text span fw={700} size="xl">
              {formatCents(mrr.monthlyCents)}
            </Text>{' '}
            por mês, de {contratos(mrr.counted)} {mrr.counted === 1 ? 'ativo' : 'ativos'}
          </Text>
          <div>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => setOpen((o) => !o)}
              aria-expanded={open}
              aria-controls="mrr-como"
            >
              Como é calculado
            </Button>
          </div>
          <Collapse expanded={open} id="mrr-como">
            <Stack gap="xs">
              <Text size="sm">
                Cada contrato ativo entra com o valor líquido de uma cobrança trazido para um mês: mensal conta inteiro,
                a cada N meses conta 1/N, anual conta 1/12.
              </Text>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Frequência</Table.Th>
                    <Table.Th ta="right">Contratos</Table.Th>
                    <Table.Th ta="right">Soma de uma cobrança</Table.Th>
                    <Table.Th ta="right">Fração por mês</Table.Th>
                    <Table.Th ta="right">Por mês</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {mrr.groups.map((g) => (
                    <Table.Tr key={g.key}>
                      <Table.Td>{frequencyLabel(g.frequency, g.interval)}</Table.Td>
                      <Table.Td ta="right">{g.count}</Table.Td>
                      <Table.Td ta="right">{formatCents(g.chargesCents)}</Table.Td>
                      <Table.Td ta="right">
                        {g.perMonth.numerator === g.perMonth.denominator
                          ? '1'
                          : `${g.perMonth.numerator}/${g.perMonth.denominator}`}
                      </Table.Td>
                      <Table.Td ta="right">{formatCents(g.monthlyCents)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {mrr.leftOut.length > 0 && (
                <Text size="sm" c="dimmed">
                  {contratos(mrr.leftOut.length)} sem frequência ou valor informados não entram na conta.
                </Text>
              )}
            </Stack>
          </Collapse>
        </Stack>
      )}
    </PanelCard>
  );
}

function CapturesBlock() {
  const query = useQuery(panelQueries.captures());
  return (
    <PanelCard title="Capturas para revisar" query={query}>
      {(captures) =>
        captures.length === 0 ? (
          <Text size="sm">Nenhum documento enviado deste navegador espera revisão.</Text>
        ) : (
          <Stack gap={4}>
            <Text size="sm">
              {captures.length === 1 ? '1 documento espera' : `${captures.length} documentos esperam`} sua revisão:
            </Text>
            {captures.slice(0, 5).map((c) => (
              <Anchor key={c.captureId} component={Link} to={`/captura/${encodeURIComponent(c.captureId)}`} size="sm">
                {c.nome}
              </Anchor>
            ))}
            {captures.length > 5 && (
              <Anchor component={Link} to="/captura" size="sm">
                Ver todos
              </Anchor>
            )}
          </Stack>
        )
      }
    </PanelCard>
  );
}

/** `/`: what needs doing today, each figure a link to exactly its records. */
export default function HomePage({ today: fixedToday }: { today?: string }) {
  const [today] = useState(() => fixedToday ?? todayIso('America/Sao_Paulo'));
  const queryClient = useQueryClient();
  return (
    <Stack>
      <PageHeader
        title="Hoje"
        actions={
          <Button variant="default" onClick={() => void queryClient.invalidateQueries({ queryKey: panelKeys.all })}>
            Atualizar
          </Button>
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }}>
        <OverdueBlock today={today} />
        <DueSoonBlock today={today} />
        <PayablesBlock today={today} />
        <ContractsBlock />
        <RecurringBlock today={today} />
        <CapturesBlock />
      </SimpleGrid>
    </Stack>
  );
}
