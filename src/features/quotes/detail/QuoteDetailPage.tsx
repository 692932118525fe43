import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '../../../api/http';
import { quoteQueries, useDeleteQuotes } from '../../../api/quotes';
import { referenceQueries } from '../../../api/reference';
import { isIsoDate } from '../../../lib/dates';
import { formatCents, formatBRL } from '../../../lib/money';
import { composeValue, lineTotalCents, type DiscountKind } from '../../../lib/value-composition';
import { Button, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '../../../ui/mantine/controls';
import { DateDetail, Detail, DetailList } from '../../../ui/plain/DetailList';
import { DateText, Money } from '../../../ui/plain/format';
import { PageHeader } from '../../../ui/plain/PageHeader';
import { PageErrorState } from '../../../ui/plain/QueryError';
import { StatusBadge } from '../../../ui/plain/StatusBadge';
import { USER_TEXT_STYLE, UserText } from '../../../ui/mantine/UserText';
import { catalogKindLabel, QUOTE_SITUATION_COLORS, quoteSituationLabel } from '../../../lib/labels/quote';
import { Table } from '../../../ui/plain/Table';
import { ValueCompositionTable } from '../ValueCompositionTable';
import { DialogActions } from '../../../ui/mantine/DialogActions';
import { NotFound } from '../../../ui/mantine/NotFound';
import { AppLink } from '../../../ui/plain/AppLink';

/** The delivery forecast is free text ("À combinar"); a date in it reads as a date. */
function DeliveryForecast({ value }: { value: string | null | undefined }) {
  const text = value?.trim();
  if (!text) return <>—</>;
  return isIsoDate(text) ? <DateText value={text} /> : <>{text}</>;
}

export function QuoteNotFound() {
  return (
    <NotFound title="Orçamento não encontrado" backTo="/orcamentos" backLabel="Voltar aos orçamentos">
      Este orçamento não existe ou foi excluído.
    </NotFound>
  );
}

export default function QuoteDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const quote = useQuery(quoteQueries.detail(id));
  const customerId = quote.data?.id_cliente ?? '';
  const customer = useQuery({ ...quoteQueries.customer(customerId), enabled: customerId !== '' });
  const sellers = useQuery({ ...referenceQueries.sellers(''), enabled: !!quote.data?.id_vendedor });
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteQuotes();

  if (quote.isError && isApiError(quote.error) && (quote.error.status === 404 || quote.error.status === 400))
    return <QuoteNotFound />;
  if (quote.isError) {
    return <PageErrorState title="Orçamento" errorTitle="Não foi possível carregar o orçamento" query={quote} />;
  }
  if (quote.isPending) {
    return (
      <Stack aria-busy>
        <Text role="status">Carregando o orçamento…</Text>
        <Skeleton height={32} width="40%" />
        <Skeleton height={160} />
        <Skeleton height={200} />
      </Stack>
    );
  }

  const q = quote.data;
  const itens = q.itens.map((i) => ({ quantidade: i.quantidade ?? 0, valor: i.valor ?? 0 }));
  const desconto = q.composicao_de_valor?.desconto;
  const value = composeValue({
    itens,
    frete: q.composicao_de_valor?.frete ?? undefined,
    desconto:
      desconto && (desconto.tipo === 'PORCENTAGEM' || desconto.tipo === 'VALOR') && typeof desconto.valor === 'number'
        ? { tipo: desconto.tipo as DiscountKind, valor: desconto.valor }
        : undefined,
  });
  const sellerName = q.id_vendedor
    ? (sellers.data?.items.find((s) => s.id === q.id_vendedor)?.nome ??
      (sellers.isPending ? 'Carregando…' : 'Vendedor não encontrado'))
    : '—';
  const customerName = customer.data?.nome ?? (customer.isPending ? 'Carregando…' : 'Cliente não encontrado');
  const deleteResult = remove.data;
  const deleteFailure = deleteResult?.failed[0];

  const doDelete = () =>
    remove.mutate([q.id ?? id], {
      onSuccess: (result) => {
        if (result.failed.length === 0) navigate('/orcamentos', { replace: true, state: { deleted: q.numero } });
      },
    });

  return (
    <Stack gap="md">
      <PageHeader
        title={
          <Group gap="sm" component="span">
            <span>Orçamento nº {q.numero ?? '—'}</span>
            <StatusBadge value={q.situacao} label={quoteSituationLabel} colors={QUOTE_SITUATION_COLORS} />
          </Group>
        }
        actions={
          <>
            <Button variant="default" component={AppLink} to="/orcamentos">
              Voltar à lista
            </Button>
            <Button color="red" variant="light" onClick={() => setConfirming(true)}>
              Excluir
            </Button>
          </>
        }
      />

      <Paper withBorder p="md" radius="md">
        <DetailList cols={{ base: 1, sm: 2, md: 3 }} labelWeight={600}>
          <Detail label="Cliente">{customerName}</Detail>
          <Detail label="Vendedor">{sellerName}</Detail>
          <Detail label="Situação">{quoteSituationLabel(q.situacao)}</Detail>
          <DateDetail label="Data do orçamento" value={q.data_orcamento} />
          <DateDetail label="Válido até" value={q.data_validade} />
          <Detail label="Previsão de entrega">
            <DeliveryForecast value={q.previsao_entrega} />
          </Detail>
          <Detail label="Descrição" wide>
            {q.descricao || '—'}
          </Detail>
          <Detail label="Observações" wide>
            {q.observacoes || '—'}
          </Detail>
          <Detail label="Observações para a nota fiscal" wide>
            {q.observacoes_pagamento || '—'}
          </Detail>
        </DetailList>
      </Paper>

      <Paper withBorder radius="md">
        <Title order={2} size="h4" p="md" pb={0}>
          Itens
        </Title>
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th>Tipo</Table.Th>
                <Table.Th ta="right">Quantidade</Table.Th>
                <Table.Th ta="right">Valor unitário</Table.Th>
                <Table.Th ta="right">Custo</Table.Th>
                <Table.Th ta="right">Total da linha</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {q.itens.map((item, i) => (
                <Table.Tr key={`${item.id ?? ''}-${i}`}>
                  <Table.Td>
                    <UserText size="sm" lineClamp={3} title={item.nome || item.descricao || undefined}>
                      {item.nome || item.descricao || 'Item sem nome'}
                    </UserText>
                  </Table.Td>
                  <Table.Td>{catalogKindLabel(item.tipo)}</Table.Td>
                  <Table.Td ta="right">{item.quantidade?.toLocaleString('pt-BR') ?? '—'}</Table.Td>
                  <Table.Td ta="right">
                    <Money value={item.valor} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Money value={item.custo} />
                  </Table.Td>
                  <Table.Td ta="right">
                    {formatCents(lineTotalCents({ quantidade: item.quantidade ?? 0, valor: item.valor ?? 0 }))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>

      <Paper withBorder p="md" radius="md" maw={420} ml="auto" w="100%">
        <Title order={2} size="h4" mb="xs">
          Composição do valor
        </Title>
        <ValueCompositionTable
          value={value}
          discountNote={
            desconto?.tipo === 'PORCENTAGEM' && typeof desconto.valor === 'number'
              ? ` (${desconto.valor.toLocaleString('pt-BR')}%)`
              : ''
          }
        />
      </Paper>

      <Modal
        opened={confirming}
        onClose={() => !remove.isPending && setConfirming(false)}
        title={`Excluir o orçamento nº ${q.numero ?? '—'}?`}
      >
        <Stack>
          <Text size="sm" style={USER_TEXT_STYLE}>
            O orçamento nº {q.numero ?? '—'} de <bdi>{customerName}</bdi>, no valor de {formatBRL(value.netCents / 100)}
            , será excluído permanentemente.
          </Text>
          <DialogActions
            error={deleteFailure}
            errorTitle="O orçamento não foi excluído"
            pending={remove.isPending}
            onCancel={() => setConfirming(false)}
            action={
              <Button color="red" onClick={doDelete} loading={remove.isPending}>
                Excluir orçamento
              </Button>
            }
          />
        </Stack>
      </Modal>
    </Stack>
  );
}
