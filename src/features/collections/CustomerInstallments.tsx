import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { activeCharge } from '../../api/charges';
import { receivableQueries, type Installment, type InstallmentCharge } from '../../api/receivables';
import { chargeKindLabel, chargeStatusLabel } from '../../lib/charge-labels';
import type { OverdueInstallment } from '../../lib/collections';
import { formatDateBR } from '../../lib/dates';
import { formatBRL, formatCents, fromCents } from '../../lib/money';
import { reminderText } from '../../lib/reminder';
import { countOf } from '../../lib/text';
import { CopyButton } from '../../ui/CopyButton';
import { MUTED } from '../../ui/muted';
import { UserText } from '../../ui/UserText';
import { OpenChargeContext, type ChargeTarget } from './charge-target';
import type { CustomerRow } from './rows';

/** How many installments' reads are on their way at once. */
const READS_IN_FLIGHT = 2;
/** The installments' charges read within this long are used as they are for the reminder. */
const REMINDER_FRESH_MS = 60_000;

/**
 * An open customer row: its overdue installments with their charges (read from each
 * installment, `solicitacoes_cobrancas`), the actions on each (generate or see its charge,
 * register a settlement) and the reminder for the customer, copied in one click.
 */
export function CustomerInstallments({ group }: { group: CustomerRow }) {
  const openCharge = useContext(OpenChargeContext);
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  const queryClient = useQueryClient();
  // Read two at a time, not in a burst: parallel reads arrive at the platform closer
  // together than they left under load, and a customer with dozens of installments would
  // run into its rate limit (the HTTP layer paces by departure, the platform counts arrivals).
  const [reached, setReached] = useState(READS_IN_FLIGHT);
  const details = useQueries({
    queries: group.installments.map((i, k) => ({ ...receivableQueries.detail(i.item.id), enabled: k < reached })),
  });
  const settled = details.filter((d) => d.data !== undefined || d.isError).length;
  if (settled + READS_IN_FLIGHT > reached) setReached(settled + READS_IN_FLIGHT);

  // The reminder names the active charges' links, read from the installments (the cache when fresh).
  const reminder = async () => {
    let links: (string | null)[];
    try {
      links = await Promise.all(
        group.installments.map(async (i) => {
          // A charge just made or cancelled invalidated its installment: that one is read again.
          const detail = await queryClient.fetchQuery({
            ...receivableQueries.detail(i.item.id),
            staleTime: REMINDER_FRESH_MS,
          });
          return activeCharge(detail.cobrancas)?.url ?? null;
        }),
      );
    } catch (error) {
      throw new Error(
        `Não foi possível ler as cobranças das parcelas: ${error instanceof Error ? error.message : 'erro inesperado'}`,
        { cause: error },
      );
    }
    return reminderText({
      customerName: group.customer?.nome ?? null,
      installments: group.installments.map((i, k) => ({
        description: i.item.descricao ?? '',
        dueDate: i.dueDate,
        open: fromCents(i.openCents),
        chargeUrl: links[k],
      })),
    });
  };

  return (
    <Stack gap="xs" p="xs">
      <Group justify="space-between" align="flex-start">
        <Text size="sm" c={MUTED}>
          {group.count === 1 ? '1 parcela em atraso' : `${group.count} parcelas em atraso`}, total{' '}
          {formatCents(group.openCents)}
        </Text>
        <CopyButton text={reminder} label="Copiar lembrete" ariaLabel={`Copiar lembrete para ${group.name}`} />
      </Group>
      <div style={{ overflowX: 'auto' }}>
        <Table verticalSpacing={4} miw={900} aria-label={`Parcelas em atraso de ${group.name}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Vencimento</Table.Th>
              <Table.Th>Descrição</Table.Th>
              <Table.Th ta="right">Valor</Table.Th>
              <Table.Th ta="right">Em aberto</Table.Th>
              <Table.Th ta="right">Atraso</Table.Th>
              <Table.Th>Cobrança</Table.Th>
              <Table.Th>
                <span className="ui-visually-hidden">Ações</span>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {group.installments.map((i, k) => (
              <InstallmentRow
                key={i.item.id}
                installment={i}
                detail={details[k] as UseQueryResult<Installment>}
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
  detail,
  customerName,
  from,
  onCharge,
}: {
  installment: OverdueInstallment<CustomerRow['installments'][number]['item']>;
  detail: UseQueryResult<Installment>;
  customerName: string;
  from: string;
  onCharge: (target: ChargeTarget) => void;
}) {
  const description = i.item.descricao ?? 'Parcela';
  const charges = detail.data?.cobrancas ?? [];
  const active = activeCharge(charges);
  const latest = charges.at(-1);
  const open = () =>
    onCharge({
      parcelaId: i.item.id,
      descricao: description,
      dueDate: i.dueDate,
      openCents: i.openCents,
      customerName,
      chargeId: active?.id ?? null,
      chargeKind: active?.tipo ?? null,
    });
  return (
    <Table.Tr>
      <Table.Td className="nowrap">{formatDateBR(i.dueDate)}</Table.Td>
      <Table.Td>
        <UserText component="span" size="sm">
          {description}
        </UserText>
      </Table.Td>
      <Table.Td ta="right" className="ui-money">
        {formatBRL(i.item.total)}
      </Table.Td>
      <Table.Td ta="right" className="ui-money">
        {formatCents(i.openCents)}
      </Table.Td>
      <Table.Td ta="right" className="nowrap">
        {countOf(i.daysLate, 'dia', 'dias')}
      </Table.Td>
      <Table.Td>
        {detail.isPending ? (
          <Text size="sm" c={MUTED}>
            Lendo…
          </Text>
        ) : detail.isError ? (
          <Group gap={4}>
            <Text size="sm" c="red">
              Não foi possível ler
            </Text>
            <Button size="compact-xs" variant="subtle" onClick={() => void detail.refetch()}>
              Tentar novamente
            </Button>
          </Group>
        ) : (
          <Text size="sm">{chargeText(latest)}</Text>
        )}
      </Table.Td>
      <Table.Td className="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="light"
            onClick={open}
            disabled={detail.isPending}
            aria-label={`${active ? 'Ver cobrança' : 'Gerar cobrança'}: ${description}`}
          >
            {active ? 'Ver cobrança' : 'Gerar cobrança'}
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
