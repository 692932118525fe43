import { Alert, Button, Modal, Progress, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { countOf, formatCount } from '../../lib/text';
import { useListExport, type ListExportSpec } from '../plain/export/useListExport';
import { DialogFooter } from './DialogFooter';

/** A 429's wait, in words: paused, not stuck, nothing lost. */
function pauseText(seconds: number): string {
  const whole = Math.ceil(seconds);
  const pause = whole < 1 ? 'uma breve pausa' : `uma pausa de ${countOf(whole, 'segundo', 'segundos')}`;
  return `A plataforma pediu ${pause}; a exportação continua sozinha, sem perder o que já foi buscado.`;
}
const records = (n: number) => countOf(n, 'registro', 'registros');

/** Lazily loaded with the CSV writer: a list pays nothing until the user exports. */
export default function ExportDialog<Row>({
  title,
  spec,
  onClose,
}: {
  title: string;
  spec: ListExportSpec<Row>;
  onClose: () => void;
}) {
  const { status, start, resume, cancel, savePartial } = useListExport(spec);
  // Its opener ("Exportar CSV") has the focus as it opens; it gets it back once the dialog is gone.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const close = () => {
    onClose();
    setTimeout(() => {
      if (opener?.isConnected) opener.focus();
    });
  };
  // `start` is stable and never runs twice at once.
  useEffect(() => {
    void start();
  }, [start]);

  const running = status.phase === 'running' || status.phase === 'idle';
  const fetched = status.phase === 'done' ? status.rows : status.phase === 'idle' ? 0 : status.fetched;
  const total =
    status.phase === 'running' || status.phase === 'failed' || status.phase === 'cancelled' ? status.total : null;
  const percent = status.phase === 'done' ? 100 : total ? Math.min(100, (fetched / total) * 100) : 0;
  const progressText = total === null ? `${records(fetched)} buscados` : `${formatCount(fetched)} de ${records(total)}`;

  return (
    <Modal opened onClose={running ? cancel : close} title={title} size="md" closeOnClickOutside={!running}>
      <Stack>
        <Text size="sm" id="export-progress-label" aria-live="polite">
          {status.phase === 'done'
            ? `Exportação concluída: ${records(status.rows)} em ${status.fileName}.`
            : status.phase === 'cancelled'
              ? `Exportação cancelada com ${progressText}.`
              : status.phase === 'failed'
                ? `A exportação parou com ${progressText}.`
                : `Buscando… ${progressText}.`}
        </Text>
        {status.phase === 'running' && status.pausedSeconds !== undefined && (
          <Text size="sm" role="status" data-testid="export-paused">
            {pauseText(status.pausedSeconds)}
          </Text>
        )}
        <Progress
          value={percent}
          aria-labelledby="export-progress-label"
          aria-valuetext={progressText}
          color={status.phase === 'failed' ? 'orange' : status.phase === 'done' ? 'green' : undefined}
          animated={running}
        />
        {status.phase === 'failed' && (
          <Alert color="orange" role="alert" title="Não foi possível buscar todos os registros">
            {status.message} O que já foi buscado está guardado: continue de onde parou ou baixe o arquivo parcial.
          </Alert>
        )}
        <DialogFooter>
          {running && (
            <Button variant="default" onClick={cancel}>
              Cancelar
            </Button>
          )}
          {(status.phase === 'failed' || status.phase === 'cancelled') && (
            <>
              {fetched > 0 && (
                <Button variant="default" onClick={savePartial}>
                  Baixar parcial ({formatCount(fetched)})
                </Button>
              )}
              <Button onClick={() => void resume()}>Continuar de onde parou</Button>
            </>
          )}
          {!running && (
            <Button variant={status.phase === 'done' ? 'filled' : 'subtle'} onClick={close} data-autofocus>
              Fechar
            </Button>
          )}
        </DialogFooter>
      </Stack>
    </Modal>
  );
}
