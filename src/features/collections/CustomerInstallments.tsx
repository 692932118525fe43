import { Anchor, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { activeCharge } from '../../api/charges';
import { receivableQueries, type Installment, type InstallmentCharge } from '../../api/receivables';
import { chargeKindLabel, chargeStatusLabel } from '../../lib/charge-labels';
import type { OverdueInstallment } from '../../lib/collections';
import { formatDateBR } from '../../lib/dates';
import { formatBRL, formatCents, fromCents, toCents } from '../../lib/money';
import { reminderText } from '../../lib/reminder';
import { countOf } from '../../lib/text';
import { CopyButton } from '../../ui/CopyButton';
import { MUTED } from '../../ui/muted';
import { Table } from '../../ui/Table';
import { UserText } from '../../ui/UserText';
import { OpenChargeContext, type ChargeTarget } from './charge-target';
import type { CustomerRow } from './rows';
import './CustomerInstallments.css';

/** How many installments' reads are on their way at once. */
const READS_IN_FLIGHT = 2;
/** The installments' charges read within this long are used as they are for the reminder. */
const REMINDER_FRESH_MS = 60_000;

/**
 * The installments table's columns, in rem: the fixed ones, and the least the description
 * keeps (it takes the rest). Together they fit the open row's box at 1280×720 (about
 * 60rem inside its paddings): every action shows, the description wraps.
 */
export const INSTALLMENT_COLUMNS = {
  vencimento: 6.25,
  descricao: 12,
  emAberto: 8,
  atraso: 5.5,
  cobranca: 10,
  acoes: 15.5,
} as const;
const rem = (n: number) => `${n}rem`;
const TABLE_MIN_REM = Object.values(INSTALLMENT_COLUMNS).reduce((sum, n) => sum + n, 0);

type Row = OverdueInstallment<CustomerRow['installments'][number]['item']>;

/**
 * Reads installments (each with its charges) `READS_IN_FLIGHT` at a time, not in a burst:
 * parallel reads arrive at the platform closer together than they left under load, and a
 * customer with dozens of installments would run into its rate limit (the HTTP layer paces
 * by departure, the platform counts arrivals). Each read lands in the installment's query,
 * so the rows show it; a failed one is an error of that row (its "Tentar novamente").
 */
async function readInstallments(
  queryClient: QueryClient,
  ids: readonly string[],
  staleTime: number,
): Promise<Array<Installment | Error>> {
  const results: Array<Installment | Error> = [];
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const k = next++;
      try {
        results[k] = await queryClient.fetchQuery({ ...receivableQueries.detail(ids[k] as string), staleTime });
      } catch (error) {
        results[k] = error instanceof Error ? error : new Error('erro inesperado');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(READS_IN_FLIGHT, ids.length) }, worker));
  return results;
}

/**
 * An open customer row: its overdue installments, the actions on each (its charge, a
 * settlement) and the reminder for the customer, copied in one click. Opening it reads
 * nothing more: the installments come from the list, and their charges (in each
 * installment's read, `solicitacoes_cobrancas`; the platform has no list of charges) show
 * as soon as an installment was read: by its charge dialog, by the reminder, or for all of
 * them at once on "Consultar cobranças".
 */
