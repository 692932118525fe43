import { recentUploads, useRecentUploads, type RecentUpload } from '../../stores/recent-uploads';
import { formatDateTimeBR } from '../../lib/date-time';
import {
  CAPTURE_STATUS_COLORS,
  captureStatusLabel,
  DOCUMENT_STATUS_COLORS,
  documentStatusLabel,
} from '../../lib/labels/capture';
import { formatFileSize } from '../../lib/file-check';
import {
  Alert,
  Anchor,
  Badge,
  CloseButton,
  Group,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '../../ui/mantine/controls';
import { Money } from '../../ui/plain/format';
import { EmptyState } from '../../ui/plain/QueryState';
import { StatusBadge } from '../../ui/plain/StatusBadge';
import { Table } from '../../ui/plain/Table';
import { UserText } from '../../ui/mantine/UserText';
import { isFinalDocument, useStatusPolling } from './useStatusPolling';
import { AppLink } from '../../ui/plain/AppLink';

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
          <Anchor component={AppLink} to={`/captura/${c.id_captura}`} size="sm">
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

/** The documents sent from this browser, their processing and captures followed until final. */
export function RecentUploads() {
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
                    <Text size="sm">{formatDateTimeBR(u.enviado_em)}</Text>
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
