import {
  Alert,
  Anchor,
  Badge,
  Button,
  CloseButton,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MAX_DESCRIPTION_LENGTH, uploadDescriptionSchema } from '../../api/capture';
import { captureStatusLabel, documentStatusLabel } from '../../lib/capture-labels';
import { formatFileSize } from '../../lib/file-check';
import { Money } from '../../ui/format';
import { PageHeader } from '../../ui/PageHeader';
import { EmptyState } from '../../ui/QueryState';
import { StatusBadge } from '../../ui/StatusBadge';
import { UserText } from '../../ui/UserText';
import { CAPTURE_STATUS_COLORS, DOCUMENT_STATUS_COLORS } from './status-colors';
import { recentUploads, useRecentUploads, type RecentUpload } from '../../api/recent-uploads';
import { useStatusPolling, isFinalDocument } from './useStatusPolling';
import { useUploadQueue, type QueueItem } from './useUploadQueue';
import { Table } from '../../ui/Table';
import { FileDropZone } from '../../ui/FileDropZone';

const ACCEPT_INPUT = '.pdf,.jpg,.jpeg,.png,.bmp,application/pdf,image/jpeg,image/png,image/bmp';

function QueueRow({
  item,
  onRetry,
  onCancel,
  onDismiss,
}: {
  item: QueueItem;
  onRetry: () => void;
  onCancel: () => void;
  onDismiss: () => void;
}) {
  const name = item.file.name || 'arquivo sem nome';
  return (
    <Paper withBorder p="sm" component="li" aria-label={name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={600} truncate dir="auto" title={name}>
              {name}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {formatFileSize(item.file.size)}
            </Text>
          </Group>
          {item.state === 'checking' && <Text size="sm">Conferindo o arquivo…</Text>}
          {item.state === 'uploading' && (
            <>
              <Progress value={Math.round(item.progress * 100)} aria-label={`Envio de ${name}`} size="md" />
              <Text size="sm">Enviando… {Math.round(item.progress * 100)}%</Text>
            </>
          )}
          {item.state === 'refused' && (
            <Text size="sm" c="red" role="alert">
              Arquivo recusado antes do envio: {item.message}
            </Text>
          )}
          {item.state === 'failed' && (
            <Text size="sm" c="red" role="alert">
              Falha no envio{item.status ? ` (erro ${item.status})` : ''}: {item.message}
            </Text>
          )}
          {item.state === 'cancelled' && <Text size="sm">Envio cancelado.</Text>}
          {item.state === 'sent' && <Text size="sm">Enviado. Acompanhe o processamento abaixo.</Text>}
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {item.state === 'uploading' && (
            <Button size="xs" variant="default" onClick={onCancel}>
              Cancelar envio
            </Button>
          )}
          {(item.state === 'failed' || item.state === 'cancelled') && (
            <Button size="xs" onClick={onRetry}>
              Tentar novamente
            </Button>
          )}
          {item.state !== 'uploading' && item.state !== 'checking' && (
            <CloseButton size="sm" aria-label={`Tirar ${name} da lista`} onClick={onDismiss} />
          )}
        </Group>
      </Group>
    </Paper>
  );
}

function CaptureCell({ upload }: { upload: RecentUpload }) {
  const capturas = upload.capturas ?? [];
  if (!capturas.length) {
    if (isFinalDocument(upload))
      return <Text size="sm">Concluído sem captura: nenhum dado de cobrança foi encontrado.</Text>;
    return <Text size="sm">Aguardando o processamento</Text>;
  }
  return (
    <Stack gap={4}>
      {capturas.map((c) => (
        <Group key={c.id_captura} gap="xs" wrap="nowrap">
          <StatusBadge value={c.status_captura} label={captureStatusLabel} colors={CAPTURE_STATUS_COLORS} />
          <Anchor component={Link} to={`/captura/${c.id_captura}`} size="sm">
            {c.status_captura === 'PENDENTE' ? 'Revisar' : 'Ver'}
            <VisuallyHidden component="span"> a captura de {upload.nome}</VisuallyHidden>
          </Anchor>
        </Group>
      ))}
      {upload.evento && (
        <Text size="xs">
          Lançamento criado: <Money value={upload.evento.valor} />
        </Text>
      )}
    </Stack>
  );
}

function RecentUploads() {
  const uploads = useRecentUploads();
  const { error, polling } = useStatusPolling(uploads);
  return (
    <Stack gap="sm" component="section" aria-labelledby="envios-recentes">
      <Group justify="space-between">
        <Title order={2} size="h4" id="envios-recentes">
          Envios recentes deste navegador
        </Title>
        {polling && (
          <Badge variant="dot" color="blue" tt="none" role="status">
            Atualizando os status…
          </Badge>
        )}
      </Group>
      {error && (
        <Alert color="orange" variant="light" role="alert" title="Não foi possível atualizar os status">
          {error.message} Uma nova tentativa será feita em instantes.
        </Alert>
      )}
      {uploads.length === 0 ? (
        <EmptyState title="Nenhum documento enviado por este navegador">
          <Text size="sm">Os documentos que você enviar aparecem aqui com o andamento do processamento.</Text>
        </EmptyState>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Arquivo</Table.Th>
                <Table.Th>Enviado em</Table.Th>
                <Table.Th>Processamento</Table.Th>
                <Table.Th>Captura</Table.Th>
                <Table.Th>
                  <VisuallyHidden component="span">Ações</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {uploads.map((u) => (
                <Table.Tr key={u.id} data-document-id={u.id}>
                  <Table.Td>
                    <UserText size="sm" fw={500} lineClamp={2} title={u.nome}>
                      {u.nome}
                    </UserText>
                    <Text size="xs">
                      {u.tipo} · {formatFileSize(u.tamanho)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      {new Date(u.enviado_em).toLocaleString('pt-BR', { dateStyle: 'short', timeStyle: 'short' })}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge
                      value={u.status_documento ?? 'PENDENTE'}
                      label={documentStatusLabel}
                      colors={DOCUMENT_STATUS_COLORS}
                    />
                  </Table.Td>
                  <Table.Td>
                    <CaptureCell upload={u} />
                  </Table.Td>
                  <Table.Td>
                    <CloseButton
                      size="sm"
                      aria-label={`Tirar ${u.nome} dos envios recentes`}
                      onClick={() => recentUploads.remove(u.id)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

export default function CapturePage() {
  const queue = useUploadQueue();
  const [descricao, setDescricao] = useState('');
  const parsedDescription = uploadDescriptionSchema.safeParse(descricao.trim() || undefined);
  const descriptionError = parsedDescription.success ? undefined : parsedDescription.error.issues[0]?.message;

  const onDrop = (files: File[]) => {
    if (descriptionError) return;
    void queue.addFiles(files, descricao.trim() || undefined);
  };

  return (
    <Stack gap="lg">
      <PageHeader title="Captura de documentos" />
      <Text maw={720}>
        Envie os boletos e notas de fornecedores. A plataforma lê cada documento e sugere uma conta a pagar para você
        revisar, aceitar ou recusar.
      </Text>

      <TextInput
        label="Descrição (opcional, vale para os próximos arquivos)"
        value={descricao}
        onChange={(e) => setDescricao(e.currentTarget.value)}
        error={descriptionError}
        maw={520}
        rightSection={
          <Text size="xs">
            {descricao.length}/{MAX_DESCRIPTION_LENGTH}
          </Text>
        }
        rightSectionWidth={64}
      />

      <FileDropZone
        onDrop={onDrop}
        multiple
        disabled={!!descriptionError}
        accept={ACCEPT_INPUT}
        inputLabel="Arquivos para captura"
        acceptText="Solte para enviar"
        idleText="Arraste os documentos para cá"
        hint="PDF, JPEG, PNG ou BMP, até 10 MB cada. Vários de uma vez."
        buttonText="Escolher arquivos"
      />

      {queue.items.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="envios-em-andamento">
          <Title order={2} size="h4" id="envios-em-andamento">
            Arquivos desta sessão
          </Title>
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-live="polite">
            {queue.items.map((item) => (
              <QueueRow
                key={item.key}
                item={item}
                onRetry={() => queue.retry(item.key)}
                onCancel={() => queue.cancel(item.key)}
                onDismiss={() => queue.dismiss(item.key)}
              />
            ))}
          </Stack>
        </Stack>
      )}

      <RecentUploads />
    </Stack>
  );
}
