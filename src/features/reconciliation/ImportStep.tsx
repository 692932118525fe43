import { Alert, Group, Loader, Stack, Text } from '../../ui/mantine/controls';
import { FileDropZone } from '../../ui/mantine/FileDropZone';

const ACCEPT = '.ofx,.qfx,.csv,.txt,application/x-ofx,text/csv,text/plain';

/** The import step: the statement file dropped or chosen, read in this browser. */
export function ImportStep({
  reading,
  error,
  onDrop,
}: {
  reading: boolean;
  error: string | null;
  onDrop: (files: File[]) => void;
}) {
  return (
    <Stack gap="md">
      <Text maw={760}>
        Importe o extrato da conta (OFX ou CSV, exportado pelo banco). Os créditos são comparados com as parcelas a
        receber e os débitos com as parcelas a pagar em aberto, atrasadas ou baixadas em parte; você confirma cada
        sugestão e dá baixa nas confirmadas de uma vez, dos dois lados.
      </Text>
      <FileDropZone
        onDrop={onDrop}
        accept={ACCEPT}
        disabled={reading}
        inputLabel="Extrato bancário (OFX ou CSV)"
        zoneLabel="Área para soltar o extrato"
        acceptText="Solte para ler o extrato"
        idleText="Arraste o extrato para cá"
        hint="OFX ou CSV, até 5 MB. O arquivo é lido neste navegador; nada é enviado antes da sua confirmação."
        buttonText="Escolher extrato"
      />
      {reading && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>Lendo o extrato…</Text>
        </Group>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert" title="O arquivo não foi importado">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
