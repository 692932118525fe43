import { useQuery } from '@tanstack/react-query';
import { panelQueries } from '../../api/panel';
import { dueNextRange, dueTodayRange, overdueRange } from '../../lib/home-panel';
import { agingInputsOf, bucketDueRange, summarizeAging, summarizeDueSoon, summarizeToPay } from '../../lib/aging';
import { formatCents } from '../../lib/money';
import { periodLabel } from '../../lib/period-label';
import { Anchor, Group, Stack, Text } from '../../ui/mantine/controls';
import { Table } from '../../ui/plain/Table';
import { collectionsHref, payablesHref, receivablesHref } from '../../ui/plain/list-links';
import { PanelCard } from '../../ui/mantine/PanelCard';
import { parcelas } from '../../lib/nouns';
import { AppLink } from '../../ui/plain/AppLink';

/** A figure that links to the list of exactly its records; `dates`, the days it covers, beside the link. */
function Figure({
  label,
  count,
  cents,
  href,
  dates,
}: {
  label: string;
  count: number;
  cents: number;
  href: string;
  dates?: { from: string; to: string };
}) {
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={AppLink} to={href}>
          {label}
        </Anchor>
        {dates && (
          <Text size="xs" c="dimmed">
            {periodLabel(dates, 'week')}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right">{parcelas(count)}</Table.Td>
      <Table.Td ta="right" fw={600}>
        {formatCents(cents)}
      </Table.Td>
    </Table.Tr>
  );
}

export function OverdueBlock({ today }: { today: string }) {
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
              <Anchor component={AppLink} to={receivablesHref(overdueRange(today))} size="sm">
                Ver todas em atraso
              </Anchor>
              <Anchor component={AppLink} to={collectionsHref()} size="sm">
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
  // Its days beside it: a week elsewhere (the cash forecast's first) starts today, this one tomorrow.
  const next = dueNextRange(today);
  return (
    <>
      <Figure label="Vencem hoje" {...due.today} href={href(dueTodayRange(today))} />
      <Figure
        label="Nos próximos 7 dias"
        {...due.next}
        href={href(next)}
        dates={{ from: next.data_vencimento_de, to: next.data_vencimento_ate }}
      />
    </>
  );
}

export function DueSoonBlock({ today }: { today: string }) {
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
export function PayablesBlock({ today }: { today: string }) {
  const query = useQuery(panelQueries.payables(today));
  return (
    <PanelCard title="A pagar" query={query}>
      {(items) => {
        const { overdue, ...due } = summarizeToPay(agingInputsOf(items), today);
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