export function CustomerInstallments({ group }: { group: CustomerRow }) {
  const openCharge = useContext(OpenChargeContext);
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  const queryClient = useQueryClient();
  const ids = group.installments.map((i) => i.item.id);
  const [reading, setReading] = useState(false);

  const readCharges = () => {
    if (reading) return;
    setReading(true);
    void readInstallments(queryClient, ids, 0).finally(() => setReading(false));
  };

  // The reminder names the active charges' links, read from the installments (the cache when fresh).
  const reminder = async () => {
    // A charge just made or cancelled invalidated its installment: that one is read again.
    const details = await readInstallments(queryClient, ids, REMINDER_FRESH_MS);
    const failed = details.find((d): d is Error => d instanceof Error);
    if (failed) {
      throw new Error(`Não foi possível ler as cobranças das parcelas: ${failed.message}`, { cause: failed });
    }
    return reminderText({
      customerName: group.customer?.nome ?? null,
      installments: group.installments.map((i, k) => ({
        description: i.item.descricao ?? '',
        dueDate: i.dueDate,
        open: fromCents(i.openCents),
        chargeUrl: activeCharge((details[k] as Installment).cobrancas)?.url ?? null,
      })),
    });
  };

  return (
    <Stack gap="xs" p="xs">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Text size="sm" c={MUTED}>
          {group.count === 1 ? '1 parcela em atraso' : `${group.count} parcelas em atraso`}, total{' '}
          {formatCents(group.openCents)}
        </Text>
        <Group gap="xs" align="flex-start">
          {/* Not disabled while reading: a focused button would lose focus. */}
          <Button
            variant="default"
            size="xs"
            onClick={readCharges}
            aria-busy={reading}
            leftSection={reading ? <Loader size={12} aria-hidden /> : undefined}
            aria-label={`Consultar cobranças das parcelas de ${group.name}`}
          >
            Consultar cobranças
          </Button>
          <CopyButton text={reminder} label="Copiar lembrete" ariaLabel={`Copiar lembrete para ${group.name}`} />
        </Group>
      </Group>
      <div className="ui-table-scroll">
        <Table
          verticalSpacing={4}
          className="collections-installments"
          style={{ tableLayout: 'fixed', minWidth: rem(TABLE_MIN_REM) }}
          aria-label={`Parcelas em atraso de ${group.name}`}
        >
          <colgroup>
            <col style={{ width: rem(INSTALLMENT_COLUMNS.vencimento) }} />
            <col />
            <col style={{ width: rem(INSTALLMENT_COLUMNS.emAberto) }} />
            <col style={{ width: rem(INSTALLMENT_COLUMNS.atraso) }} />
            <col style={{ width: rem(INSTALLMENT_COLUMNS.cobranca) }} />
            <col style={{ width: rem(INSTALLMENT_COLUMNS.acoes) }} />
          </colgroup>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Vencimento</Table.Th>
              <Table.Th>Descrição</Table.Th>
              <Table.Th ta="right">Em aberto</Table.Th>
              <Table.Th ta="right">Atraso</Table.Th>
              <Table.Th>Cobrança</Table.Th>
              <Table.Th>
                <span className="ui-visually-hidden">Ações</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {group.installments.map((i) => (
              <InstallmentRow
                key={i.item.id}
                installment={i}
                customerName={group.name}
                from={from}
                onCharge={openCharge}
              />
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Stack>
  );
}

function chargeText(charge: InstallmentCharge | undefined): string {
  if (!charge) return 'Nenhuma';
  return `${chargeKindLabel(charge.tipo)}: ${chargeStatusLabel(charge.status).toLowerCase()}`;
}

function InstallmentRow({
  installment: i,
  customerName,
  from,
  onCharge,
}: {
  installment: Row;
  customerName: string;
  from: string;
  onCharge: (target: ChargeTarget, opener: HTMLElement) => void;
}) {
  // The installment's read as the cache holds it (never fetched from here): its charges as
  // last read, kept current by the charge dialog.
  const detail = useQuery({ ...receivableQueries.detail(i.item.id), enabled: false });
  const description = i.item.descricao ?? 'Parcela';
  const known = detail.data !== undefined;
  const charges = detail.data?.cobrancas ?? [];
  const active = activeCharge(charges);
  const latest = charges.at(-1);
  const action = !known ? 'Cobrança' : active ? 'Ver cobrança' : 'Gerar cobrança';
  const totalCents = i.item.total === null ? null : toCents(i.item.total);
  return (
    <Table.Tr>
      <Table.Td className="nowrap">{formatDateBR(i.dueDate)}</Table.Td>
      <Table.Td>
        <UserText component="span" size="sm" className="collections-description" title={description}>
          {description}
        </UserText>
      </Table.Td>
      <Table.Td ta="right">
        <span className="ui-money">{formatCents(i.openCents)}</span>
        {totalCents !== null && totalCents !== i.openCents && (
          <Text size="xs" c={MUTED}>
            de <span className="ui-money">{formatBRL(i.item.total)}</span>
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right">{countOf(i.daysLate, 'dia', 'dias')}</Table.Td>
      <Table.Td>
        {detail.isFetching && !known ? (
          <Text size="sm" c={MUTED}>
            Lendo…
          </Text>
        ) : detail.isError && !known ? (
          <Group gap={4}>
            <Text size="sm" c="red">
              Não foi possível ler
            </Text>
            <Button size="compact-xs" variant="subtle" onClick={() => void detail.refetch()}>
              Tentar novamente
            </Button>
          </Group>
        ) : known ? (
          <Text size="sm">{chargeText(latest)}</Text>
        ) : (
          <Text size="sm" c={MUTED}>
            Não consultada
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="wrap" className="collections-actions">
          <Button
            size="compact-sm"
            variant="light"
            onClick={(event) =>
              onCharge(
                {
                  parcelaId: i.item.id,
                  descricao: description,
                  dueDate: i.dueDate,
                  openCents: i.openCents,
                  customerName,
                },
                event.currentTarget,
              )
            }
            aria-label={`${action}: ${description}`}
          >
            {action}
          </Button>
          {i.item.settleable && (
            <Anchor
              component={Link}
              to={`/recebiveis/${encodeURIComponent(i.item.id)}/baixa`}
              state={{ from }}
              size="sm"
              aria-label={`Registrar baixa: ${description}`}
            >
              Registrar baixa
            </Anchor>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
