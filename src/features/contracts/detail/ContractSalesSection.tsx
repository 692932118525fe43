import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ContractDetail } from '../../../api/contracts';
import { receivableQueries } from '../../../api/receivables';
import { RECEIVABLE_STATUS_COLORS } from '../../../lib/labels/receivable';
import {
  isCancelledSale,
  isScheduledContractSale,
  salesQueries,
  type SaleInstallment,
  type SaleSearchItem,
} from '../../../api/sales';
import { contractNotesQuery, type ContractNotes } from '../../../api/invoices';
import { shouldHaveNote } from '../../../lib/invoice-matching';
import { nfseStatusLabel } from '../../../lib/labels/invoice';
import { platformToday } from '../../../lib/dates';
import { openCentsOf } from '../../../lib/figures';
import { fromCents, toCents } from '../../../lib/money';
import { Anchor, Button, Group, Skeleton, Stack, Text, VisuallyHidden } from '../../../ui/mantine/controls';
import { DateText, Money } from '../../../ui/plain/format';
import { EmptyState } from '../../../ui/plain/QueryState';
import { QueryError } from '../../../ui/plain/QueryError';
import { StatusBadge } from '../../../ui/plain/StatusBadge';
import { Table } from '../../../ui/plain/Table';
import { useContractSales } from './contract-sales';
import { SectionCard } from '../../../ui/mantine/SectionCard';
import { SALE_SITUATION_COLORS, saleSituationLabel } from '../../../lib/labels/sale';
import { VOCABULARY } from '../../../lib/vocabulary';
import { withoutMark } from '../../../lib/description-marks';
import { AppLink } from '../../../ui/plain/AppLink';

const COLUMNS = 6;

interface SalesSum {
  count: number;
  /** Null when a sale counted has no value: the sum would be short. */
  total: number | null;
}

const sum = (sales: readonly SaleSearchItem[]): SalesSum => ({
  count: sales.length,
  total: sales.every((sale) => typeof sale.total === 'number')
    ? fromCents(sales.reduce((cents, sale) => cents + toCents(sale.total as number), 0))
    : null,
});

/** The listed sales confirmed and those still scheduled, each summed; the cancelled only counted. */
export function salesTotals(sales: readonly SaleSearchItem[]) {
  const live = sales.filter((sale) => !isCancelledSale(sale));
  return {
    issued: sum(live.filter((sale) => !isScheduledContractSale(sale))),
    scheduled: sum(live.filter(isScheduledContractSale)),
    cancelled: sales.length - live.length,
  };
}

function Loading({ label }: { label: string }) {
  return (
    <div aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={18} mb="xs" radius="sm" />
      ))}
    </div>
  );
}

/** One installment of a sale, with its status as the receivables know it and the way to settle it. */
function InstallmentLine({
  installment,
  saleNumber,
  from,
}: {
  installment: SaleInstallment;
  saleNumber: string;
  from: string;
}) {
  const id = installment.id ?? '';
  const query = useQuery({ ...receivableQueries.detail(id), enabled: !!id });
  const installmentRead = query.data;
  const status = installmentRead?.status;
  // What every other screen counts as open: nothing of a renegotiated, lost or cancelled one.
  const open =
    installmentRead && installmentRead.nao_pago !== null ? fromCents(openCentsOf(installmentRead)) : undefined;
  const name = `parcela ${installment.numero ?? ''} da venda ${saleNumber}`.replace(/\s+/g, ' ');
  // The installment as it is now (edited or renegotiated since the sale), else as the sale issued it.
  const due = installmentRead?.data_vencimento ?? installment.data_vencimento;
  const description = withoutMark(installmentRead?.descricao);
  const value = installmentRead ? installmentRead.total : installment.valor;
  const changed =
    installmentRead &&
    (due !== installment.data_vencimento || Math.abs((value ?? 0) - (installment.valor ?? 0)) >= 0.005);
  return (
    <Group gap="md" wrap="wrap" component="li">
      <Text size="sm">
        Parcela {installment.numero ?? '—'}
        {/* The description every other screen lists it by ("Contrato 1043 - parcela 12"). */}
        {description && (
          <>
            {' · '}
            <span dir="auto">{description}</span>
          </>
        )}{' '}
        · vence <DateText value={due} /> · <Money value={value} />
        {changed && (
          <Text span size="xs" c="dimmed">
            {' '}
            (na venda: <DateText value={installment.data_vencimento} /> · <Money value={installment.valor} />)
          </Text>
        )}
      </Text>
      {query.isPending && id ? (
        <Text size="sm" c="dimmed" role="status">
          Consultando a parcela…
        </Text>
      ) : query.isError ? (
        <Text size="sm" c="red">
          Situação da parcela indisponível: {query.error.message}
        </Text>
      ) : (
        <>
          <StatusBadge
            value={status}
            label={() => installmentRead?.statusLabel ?? '—'}
            colors={RECEIVABLE_STATUS_COLORS}
          />
          {typeof open === 'number' && (
            <Text size="sm">
              Em aberto: <Money value={open} />
            </Text>
          )}
        </>
      )}
      {id && installmentRead?.settleable ? (
        <Anchor component={AppLink} to={`/recebiveis/${id}/baixa`} state={{ from }} size="sm">
          {VOCABULARY.settle}
          <VisuallyHidden> na {name}</VisuallyHidden>
        </Anchor>
      ) : id && installmentRead && ((installmentRead.valor_pago ?? 0) > 0 || installmentRead.baixas.length > 0) ? (
        // Received: its settlement page shows the history (and undoes a settlement).
        <Anchor component={AppLink} to={`/recebiveis/${id}/baixa`} state={{ from }} size="sm">
          Ver baixas<VisuallyHidden> da {name}</VisuallyHidden>
        </Anchor>
      ) : null}
    </Group>
  );
}

