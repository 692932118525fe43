import type { EventPreview } from '../../api/capture';
import { eventTypeLabel } from '../../lib/labels/capture';
import { paymentTypeLabel } from '../../lib/labels/contract';
import { Stack, Text, Title } from '../../ui/mantine/controls';
import { DateDetail, Detail, DetailList, MoneyDetail } from '../../ui/plain/DetailList';
import { DateText, Money } from '../../ui/plain/format';
import { Table } from '../../ui/plain/Table';

/** The financial event the platform suggests from the document, with its installments. */
export function PreviewDetails({ preview }: { preview: EventPreview }) {
  const supplier = preview.fornecedor;
  return (
    <Stack gap="md">
      <DetailList look="lines">
        <Detail label="Tipo">{eventTypeLabel(preview.tipo)}</Detail>
        <MoneyDetail label="Valor" value={preview.valor} />
        <DateDetail label="Competência" value={preview.data_competencia} />
        <Detail label="Descrição">{preview.descricao || '—'}</Detail>
        <Detail label="Fornecedor">
          {/* Name and document isolated from each other: either may be right to left. */}
          <bdi>{supplier?.nome || '—'}</bdi>
          {supplier?.documento ? (
            <>
              {' '}
              (<bdi>{supplier.documento}</bdi>)
            </>
          ) : null}
        </Detail>
        <Detail label="Categoria">{preview.categoria?.nome || '—'}</Detail>
        {/* The suggestion names none, and accepting takes none: the platform picks it. */}
        <Detail label="Conta financeira">a que a plataforma escolher ao aceitar; corrija-a depois, aqui mesmo</Detail>
        {preview.referencia_externa && <Detail label="Referência externa">{preview.referencia_externa}</Detail>}
        {preview.observacao && <Detail label="Observação">{preview.observacao}</Detail>}
      </DetailList>
      <Stack gap={4}>
        <Title order={3} size="h5">
          Parcelas
        </Title>
        {preview.parcelas.length === 0 ? (
          <Text size="sm">Nenhuma parcela sugerida.</Text>
        ) : (
          <Table withTableBorder aria-label="Parcelas sugeridas">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Vencimento</Table.Th>
                <Table.Th>Forma de pagamento</Table.Th>
                <Table.Th style={{ textAlign: 'right' }}>Valor</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.parcelas.map((p, i) => (
                <Table.Tr key={i}>
                  <Table.Td>
                    <DateText value={p.data_vencimento} />
                  </Table.Td>
                  <Table.Td>{paymentTypeLabel(p.metodo_pagamento)}</Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>
                    <Money value={p.composicao_valor?.valor_bruto} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Stack>
  );
}
