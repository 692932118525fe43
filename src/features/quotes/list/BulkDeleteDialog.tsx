import { useEffect, useRef, useState } from 'react';
import { batches, useDeleteQuotes, type BulkDeleteProgress, type BulkDeleteResult } from '../../../api/quotes';
import { Alert, Button, List, Modal, Progress, Stack, Text } from '../../../ui/mantine/controls';
import { listNumbers } from '../../../lib/text';
import { DialogFooter } from '../../../ui/mantine/DialogFooter';

export interface SelectedQuote {
  id: string;
  numero: number | string;
}

/** Bulk delete: confirm, delete in batches of 10 with progress, then report each quote's outcome. */
export function BulkDeleteDialog({
  quotes,
  onClose,
  onFinished,
}: {
  quotes: SelectedQuote[];
  onClose: () => void;
  /** Called once the batches are done (the list keeps the ones not deleted selected). */
  onFinished: (result: BulkDeleteResult) => void;
}) {
  const [progress, setProgress] = useState<BulkDeleteProgress>({ done: 0, total: batches(quotes).length });
  const mutation = useDeleteQuotes(setProgress);
  const result = mutation.data;
  const running = mutation.isPending;
  const numberOf = new Map(quotes.map((q) => [q.id, q.numero]));
  const numbers = (ids: readonly string[]) => listNumbers(ids.map((id) => numberOf.get(id) ?? id));
  const count = quotes.length;
  const plural = count === 1 ? 'orçamento' : 'orçamentos';

  const start = () =>
    mutation.mutate(
      quotes.map((q) => q.id),
      { onSuccess: onFinished },
    );

  // Focus follows the step inside the dialog instead of falling to the page.
  const progressRef = useRef<HTMLParagraphElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (running) progressRef.current?.focus();
  }, [running]);
  useEffect(() => {
    if (result) closeRef.current?.focus();
  }, [result]);

  const title = result ? 'Resultado da exclusão' : `Excluir ${count} ${plural}?`;
  const failedIds = result?.failed.flatMap((f) => f.ids) ?? [];

  return (
    <Modal
      opened
      onClose={running ? () => undefined : onClose}
      title={title}
      closeOnClickOutside={!running}
      closeOnEscape={!running}
      withCloseButton={!running}
      size="lg"
    >
      {!result && !running && (
        <Stack>
          <Text size="sm">
            {count === 1 ? 'Este orçamento será excluído' : `Estes ${count} orçamentos serão excluídos`}{' '}
            permanentemente: {numbers(quotes.map((q) => q.id))}.
          </Text>
          {progress.total > 1 && (
            <Text size="sm" c="dimmed">
              A plataforma aceita até 10 por vez: a exclusão será feita em {progress.total} lotes.
            </Text>
          )}
          <DialogFooter>
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button color="red" onClick={start}>
              Excluir {count} {plural}
            </Button>
          </DialogFooter>
        </Stack>
      )}

      {running && (
        <Stack>
          <Text size="sm" id="bulk-delete-progress-label" ref={progressRef} tabIndex={-1} style={{ outline: 'none' }}>
            Excluindo… lote {Math.min(progress.done + 1, progress.total)} de {progress.total}
          </Text>
          <Progress
            value={progress.total ? (progress.done / progress.total) * 100 : 0}
            aria-labelledby="bulk-delete-progress-label"
            aria-valuetext={`${progress.done} de ${progress.total} lotes concluídos`}
            animated
          />
        </Stack>
      )}

      {result && (
        <Stack>
          <Progress value={100} color={result.failed.length ? 'orange' : 'green'} aria-label="Exclusão concluída" />
          {result.failed.length === 0 ? (
            <Alert
              color="green"
              role="status"
              title={`${result.deleted.length} ${result.deleted.length === 1 ? 'orçamento excluído' : 'orçamentos excluídos'}`}
            >
              {numbers(result.deleted)}.
            </Alert>
          ) : (
            <Alert color="orange" role="alert" title="A exclusão não foi concluída para todos os orçamentos">
              <Stack gap="xs">
                <Text size="sm">
                  <strong>Excluídos ({result.deleted.length}):</strong>{' '}
                  {result.deleted.length ? `${numbers(result.deleted)}.` : 'nenhum.'}
                </Text>
                <Text size="sm">
                  <strong>Não excluídos ({failedIds.length}):</strong> {numbers(failedIds)}.
                </Text>
                <List size="sm">
                  {result.failed.map((f) => (
                    <List.Item key={f.ids.join(',')}>
                      {numbers(f.ids)}: {f.message}
                    </List.Item>
                  ))}
                </List>
                <Text size="sm">Os não excluídos continuam selecionados para você tentar de novo.</Text>
              </Stack>
            </Alert>
          )}
          <DialogFooter>
            <Button onClick={onClose} ref={closeRef}>
              Fechar
            </Button>
          </DialogFooter>
        </Stack>
      )}
    </Modal>
  );
}