/** A sale's installments: from its read (`GET /v1/venda/{id}`), asked only when opened. */
function SaleInstallments({ sale, from }: { sale: SaleSearchItem; from: string }) {
  const query = useQuery(salesQueries.detail(sale.id));
  const saleNumber = String(sale.numero ?? '');
  if (query.isPending) return <Loading label={`Carregando as parcelas da venda ${saleNumber}`} />;
  if (query.isError) {
    return <QueryError title="Não foi possível carregar as parcelas" query={query} />;
  }
  const parcelas = query.data.venda?.condicao_pagamento?.parcelas ?? [];
  if (parcelas.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Esta venda ainda não tem parcelas: elas são geradas quando a venda é emitida.
      </Text>
    );
  }
  return (
    <Stack
      gap={4}
      component="ul"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={`Parcelas da venda ${saleNumber}`}
    >
      {parcelas.map((installment, i) => (
        <InstallmentLine key={installment.id ?? i} installment={installment} saleNumber={saleNumber} from={from} />
      ))}
    </Stack>
  );
}

/** The sale's NFS-e: its number and status, "sem nota", or why it is not shown. */
function NoteCell({ sale, notes }: { sale: SaleSearchItem; notes: UseQueryResult<ContractNotes> }) {
  if (!shouldHaveNote(sale)) return <>—</>;
  if (notes.isPending) return <>Consultando…</>;
  // The error above the table says why, with its retry.
  if (notes.isError) return <>Não lida</>;
  const { from, bySale } = notes.data;
  if (!from || (sale.data ?? '') < from) return <>Não consultada</>;
  const note = bySale.get(sale.id);
  if (!note) return <>Sem nota</>;
  return (
    <>
      {note.numero_nfse ? `Nº ${note.numero_nfse} · ` : ''}
      {nfseStatusLabel(note.status)}
    </>
  );
}

function SaleRow({ sale, from, notes }: { sale: SaleSearchItem; from: string; notes: UseQueryResult<ContractNotes> }) {
  const [opened, setOpened] = useState(false);
  const saleNumber = String(sale.numero ?? '');
  const situation = sale.situacao?.nome;
  const situationLabel = (value: string | null | undefined) =>
    sale.situacao?.descricao?.trim() || saleSituationLabel(value);
  const detailsId = `venda-${sale.id}-parcelas`;
  return (
    <Fragment>
      <Table.Tr>
        <Table.Td>{sale.numero ?? '—'}</Table.Td>
        <Table.Td>
          <DateText value={sale.data} />
        </Table.Td>
        <Table.Td ta="right">
          <Money value={sale.total} />
        </Table.Td>
        <Table.Td>
          <StatusBadge value={situation} label={situationLabel} colors={SALE_SITUATION_COLORS} />
        </Table.Td>
        <Table.Td>
          <NoteCell sale={sale} notes={notes} />
        </Table.Td>
        <Table.Td>
          <Button
            size="compact-xs"
            variant="subtle"
            aria-expanded={opened}
            aria-controls={opened ? detailsId : undefined}
            aria-label={`${opened ? 'Ocultar' : 'Ver'} parcelas da venda ${saleNumber}`}
            onClick={() => setOpened((o) => !o)}
          >
            {opened ? 'Ocultar parcelas' : 'Ver parcelas'}
          </Button>
        </Table.Td>
      </Table.Tr>
      {opened && (
        <Table.Tr id={detailsId}>
          <Table.Td colSpan={COLUMNS}>
            <SaleInstallments sale={sale} from={from} />
          </Table.Td>
        </Table.Tr>
      )}
    </Fragment>
  );
}

