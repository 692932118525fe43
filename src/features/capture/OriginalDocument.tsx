import { keptPreview } from '../../stores/recent-uploads';
import { Paper, Text, Title } from '../../ui/mantine/controls';

/** The uploaded file, shown only in the tab that sent it (until it is reloaded). */
export function OriginalDocument({ documentId }: { documentId: string | null | undefined }) {
  const preview = keptPreview(documentId);
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
