import { useQueryClient } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { activeCharge } from '../../api/charges';
import type { Installment } from '../../api/receivables';
import { formatCents, fromCents } from '../../lib/money';
import { reminderText } from '../../lib/reminder';
import { Button, Group, Loader, Stack, Text } from '../../ui/mantine/controls';
import { CopyButton } from '../../ui/mantine/CopyButton';
import { MUTED } from '../../ui/plain/muted';
import { Table } from '../../ui/plain/Table';
import { OpenChargeContext } from './charge-target';
import { InstallmentRow } from './InstallmentRow';
import { readInstallments } from './read-installments';
import type { CustomerRow } from './rows';
import './CustomerInstallments.css';

/** The installments' charges read within this long are used as they are for the reminder. */
const REMINDER_FRESH_MS = 60_000;

/** The installments table's columns, in rem: they fit the open row at 1280×720. */
export const INSTALLMENT_COLUMNS = {
  vencimento: 7,
  descricao: 12,
  emAberto: 8,
  atraso: 5.5,
  cobranca: 10,
  acoes: 15.5,
} as const;
const rem = (n: number) => `${n}rem`;
const TABLE_MIN_REM = Object.values(INSTALLMENT_COLUMNS).reduce((sum, n) => sum + n, 0);

/** An open customer row: its overdue installments with their actions, and the reminder; it reads nothing more. */
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
                customerId={group.customer?.id || null}
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
