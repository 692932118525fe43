import { useEffect, useRef } from 'react';
import { forecastDateOf, type ForecastSale } from '../../api/cash';
import { formatDateBR } from '../../lib/dates';
import { salePeriodIndex, type Forecast } from '../../lib/forecast';
import { formatCents, toCents } from '../../lib/money';
import { countOf } from '../../lib/text';
import { Anchor, Button, Text } from '../../ui/mantine/controls';
import { SectionCard } from '../../ui/mantine/SectionCard';
import { Table } from '../../ui/plain/Table';
import { UserText } from '../../ui/mantine/UserText';
import { periodLabel } from '../../lib/period-label';
import { AppLink } from '../../ui/plain/AppLink';

/** The scheduled sales behind one "contratos a faturar" cell; its heading takes focus, closing returns it. */
export function ContractsDrill({
  forecast: f,
  index,
  sales,
  onClose,
}: {
  forecast: Forecast;
  index: number;
  sales: readonly ForecastSale[];
  onClose: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [index]);
  const period = f.periods[index];
  if (!period) return null;
  const own = sales.filter((s) => salePeriodIndex(f.periods, forecastDateOf(s)) === index && toCents(s.total ?? 0) > 0);
  const undated = own.filter((s) => s.vencimento === null).length;
  const total = own.reduce((sum, s) => sum + toCents(s.total ?? 0), 0);
  const title = `Contratos a faturar: ${periodLabel(period, f.granularity)}`;
  return (
    <SectionCard
      id="caixa-contratos"
      title={title}
      headingRef={heading}
      actions={
        <Button variant="default" size="xs" onClick={onClose}>
          Fechar
        </Button>
      }
    >
      <Text size="sm">
        {countOf(own.length, 'venda agendada', 'vendas agendadas')}, {formatCents(total)} — cada uma no vencimento da
        sua parcela, pelo dia de vencimento do contrato (nenhuma tem parcela ainda)
        {undated > 0 && `; ${undated === 1 ? 'uma' : undated}, sem dia de vencimento conhecido, na data da venda`}.
      </Text>
      {own.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Vencimento</Table.Th>
                <Table.Th>Data da venda</Table.Th>
                <Table.Th>Venda</Table.Th>
                <Table.Th>Cliente</Table.Th>
                <Table.Th>Contrato</Table.Th>
                <Table.Th ta="right">Valor</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {own.map((s) => (
                <Table.Tr key={s.id}>
                  <Table.Td>{s.vencimento ? formatDateBR(s.vencimento) : 'não informado'}</Table.Td>
                  <Table.Td>{formatDateBR(s.data)}</Table.Td>
                  <Table.Td>{s.numero ?? '—'}</Table.Td>
                  <Table.Td>
                    <UserText component="span">{s.cliente?.nome ?? 'Cliente não informado'}</UserText>
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={AppLink} to={`/contratos/${encodeURIComponent(s.id_contrato ?? '')}`}>
                      Ver contrato
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{formatCents(toCents(s.total ?? 0))}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