const salesCount = (n: number) => (n === 1 ? '1 venda' : `${n} vendas`);

function SumRow({ label, of, note }: { label: string; of: SalesSum; note?: string }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" colSpan={2} ta="left">
        {label} ({salesCount(of.count)})
      </Table.Th>
      <Table.Td ta="right" fw={700}>
        <Money value={of.total} />
      </Table.Td>
      <Table.Td colSpan={COLUMNS - 3}>
        {note && (
          <Text size="xs" c="dimmed" component="span">
            {note}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * What was confirmed (the platform's word for an issued sale; on a closed contract, all it will
 * issue) and what is scheduled, apart.
 */
function SalesTotals({ sales }: { sales: readonly SaleSearchItem[] }) {
  const { issued, scheduled, cancelled } = salesTotals(sales);
  const left = cancelled === 0 ? undefined : cancelled === 1 ? 'sem a cancelada' : `sem as ${cancelled} canceladas`;
  return (
    <Table.Tfoot>
      <SumRow label="Confirmadas" of={issued} note={left} />
      {scheduled.count > 0 && <SumRow label="Agendadas" of={scheduled} />}
    </Table.Tfoot>
  );
}

/** The contract's sales, each one's installments on demand; a removed contract's say so without asking. */
export function ContractSalesSection({ contract }: { contract: ContractDetail }) {
  const removed = contract.status === 'DELETADO';
  const query = useContractSales(contract);
  const sales = query.data;
  const [today] = useState(platformToday);
  const notes = useQuery({
    ...contractNotesQuery(contract.id ?? '', sales, contract.cliente?.id, today),
    enabled: !!sales && !removed,
  });
  // The settlement page offers the way back to this contract.
  const from = useLocation().pathname;

  let body;
  if (removed) {
    body = (
      <EmptyState title="Nenhuma venda">
        <Text size="sm" c="dimmed">
          As vendas deste contrato foram canceladas quando ele foi removido.
        </Text>
      </EmptyState>
    );
  } else if (query.isPending) {
    body = <Loading label="Carregando as vendas" />;
  } else if (query.isError) {
    body = <QueryError title="Não foi possível carregar as vendas" query={query} />;
  } else if (query.data.length === 0) {
    body = (
      <EmptyState title="Nenhuma venda">
        <Text size="sm" c="dimmed">
          Este contrato ainda não gerou vendas.
        </Text>
      </EmptyState>
    );
  } else {
    body = (
      <>
        {notes.isError && <QueryError title="Não foi possível consultar as notas fiscais das vendas" query={notes} />}
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="xs">
            <caption className="ui-visually-hidden">Vendas do contrato</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Nº da venda</Table.Th>
                <Table.Th>Data</Table.Th>
                <Table.Th ta="right">Valor</Table.Th>
                <Table.Th>Situação</Table.Th>
                <Table.Th>Nota fiscal</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Parcelas</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.map((sale) => (
                <SaleRow key={sale.id} sale={sale} from={from} notes={notes} />
              ))}
            </Table.Tbody>
            <SalesTotals sales={query.data} />
          </Table>
        </Table.ScrollContainer>
      </>
    );
  }

  // The invoices screen, on this contract over the same year of notes.
  const notesFrom = notes.data?.from;
  const allNotes = notesFrom && contract.id && (
    <Anchor
      component={AppLink}
      size="sm"
      to={`/notas?${new URLSearchParams({ de: notesFrom, ate: today, contrato: contract.id })}`}
    >
      Notas fiscais do contrato
    </Anchor>
  );
  return (
    <SectionCard title="Vendas e parcelas" actions={allNotes || undefined}>
      {body}
    </SectionCard>
  );
}
