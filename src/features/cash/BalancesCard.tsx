import type { UseQueryResult } from '@tanstack/react-query';
import type { Balances } from '../../api/cash';
import { formatCents } from '../../lib/money';
import { countOf } from '../../lib/text';
import { Text } from '../../ui/mantine/controls';
import { Table } from '../../ui/plain/Table';
import { PanelCard } from '../../ui/mantine/PanelCard';
import { UserText } from '../../ui/mantine/UserText';

/** Said under every total that leaves out an account whose balance the platform did not answer. */
function UnreadNote({ unread }: { unread: number }) {
  return (
    <Text span size="xs" c="dimmed" display="block" fw={400}>
      fora {countOf(unread, 'conta sem saldo informado', 'contas sem saldo informado')}
    </Text>
  );
}

/** Today's balance of every active account and their total, with when they were read. */
export function BalancesCard({ query }: { query: UseQueryResult<Balances> }) {
  return (
    <PanelCard title="Saldos de hoje" query={query} id="saldos">
      {(data) => (
        <>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th ta="left">Conta</Table.Th>
                <Table.Th ta="left">Banco</Table.Th>
                <Table.Th ta="right">Saldo</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.accounts.map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>
                    <UserText component="span">{a.nome}</UserText>
                  </Table.Td>
                  <Table.Td>
                    <UserText component="span">{a.banco || '—'}</UserText>
                  </Table.Td>
                  <Table.Td ta="right" className={a.cents !== null && a.cents < 0 ? 'cash-negative' : undefined}>
                    {a.cents === null ? 'sem saldo informado' : formatCents(a.cents)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row" colSpan={2} ta="left">
                  Total
                </Table.Th>
                <Table.Td ta="right" fw={700} className={data.totalCents < 0 ? 'cash-negative' : undefined}>
                  {formatCents(data.totalCents)}
                  {data.unread > 0 && <UnreadNote unread={data.unread} />}
                </Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
          {data.accounts.length === 0 && (
            <Text size="xs" c="dimmed">
              Nenhuma conta ativa.
            </Text>
          )}
        </>
      )}
    </PanelCard>
  );
}
