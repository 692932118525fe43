import { ErrorAlert } from '../../ui/ErrorAlert';
import { Alert, Anchor, Button, Group, Loader, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  captureQueries,
  isCaptureGone,
  refusedCapture,
  useAcceptCapture,
  useRefuseCapture,
  type Capture,
  type EventPreview,
} from '../../api/capture';
import { isApiError } from '../../api/http';
import { captureStatusLabel, eventTypeLabel } from '../../lib/capture-labels';
import { isIsoDate, monthBounds } from '../../lib/dates';
import { paymentTypeLabel } from '../../lib/labels';
import { DateText, Money } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { ErrorState } from '../../ui/QueryState';
import { StatusBadge } from '../../ui/StatusBadge';
import { USER_TEXT_STYLE } from '../../ui/UserText';
import { CAPTURE_STATUS_COLORS } from './status-colors';
import { previewOf, recentUploads, useRecentUploads } from '../../api/recent-uploads';
import { Table } from '../../ui/Table';

const REFRESH_WHILE_PROCESSING_MS = 1500;

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Text component="dt" size="sm">
        {label}
      </Text>
      <Text component="dd" dir="auto" m={0} mb="xs" fw={500} style={{ whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </>
  );
}

function PreviewDetails({ preview }: { preview: EventPreview }) {
  const supplier = preview.fornecedor;
  return (
    <Stack gap="md">
      <dl style={{ margin: 0 }}>
        <Field label="Tipo">{eventTypeLabel(preview.tipo)}</Field>
        <Field label="Valor">
          <Money value={preview.valor} />
        </Field>
        <Field label="Competência">
          <DateText value={preview.data_competencia} />
        </Field>
        <Field label="Descrição">{preview.descricao || '—'}</Field>
        <Field label="Fornecedor">
          {/* Name and document isolated from each other: either may be right to left. */}
          <bdi>{supplier?.nome || '—'}</bdi>
          {supplier?.documento ? (
            <>
              {' '}
              (<bdi>{supplier.documento}</bdi>)
            </>
          ) : null}
        </Field>
        <Field label="Categoria">{preview.categoria?.nome || '—'}</Field>
        {preview.referencia_externa && <Field label="Referência externa">{preview.referencia_externa}</Field>}
        {preview.observacao && <Field label="Observação">{preview.observacao}</Field>}
      </dl>
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

function OriginalDocument({ documentId }: { documentId: string | null | undefined }) {
  const preview = previewOf(documentId);
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="documento-original">
      <Title order={2} size="h4" id="documento-original" mb="xs">
        Documento original
      </Title>
      {!preview ? (
        <Text size="sm">
          A visualização do arquivo só fica disponível na aba em que ele foi enviado, até ela ser recarregada.
        </Text>
      ) : preview.type === 'application/pdf' ? (
        <iframe src={preview.url} title="Documento original (PDF)" style={{ width: '100%', height: 560, border: 0 }} />
      ) : (
        <img src={preview.url} alt="Documento original enviado" style={{ maxWidth: '100%' }} />
      )}
    </Paper>
  );
}

/** The due dates of the preview's installments, in order. */
function dueDatesOf(capture: Capture | undefined): string[] {
  return (capture?.previa_evento_financeiro?.parcelas ?? [])
    .map((p) => p.data_vencimento)
    .filter((d): d is string => typeof d === 'string' && isIsoDate(d))
    .sort();
}

/**
 * The payables list narrowed to what the acceptance created: its description over the
 * months of its installments' due dates (kept with this browser's uploads, so the link
 * survives a reload). None when the description or the dates are unknown.
 */
function payableHref(
  event: { descricao?: string | null | undefined; vencimentos?: string[] | undefined },
  previewDues: string[],
): string | null {
  const descricao = event.descricao;
  const dues = event.vencimentos?.length ? event.vencimentos : previewDues;
  const first = dues[0];
  const last = dues.at(-1);
  if (!descricao || !first || !last) return null;
  const params = new URLSearchParams({
    descricao,
    data_vencimento_de: monthBounds(first).first,
    data_vencimento_ate: monthBounds(last).last,
  });
  return `/pagamentos?${params.toString()}`;
}

export default function CaptureReviewPage() {
  const { id = '' } = useParams();
  const query = useQuery({
    ...captureQueries.detail(id),
    refetchInterval: (q) => (q.state.data?.status === 'PROCESSANDO' ? REFRESH_WHILE_PROCESSING_MS : false),
  });
  const accept = useAcceptCapture();
  const refuse = useRefuseCapture();
  const [confirming, setConfirming] = useState(false);
  const uploads = useRecentUploads();
  const known = uploads.find((u) => u.capturas?.some((c) => c.id_captura === id));
  // A refused capture reads 404 on the platform: known as refused (here, or by this
  // browser's uploads), it is shown refused, not as a failure.
  const knownRefused =
    refuse.isSuccess || known?.capturas?.some((c) => c.id_captura === id && c.status_captura === 'REJEITADA');
  const gone = query.isError && isCaptureGone(query.error);
  const capture = gone && knownRefused ? refusedCapture(id, query.data?.id_documento ?? known?.id) : query.data;
  const stored = known?.evento?.id_captura === id ? known.evento : undefined;
  const accepted = accept.data?.evento_financeiro;
  const event = accepted ? { ...stored, ...accepted } : stored;
  // Named by what it is and whom it pays, not by its id (the read after acceptance has no
  // preview: the supplier is the one this page showed before).
  const [supplier, setSupplier] = useState<string | null>(null);
  const previewSupplier = capture?.previa_evento_financeiro?.fornecedor?.nome ?? null;
  if (previewSupplier && previewSupplier !== supplier) setSupplier(previewSupplier);
  // The due dates too: they say where the payable is in the list.
  const [dues, setDues] = useState<string[]>([]);
  const previewDues = dueDatesOf(capture);
  if (previewDues.length && previewDues.join() !== dues.join()) setDues(previewDues);

  const doAccept = () =>
    accept.mutate(id, {
      onSuccess: (result) =>
        recentUploads.updateCapture(
          id,
          String(result.status),
          // Accepting an already accepted capture answers without the event (observed).
          result.evento_financeiro
            ? {
                id_captura: id,
                id: result.evento_financeiro.id,
                valor: result.evento_financeiro.valor,
                descricao: result.evento_financeiro.descricao ?? capture?.previa_evento_financeiro?.descricao,
                vencimentos: dueDatesOf(capture),
              }
            : undefined,
        ),
    });
  const doRefuse = () =>
    refuse.mutate(id, {
      onSuccess: () => recentUploads.updateCapture(id, 'REJEITADA'),
      onSettled: () => setConfirming(false),
    });

  const back = (
    <Anchor component={Link} to="/captura">
      Voltar para a captura
    </Anchor>
  );

  if (query.isPending) {
    return (
      <Stack>
        <PageHeader title="Revisão da captura" actions={back} />
        <Group>
          <Loader size="sm" aria-label="Carregando a captura" />
          <Text>Carregando a captura…</Text>
        </Group>
      </Stack>
    );
  }
  if (gone && !knownRefused) {
    return (
      <Stack>
        <PageHeader title="Captura não encontrada" actions={back} />
        <Text maw={720}>
          A plataforma não encontra esta captura. Uma captura recusada deixa de ser encontrada: se esta foi recusada,
          nenhum lançamento foi criado a partir do documento.
        </Text>
      </Stack>
    );
  }
  if (query.isError && !gone) {
    return (
      <Stack>
        <PageHeader title="Revisão da captura" actions={back} />
        <ErrorState title="Não foi possível abrir a captura" error={query.error} onRetry={() => void query.refetch()} />
      </Stack>
    );
  }

  const status = String(capture?.status ?? '');
  const refuseConflict = refuse.error && isApiError(refuse.error) && refuse.error.status === 409;

  return (
    <Stack gap="md">
      <PageHeader title="Revisão da captura" actions={back} />
      <Group gap="xs">
        <Text>Situação:</Text>
        <StatusBadge value={status} label={captureStatusLabel} colors={CAPTURE_STATUS_COLORS} />
        {known && (
          <Text size="sm" style={USER_TEXT_STYLE}>
            Arquivo: <bdi>{known.nome}</bdi>
          </Text>
        )}
      </Group>

      {event && (
        <Alert color="green" variant="light" title="Captura aceita: lançamento financeiro criado" role="status">
          Conta a pagar de <Money value={event.valor} />
          {supplier ? (
            <>
              {' '}
              para <bdi>{supplier}</bdi>
            </>
          ) : null}{' '}
          criada a partir deste documento.
          {payableHref(event, dues) && (
            <>
              {' '}
              <Anchor component={Link} to={payableHref(event, dues) as string}>
                Ver a conta a pagar
              </Anchor>
            </>
          )}
        </Alert>
      )}
      {accept.isError && (
        <ErrorState title="Não foi possível aceitar a captura" error={accept.error} onRetry={doAccept} />
      )}
      {refuse.isSuccess && (
        <Alert color="gray" variant="light" title="Captura recusada" role="status">
          Nenhum lançamento será criado a partir deste documento.
        </Alert>
      )}
      {refuse.isError && (
        <ErrorAlert key={refuse.error.message} title="Não foi possível recusar a captura">
          <Text size="sm">{refuse.error.message}</Text>
          {refuseConflict && (
            <Text size="sm" mt={4}>
              Uma captura já aceita gerou um lançamento financeiro e não pode mais ser recusada; uma ainda em
              processamento precisa terminar antes. A situação abaixo foi atualizada.
            </Text>
          )}
        </ErrorAlert>
      )}

      {status === 'PROCESSANDO' && (
        <Alert color="blue" variant="light" title="Ainda em processamento" role="status">
          <Group gap="xs">
            <Loader size="xs" aria-hidden />
            <Text size="sm">A plataforma ainda está lendo o documento. Esta página se atualiza sozinha.</Text>
          </Group>
        </Alert>
      )}
      {status === 'ACEITA' && !event && (
        <Alert color="green" variant="light" title="Captura já aceita" role="status">
          O lançamento financeiro desta captura já foi criado. Uma captura aceita não pode ser recusada.
        </Alert>
      )}
      {status === 'ACEITA' && event && <Text size="sm">Uma captura aceita não pode ser recusada.</Text>}
      {status === 'REJEITADA' && !refuse.isSuccess && (
        <Alert color="gray" variant="light" title="Captura recusada" role="status">
          Esta captura foi recusada; nenhum lançamento foi criado.
        </Alert>
      )}
      {status === 'FALHA' && (
        <Alert color="red" variant="light" title="A captura falhou" role="status">
          A plataforma não conseguiu montar a sugestão de lançamento deste documento.
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p="md" component="section" aria-labelledby="sugestao">
          <Title order={2} size="h4" id="sugestao" mb="sm">
            Lançamento sugerido
          </Title>
          {capture?.previa_evento_financeiro ? (
            <PreviewDetails preview={capture.previa_evento_financeiro} />
          ) : (
            <Text size="sm">
              {status === 'PROCESSANDO'
                ? 'A sugestão aparece quando o processamento terminar.'
                : 'A sugestão só fica disponível enquanto a captura aguarda revisão.'}
            </Text>
          )}
          {status === 'PENDENTE' && (
            <Group mt="lg">
              <Button onClick={doAccept} loading={accept.isPending} disabled={refuse.isPending}>
                Aceitar
              </Button>
              <Button variant="default" color="red" onClick={() => setConfirming(true)} disabled={accept.isPending}>
                Recusar
              </Button>
            </Group>
          )}
        </Paper>
        <OriginalDocument documentId={capture?.id_documento} />
      </SimpleGrid>

      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Recusar esta captura?" centered>
        <Stack>
          <Text size="sm">
            A sugestão será descartada e nenhum lançamento financeiro será criado a partir deste documento.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Voltar
            </Button>
            <Button color="red" onClick={doRefuse} loading={refuse.isPending}>
              Confirmar recusa
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
