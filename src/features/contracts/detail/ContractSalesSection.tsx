import { Alert, Anchor, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { contractSalesQueries, type ContractSale } from '../../../api/contract-sales';
import { DateText, Money } from '../../../ui/format';
import { EmptyState, ErrorState } from '../../../ui/QueryState';
import { StatusBadge } from '../../../ui/StatusBadge';
import { Section } from './ContractSections';
import { INSTALLMENT_STATUS_COLORS, installmentStatusLabel, SALE_STATUS_COLORS, saleStatusLabel, SETTLEABLE } from './labels';
import { Table } from '../../../ui/Table';

function SaleRow({ sale, from }: { sale: ContractSale; from: string }) {
  const parcela = sale.parcela;
  const settleable = !!parcela?.id_parcela && !!parcela.status && SETTLEABLE.has(parcela.status);
  return (
    <Table.Tr>
      <Table.Td>{sale.indice ?? '—'}</Table.Td>
      <Table.Td>
        <DateText value={sale.data_emissao} />
      </Table.Td>
      <Table.Td>
        <DateText value={sale.data_vencimento} />
      </Table.Td>
      <Table.Td ta="right">
        <Money value={sale.valor} />
      </Table.Td>
      <Table.Td>
        <StatusBadge value={sale.status} label={saleStatusLabel} colors={SALE_STATUS_COLORS} />
      </Table.Td>
      <Table.Td>
        {parcela ? <StatusBadge value={parcela.status} label={installmentStatusLabel} colors={INSTALLMENT_STATUS_COLORS} /> : '—'}
      </Table.Td>
      <Table.Td ta="right">{parcela ? <Money value={parcela.nao_pago} /> : '—'}</Table.Td>
      <Table.Td>
        {settleable ? (
          <Anchor component={Link} to={`/recebiveis/${parcela?.id_parcela}/baixa`} state={{ from }} size="sm">
            Dar baixa<VisuallyHidden> na parcela {sale.indice ?? ''}</VisuallyHidden>
          </Anchor>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The contract's sales and their installments. They come from a sandbox-only endpoint;
 * against the real platform (404) the section says the listing is not available.
 */
export function ContractSalesSection({ contractId }: { contractId: string }) {
  const query = useQuery(contractSalesQueries.list(contractId));
  // The settlement page offers the way back to this contract.
  const from = useLocation().pathname;

  let body;
  if (query.isPending) {
    body = (
      <div aria-busy="true" aria-label="Carregando as vendas">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={18} mb="xs" radius="sm" />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = <ErrorState title="Não foi possível carregar as vendas" error={query.error} onRetry={() => void query.refetch()} />;
  } else if (!query.data.available) {
    body = (
      <Alert color="gray" variant="light" title="Vendas indisponíveis">
        A plataforma não oferece a lista de vendas de um contrato. Consulte as parcelas em Recebíveis.
      </Alert>
    );
  } else if (query.data.itens.length === 0) {
    body = (
      <EmptyState title="Nenhuma venda">
        <Text size="sm" c="dimmed">
          Este contrato ainda não gerou vendas.
        </Text>
      </EmptyState>
    );
  } else {
    body = (
      <Table.ScrollContainer minWidth={760}>
        <Table striped verticalSpacing="xs">
          <caption style={{ position: 'absolute', left: -9999 }}>Vendas e parcelas do contrato</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Nº</Table.Th>
              <Table.Th>Emissão</Table.Th>
              <Table.Th>Vencimento</Table.Th>
              <Table.Th ta="right">Valor</Table.Th>
              <Table.Th>Venda</Table.Th>
              <Table.Th>Parcela</Table.Th>
              <Table.Th ta="right">Em aberto</Table.Th>
              <Table.Th>
                <VisuallyHidden>Ações</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {query.data.itens.map((sale, i) => (
              <SaleRow key={sale.id ?? i} sale={sale} from={from} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return <Section title="Vendas e parcelas">{body}</Section>;
}
