import { useState } from 'react';
import { MAX_DESCRIPTION_LENGTH, uploadDescriptionSchema } from '../../api/capture';
import { Stack, Text, TextInput, Title } from '../../ui/mantine/controls';
import { FileDropZone } from '../../ui/mantine/FileDropZone';
import { PageHeader } from '../../ui/plain/PageHeader';
import { QueueRow } from './QueueRow';
import { RecentUploads } from './RecentUploads';
import { useUploadQueue } from './useUploadQueue';

const ACCEPT_INPUT = '.pdf,.jpg,.jpeg,.png,.bmp,application/pdf,image/jpeg,image/png,image/bmp';

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
