import { useQuery } from '@tanstack/react-query';
import type { ContractDetail } from '../../../api/contracts';
import { salesQueries } from '../../../api/sales';
import { DateText } from '../../../ui/plain/format';

/** The contract's sales, one query shared by the section and the fields; none for a removed contract. */
export function useContractSales(contract: ContractDetail) {
  const open = contract.termos?.tipo_expiracao === 'NUNCA';
  return useQuery({
    ...salesQueries.ofContract({
      contractId: contract.id ?? '',
      customerId: contract.cliente?.id,
      from: contract.termos?.data_inicio,
      to: open ? null : contract.termos?.data_fim,
    }),
    enabled: contract.status !== 'DELETADO' && !!contract.id,
  });
}

/** A sale the contract's read names by id, as the user knows it: "Venda nº 1001003 de 10/12/2026". */
export function SaleName({ contract, id }: { contract: ContractDetail; id: string | null | undefined }) {
  const query = useContractSales(contract);
  if (!id) return <>—</>;
  if (query.isPending) return <>Carregando…</>;
  const sale = query.data?.find((s) => s.id === id);
  if (!sale) return <>Venda fora da busca de vendas</>;
  return (
    <>
      Venda nº {sale.numero ?? '—'} de <DateText value={sale.data} />
    </>
  );
}
