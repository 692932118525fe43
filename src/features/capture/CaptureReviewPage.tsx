import { useQuery } from '@tanstack/react-query';
import { useState, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { captureQueries, isCaptureGone, refusedCapture, useAcceptCapture, useRefuseCapture } from '../../api/capture';
import { isApiError } from '../../api/http';
import { eventQueries } from '../../api/payables';
import { recentUploads, useRecentUploads } from '../../stores/recent-uploads';
import { CAPTURE_STATUS_COLORS, captureStatusLabel } from '../../lib/labels/capture';
import { fromCents, toCents } from '../../lib/money';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '../../ui/mantine/controls';
import { ErrorAlert } from '../../ui/mantine/ErrorAlert';
import { Money } from '../../ui/plain/format';
import { PageHeader } from '../../ui/plain/PageHeader';
import { ErrorState } from '../../ui/plain/QueryState';
import { QueryError } from '../../ui/plain/QueryError';
import { StatusBadge } from '../../ui/plain/StatusBadge';
import { USER_TEXT_STYLE } from '../../ui/mantine/UserText';
import { OriginalDocument } from './OriginalDocument';
import { dueDatesOf, payableHref } from './payable-link';
import { PreviewDetails } from './PreviewDetails';
import { AppLink } from '../../ui/plain/AppLink';
import { CreatedInstallments, type InstallmentEditorProps } from './CreatedInstallments';
import { DialogFooter } from '../../ui/mantine/DialogFooter';

const REFRESH_WHILE_PROCESSING_MS = 1500;

/**
 * A capture's review: the suggestion, what accepting fixes for good, accept or refuse; once
 * accepted, the installments created, each correctable in place with the `editor` given.
 */
export default function CaptureReviewPage({
  author,
  editor,
}: { author?: string | undefined; editor?: ComponentType<InstallmentEditorProps> | undefined } = {}) {
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
  // A capture refused here or by this browser's uploads reads 404: shown refused, not as a failure.
  const knownRefused =
    refuse.isSuccess || known?.capturas?.some((c) => c.id_captura === id && c.status_captura === 'REJEITADA');
  const gone = query.isError && isCaptureGone(query.error);
  const capture = gone && knownRefused ? refusedCapture(id, query.data?.id_documento ?? known?.id) : query.data;
  const stored = known?.evento?.id_captura === id ? known.evento : undefined;
  const accepted = accept.data?.evento_financeiro;
  const event = accepted ? { ...stored, ...accepted } : stored;
  // The installments as they are now (the list below reads the same): a correction or a renegotiation changes their sum.
  const created = useQuery({ ...eventQueries.installments(event?.id ?? ''), enabled: Boolean(event?.id) });
  const createdCents = created.data?.reduce((sum, i) => sum + toCents(i.total ?? 0), 0);
  const corrected =
    event && createdCents !== undefined && created.data?.length && createdCents !== toCents(event.valor ?? 0)
      ? createdCents
      : null;
  // Named by what it is and whom it pays (the read after acceptance has no preview).
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
    <Anchor component={AppLink} to="/captura">
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
        <QueryError title="Não foi possível abrir a captura" query={query} />
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
          {corrected !== null && (
            <>
              {' '}
              Alteradas depois, as parcelas somam <Money value={fromCents(corrected)} />.
            </>
          )}
          {payableHref(event, dues) && (
            <>
              {' '}
              {/* The alert's own text colour, underlined: the link colour on the dark green misses AA. */}
              <Anchor
                component={AppLink}
                to={payableHref(event, dues) as string}
                c="inherit"
                fz="inherit"
                underline="always"
              >
                Ver a conta a pagar
              </Anchor>
            </>
          )}
        </Alert>
      )}
      {event?.id && <CreatedInstallments eventId={event.id} author={author} editor={editor} />}
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
            <Alert color="yellow" variant="light" title="Confira antes de aceitar" mt="md" data-testid="capture-fixed">
              <Text size="sm">
                Aceitar cria a conta a pagar como sugerida acima. Depois, aqui mesmo, dá para corrigir o vencimento, o
                valor e a conta financeira de cada parcela.
              </Text>
              <Text size="sm" mt={4}>
                Fornecedor, categoria e competência não podem ser alterados pelo app depois, e o lançamento não pode ser
                excluído por ele: se estiverem errados, recuse, ou corrija na plataforma.
              </Text>
            </Alert>
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
          <DialogFooter>
            <Button variant="default" onClick={() => setConfirming(false)}>
              Voltar
            </Button>
            <Button color="red" onClick={doRefuse} loading={refuse.isPending}>
              Confirmar recusa
            </Button>
          </DialogFooter>
        </Stack>
      </Modal>
    </Stack>
  );
}
