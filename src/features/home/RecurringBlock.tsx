import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { panelQueries } from '../../api/panel';
import { formatCents } from '../../lib/money';
import { frequencyInWords } from '../../lib/labels/recurrence';
import { Button, Collapse, Stack, Text } from '../../ui/mantine/controls';
import { Table } from '../../ui/plain/Table';
import { PanelCard } from '../../ui/mantine/PanelCard';
import { contratos } from '../../lib/nouns';
import { recurringProgressText } from './recurring-progress';

/** The monthly recurring revenue, with how it is calculated one press away. */
export function RecurringBlock({ today }: { today: string }) {
  const [open, setOpen] = useState(false);
  const query = useQuery(panelQueries.recurring(today));
  const { data: progress } = useQuery(panelQueries.recurringProgress());
  const progressText = progress ? recurringProgressText(progress) : null;
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
          {mrr.startingLater > 0 && (
            <Text size="sm" c="dimmed">
              {mrr.startingLater === 1
                ? 'Mais 1 contrato ativo começa depois deste mês e entra no mês em que começa.'
                : `Mais ${contratos(mrr.startingLater)} ativos começam depois deste mês e entram no mês em que começam.`}
            </Text>
          )}
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
                Cada contrato ativo já começado entra com o valor líquido de uma cobrança trazido para um mês e
                arredondado ao centavo: mensal conta inteiro, a cada N meses conta 1/N, anual conta 1/12.
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
                      <Table.Td>{frequencyInWords(g.frequency, g.interval)}</Table.Td>
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
