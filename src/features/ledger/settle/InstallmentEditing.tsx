import { lazy, Suspense, useState } from 'react';
import type { Installment } from '../../../api/receivables';
import { formatDateBR, platformToday } from '../../../lib/dates';
import { isOverdue } from '../../../lib/figures';
import { installmentHistory } from '../../../stores/installment-history';
import { storedRenegotiation } from '../../../stores/renegotiation';
import type { OriginalChange } from '../renegotiate/RenegotiateDialog';
import { formatCents, toCents } from '../../../lib/money';
import { Alert, Button, Group, List, Text } from '../../../ui/mantine/controls';
import type { EditMode } from './EditInstallmentDialog';
import { canWriteOff, isEditable } from './editable';
import type { Change } from './settlement-changes';
import { ChargeReissueStatus } from './ChargeReissueStatus';

/** The edit and write-off dialog loads on the first "Editar parcela" or "Baixar como perda". */
const EditInstallmentDialog = lazy(() => import('./EditInstallmentDialog'));
/** The renegotiation loads on the first "Renegociar" or "Retomar a renegociação". */
const RenegotiateDialog = lazy(() => import('../renegotiate/RenegotiateDialog'));

type Outcome = { kind: 'edited'; changes: Change[] } | { kind: 'lost'; lossCents: number };

/**
 * "Editar parcela", "Baixar como perda" and "Renegociar", their dialogs and what each changed.
 * Opened from a list's row (`startWith`), the dialog returns there once done.
 */
export function InstallmentEditing({
  installment,
  startWith,
  author,
  draftOwner,
  onRemember,
  onRestore,
  onDoneFromRow,
}: {
  installment: Installment;
  startWith?: EditMode | 'renegotiate' | undefined;
  /** Who makes the changes, for the installment's history. */
  author?: string | undefined;
  /** Keeps what the edit typed until saved or cancelled. */
  draftOwner?: string | undefined;
  onRemember: (opener: HTMLElement | null) => void;
  onRestore: () => void;
  onDoneFromRow: () => void;
}) {
  const [mode, setMode] = useState<EditMode | null>(startWith && startWith !== 'renegotiate' ? startWith : null);
  const [asked, setAsked] = useState(startWith !== undefined && startWith !== 'renegotiate');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [today] = useState(platformToday);
  // A renegotiation left unfinished in this browser is taken up again rather than started anew.
  const [kept, setKept] = useState(() => storedRenegotiation(installment.id));
  const [renegotiating, setRenegotiating] = useState(
    startWith === 'renegotiate' && (kept !== null || isOverdue(installment, today)),
  );
  const fromRow = startWith !== undefined;
  const canRenegotiate = kept === null && installment.settleable && isOverdue(installment, today);
  const renegotiate = (opener: HTMLElement) => {
    onRemember(opener);
    setKept(storedRenegotiation(installment.id));
    setRenegotiating(true);
  };
  const originalChanged = (change: OriginalChange) => installmentHistory.record(installment.id, [change], author);
  const renegotiated = () => {
    setRenegotiating(false);
    setKept(storedRenegotiation(installment.id));
    if (fromRow) onDoneFromRow();
    else onRestore();
  };
  const open = (next: EditMode, opener: HTMLElement) => {
    onRemember(opener);
    setAsked(true);
    setOutcome(null);
    setMode(next);
  };
  const done = (next: Outcome | null) => {
    setMode(null);
    if (fromRow) {
      onDoneFromRow();
      return;
    }
    if (next) setOutcome(next);
    onRestore();
  };
  return (
    <>
      {(isEditable(installment) || canWriteOff(installment) || kept) && (
        <Group gap="sm">
          {isEditable(installment) && (
            <Button variant="default" onClick={(e) => open('edit', e.currentTarget)}>
              Editar parcela
            </Button>
          )}
          {canWriteOff(installment) && (
            <Button variant="default" color="red" onClick={(e) => open('loss', e.currentTarget)}>
              Baixar como perda
            </Button>
          )}
          {canRenegotiate && (
            <Button variant="default" onClick={(e) => renegotiate(e.currentTarget)}>
              Renegociar
            </Button>
          )}
          {kept && (
            <Button color="yellow" onClick={(e) => renegotiate(e.currentTarget)}>
              Retomar a renegociação
            </Button>
          )}
        </Group>
      )}
      {kept && (
        <Alert color="yellow" variant="light" role="status" title="Renegociação não concluída">
          Uma renegociação desta parcela foi interrompida neste navegador. Retome-a: o app confere na plataforma o que
          já foi feito e não repete nenhum passo.
        </Alert>
      )}
      {installment.lado === 'receber' && <ChargeReissueStatus parcelaId={installment.id} />}
      {installment.perda && (
        <Alert color="gray" variant="light" title="Baixada como perda" role="status" data-testid="installment-loss">
          {formatCents(toCents(installment.perda.valor ?? 0))} em {formatDateBR(installment.perda.data)}
          {installment.nota ? `. ${installment.nota}` : ''}
        </Alert>
      )}
      {outcome?.kind === 'edited' && (
        <Alert
          color="green"
          variant="light"
          title="Parcela alterada"
          role="status"
          withCloseButton
          onClose={() => setOutcome(null)}
        >
          {outcome.changes.length ? (
            <List size="sm" data-testid="installment-edited">
              {outcome.changes.map((c) => (
                <List.Item key={c.label}>
                  {c.label}: de {c.before} para {c.after}
                </List.Item>
              ))}
            </List>
          ) : (
            <Text size="sm">A parcela foi salva.</Text>
          )}
        </Alert>
      )}
      {outcome?.kind === 'lost' && (
        <Alert
          color="green"
          variant="light"
          title="Perda registrada"
          role="status"
          withCloseButton
          onClose={() => setOutcome(null)}
        >
          {formatCents(outcome.lossCents)} baixados como perda. Nova situação da parcela:{' '}
          <strong data-testid="installment-status-after-loss">{installment.statusLabel}</strong>.
        </Alert>
      )}
      {renegotiating && (
        <Suspense fallback={null}>
          <RenegotiateDialog
            installment={installment}
            resume={kept}
            draftOwner={draftOwner}
            onOriginalChanged={originalChanged}
            onClose={renegotiated}
          />
        </Suspense>
      )}
      {asked && (
        <Suspense fallback={null}>
          <EditInstallmentDialog
            installment={installment}
            mode={mode}
            author={author}
            draftOwner={draftOwner}
            onClose={() => done(null)}
            onSaved={(changes) => done({ kind: 'edited', changes })}
            onWrittenOff={(lossCents) => done({ kind: 'lost', lossCents })}
          />
        </Suspense>
      )}
    </>
  );
}
