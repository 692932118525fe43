import { contractRemarks, type ContractDetail } from '../../../api/contract-record.schema';
import { paymentTypeLabel } from '../../../lib/labels/contract';
import { expirationLabel, frequencyInWords } from '../../../lib/labels/recurrence';
import { fromCents, toCents } from '../../../lib/money';
import { agreedChargeCount } from '../../../lib/schedule';
import { Progress, Stack } from '../../../ui/mantine/controls';
import { SectionCard } from '../../../ui/mantine/SectionCard';
import { DateDetail, Detail, DetailList, MoneyDetail } from '../../../ui/plain/DetailList';
import { DateText, Money } from '../../../ui/plain/format';
import { SaleName } from './contract-sales';

/** The contract's fields in sections; an absent field shows a dash. */

const DASH = '—';

const present = <T,>(v: T | null | undefined): v is T => v !== null && v !== undefined && v !== '';
const text = (v: string | number | null | undefined): string => (present(v) ? String(v) : DASH);
const day = (v: number | null | undefined): string => (present(v) ? `Dia ${v}` : DASH);

/** The charges agreed: `vigencia_total`, or when absent or 0, the count of its terms. */
export function agreedCharges(contract: ContractDetail): number | null {
  // A contract without an end agreed no count: a total read after it closed is what was issued.
  if (contract.termos?.tipo_expiracao === 'NUNCA') return null;
  const total = contract.configuracao_recorrencia?.vigencia_total;
  if (typeof total === 'number' && total > 0) return total;
  return agreedChargeCount(contract.termos);
}

/** Charges made / foreseen as a bar (the contract's `configuracao_recorrencia`). */
export function ChargesProgress({ contract }: { contract: ContractDetail }) {
  const config = contract.configuracao_recorrencia;
  const total = agreedCharges(contract);
  const remaining = config?.vigencia_restante;
  const closed = contract.status === 'INATIVO';
  if (total === null) {
    const never = contract.termos?.tipo_expiracao === 'NUNCA';
    if (closed) {
      const issued = config?.vigencia_total;
      const made = present(issued) && present(remaining) ? Math.max(issued - remaining, 0) : null;
      return (
        <span>
          {made === null
            ? 'Encerrado: nenhuma outra cobrança será emitida'
            : `${made} ${made === 1 ? 'cobrança realizada' : 'cobranças realizadas'} (encerrado: nenhuma outra será emitida)`}
        </span>
      );
    }
    const what = never ? 'sem fim previsto' : 'total não informado';
    return (
      <span>
        {present(remaining) ? `${remaining} restantes; ${what}` : never ? 'Sem fim previsto' : 'Sem total previsto'}
      </span>
    );
  }
  const fromRead = config?.vigencia_total === total;
  const made = fromRead && present(remaining) ? Math.max(total - remaining, 0) : null;
  const suffix = closed ? ' (encerrado: as demais não serão emitidas)' : '';
  if (made === null) return <span>{`${total} cobranças acordadas${suffix}`}</span>;
  const percent = Math.round((made / total) * 100);
  const description = `${made} de ${total} cobranças realizadas${suffix}`;
  return (
    <Stack gap={4}>
      <span>{description}</span>
      <Progress.Root size="md">
        <Progress.Section value={percent} aria-label="Cobranças realizadas" aria-valuetext={description} />
      </Progress.Root>
    </Stack>
  );
}

/** The whole term's net value: per charge × charges agreed; null without an agreed count. */
function agreedTotal(contract: ContractDetail): number | null {
  const count = agreedCharges(contract);
  const net = contract.composicao_valor?.valor_liquido;
  return count === null || typeof net !== 'number' ? null : fromCents(toCents(net) * count);
}

/**
 * When the term ends, in one phrase: the date ("Em uma data" says nothing more), "sem fim", or
 * another kind by its name. A closed contract ended when it was closed: what was foreseen follows.
 */
function EndOfTerm({
  kind,
  date,
  closed,
}: {
  kind: string | null | undefined;
  date: string | null | undefined;
  closed: boolean;
}) {
  if (closed)
    return kind === 'NUNCA' ? (
      <>encerrado (não tinha fim previsto)</>
    ) : (
      <>
        encerrado; o fim previsto era <EndOfTerm kind={kind} date={date} closed={false} />
      </>
    );
  if (kind === 'NUNCA') return <>sem fim (nunca expira)</>;
  if (!kind || kind === 'DATA') return <DateText value={date} />;
  return (
    <>
      {expirationLabel(kind)}
      {date ? (
        <>
          {' '}
          (<DateText value={date} />)
        </>
      ) : null}
    </>
  );
}

