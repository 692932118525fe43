import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { formatDateBR } from '../../../lib/dates';
import { formatCents } from '../../../lib/money';
import { isBornOverdue } from '../../../lib/schedule';
import { Alert, Paper, Stack, Text, Title, VisuallyHidden } from '../../../ui/mantine/controls';
import type { WizardValues } from './form-schema';
import { contractPreview } from './preview';
import { Table } from '../../../ui/plain/Table';

/** The live preview beside steps 2 to 4: the charges and the value composition. */
export function WizardPreview() {
  const values = useWatch<WizardValues>() as WizardValues;
  const preview = useMemo(() => contractPreview(values), [values]);
  const { schedule, perCharge, whole, chargesCounted } = preview;
  const open = schedule.total === null;
  const bornOverdue = schedule.charges.filter(isBornOverdue).length;
  const rows: Array<[string, number, number]> = [
    ['Valor bruto', perCharge.grossCents, whole.grossCents],
    ['Desconto', -perCharge.discountCents, -whole.discountCents],
    ['Frete', perCharge.freightCents, whole.freightCents],
    ['Valor líquido', perCharge.netCents, whole.netCents],
  ];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="preview-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="preview-title">
          Prévia das cobranças
        </Title>
        {schedule.charges.length === 0 ? (
          <Text c="dimmed" size="sm">
            Preencha a recorrência e o primeiro vencimento para ver as cobranças.
          </Text>
        ) : (
          <Text size="sm" aria-live="polite" data-testid="preview-count">
            {open
              ? `Sem data de fim: mostrando as ${schedule.charges.length} primeiras cobranças.`
              : `${schedule.total} ${schedule.total === 1 ? 'cobrança' : 'cobranças'} no total.`}
          </Text>
        )}
        {bornOverdue > 0 && (
          <Alert color="red" variant="light" role="alert" title="Cobranças que nasceriam vencidas">
            {bornOverdue === schedule.charges.length
              ? 'Todas as cobranças listadas vencem antes de serem emitidas.'
              : `${bornOverdue} ${bornOverdue === 1 ? 'cobrança listada vence' : 'cobranças listadas vencem'} antes de ser emitida${bornOverdue === 1 ? '' : 's'}.`}{' '}
            Use um dia de vencimento igual ou posterior ao dia de emissão, ou um primeiro vencimento no mês seguinte.
          </Alert>
        )}
        <Table aria-label="Composição do valor" withRowBorders={false} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <VisuallyHidden>Componente</VisuallyHidden>
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Por cobrança
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {open ? `Nas ${chargesCounted} primeiras` : 'Contrato inteiro'}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(([label, one, all]) => (
              <Table.Tr key={label} fw={label === 'Valor líquido' ? 700 : undefined}>
                <Table.Th scope="row" fw="inherit">
                  {label}
                </Table.Th>
                <Table.Td ta="right">{formatCents(one)}</Table.Td>
                <Table.Td ta="right">{schedule.charges.length === 0 ? '—' : formatCents(all)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {schedule.charges.length > 0 && (
          <div style={{ maxHeight: 360, overflowY: 'auto' }} tabIndex={0} role="region" aria-label="Lista de cobranças">
            <Table aria-label="Cobranças" striped stickyHeader verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Nº</Table.Th>
                  <Table.Th scope="col">Emissão</Table.Th>
                  <Table.Th scope="col">Vencimento</Table.Th>
                  <Table.Th scope="col" ta="right">
                    Valor
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {schedule.charges.map((c) => (
                  <Table.Tr key={c.indice}>
                    <Table.Td>{c.indice}</Table.Td>
                    <Table.Td>{formatDateBR(c.data_emissao)}</Table.Td>
                    <Table.Td c={isBornOverdue(c) ? 'red' : undefined}>
                      {formatDateBR(c.data_vencimento)}
                      {isBornOverdue(c) && ' (antes da emissão)'}
                    </Table.Td>
                    <Table.Td ta="right">{formatCents(perCharge.netCents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
