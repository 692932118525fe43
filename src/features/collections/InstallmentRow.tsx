import { useQuery } from '@tanstack/react-query';
import { activeCharge } from '../../api/charges';
import { receivableQueries } from '../../api/receivables';
import type { OverdueInstallment } from '../../lib/collections';
import { formatDateBR } from '../../lib/dates';
import { formatBRL, formatCents, toCents } from '../../lib/money';
import { dias } from '../../lib/nouns';
import { Anchor, Button, Group, Text } from '../../ui/mantine/controls';
import { MUTED } from '../../ui/plain/muted';
import { Table } from '../../ui/plain/Table';
import { UserText } from '../../ui/mantine/UserText';
import type { ChargeTarget } from './charge-target';
import { chargeText } from './charge-summary';
import type { CustomerRow } from './rows';
import { AppLink } from '../../ui/plain/AppLink';

type Row = OverdueInstallment<CustomerRow['installments'][number]['item']>;

/** An overdue installment of the open customer row: its charge as last read, and its actions. */
export function InstallmentRow({
  installment: i,
  customerName,
  customerId,
  from,
  onCharge,
}: {
  installment: Row;
  customerName: string;
  customerId: string | null;
  from: string;
  onCharge: (target: ChargeTarget, opener: HTMLElement) => void;
}) {
  // The installment's read as cached (never fetched from here), kept current by the charge dialog.
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
      <Table.Td ta="right">{dias(i.daysLate)}</Table.Td>
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
                  customerId,
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
              component={AppLink}
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