export function ContractSections({ contract }: { contract: ContractDetail }) {
  const { termos, condicao_pagamento: pagamento, composicao_valor: valores } = contract;
  // The platform reads the contract's remark back in the payment condition (contractRemarks).
  const { remarks, invoiceRemarks } = contractRemarks(contract);
  return (
    <Stack gap="md">
      <SectionCard title="Termos">
        <DetailList labelWeight={500}>
          <Detail label="Número">{text(termos?.numero)}</Detail>
          <DateDetail label="Início" value={termos?.data_inicio} />
          <Detail label="Fim">
            <EndOfTerm kind={termos?.tipo_expiracao} date={termos?.data_fim} closed={contract.status === 'INATIVO'} />
          </Detail>
          <Detail label="Frequência">{frequencyInWords(termos?.tipo_frequencia, termos?.intervalo_frequencia)}</Detail>
          <Detail label="Dia de emissão">{day(termos?.dia_emissao_venda)}</Detail>
          <Detail label="Cobranças" wide>
            <ChargesProgress contract={contract} />
          </Detail>
        </DetailList>
      </SectionCard>

      <SectionCard title="Pagamento">
        <DetailList labelWeight={500}>
          <Detail label="Forma de pagamento">{paymentTypeLabel(pagamento?.tipo_pagamento)}</Detail>
          <Detail label="Dia de vencimento">{day(pagamento?.dia_vencimento)}</Detail>
          <Detail label="Conta financeira">{text(pagamento?.nome_conta_financeira)}</Detail>
          <Detail label="Observações para a nota" wide>
            {invoiceRemarks === undefined ? (
              <span className="ui-dimmed">Veja no Conta Azul (a plataforma não a informa na consulta do contrato)</span>
            ) : (
              text(invoiceRemarks)
            )}
          </Detail>
        </DetailList>
      </SectionCard>

      <SectionCard title="Valores">
        <DetailList labelWeight={500}>
          <MoneyDetail label="Valor bruto" value={valores?.valor_bruto} />
          <MoneyDetail label="Desconto" value={valores?.desconto} />
          <MoneyDetail label="Frete" value={valores?.frete} />
          <MoneyDetail label="Impostos sobre serviços" value={valores?.valor_impostos_servico} />
          <MoneyDetail label="Valor líquido" value={valores?.valor_liquido} />
          <Detail label="Total acordado">
            {agreedTotal(contract) !== null ? (
              <Money value={agreedTotal(contract)} />
            ) : termos?.tipo_expiracao === 'NUNCA' ? (
              'sem fim previsto'
            ) : (
              DASH
            )}
          </Detail>
        </DetailList>
      </SectionCard>

      <SectionCard title="Emissões">
        <DetailList labelWeight={500}>
          <DateDetail label="Próxima emissão" value={contract.data_proxima_emissao} />
          <DateDetail label="Próximo vencimento" value={contract.data_proximo_vencimento} />
          <DateDetail label="Última emissão" value={contract.data_ultima_emissao} />
          <Detail label="Próxima venda agendada">
            <SaleName contract={contract} id={contract.id_proxima_venda_agendada} />
          </Detail>
          <Detail label="Última venda confirmada">
            <SaleName contract={contract} id={contract.id_ultima_venda_confirmada} />
          </Detail>
        </DetailList>
      </SectionCard>

      <SectionCard title="Outras informações">
        <DetailList labelWeight={500}>
          <Detail label="Cliente">{text(contract.cliente?.nome)}</Detail>
          <Detail label="Identificador">{text(contract.id)}</Detail>
          <Detail label="Vendedor">{text(contract.vendedor?.nome)}</Detail>
          <Detail label="Local de prestação do serviço">{text(contract.local_prestacao_servico?.nome)}</Detail>
          <Detail label="Observações" wide>
            {text(remarks)}
          </Detail>
        </DetailList>
      </SectionCard>
    </Stack>
  );
}
