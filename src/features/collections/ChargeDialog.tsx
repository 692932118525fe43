import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { activeCharge } from '../../api/charges';
import { receivableQueries } from '../../api/receivables';
import { formatDateBR } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import { Modal, Stack, Text } from '../../ui/mantine/controls';
import { ErrorState } from '../../ui/plain/QueryState';
import { ChargeForm } from './ChargeForm';
import type { ChargeTarget } from './charge-target';
import { ChargeView } from './ChargeView';

/** What the dialog shows: a charge (its id and kind), or the form (null). */
type Shown = { id: string; kind: string | null } | null;

/** An installment's charge: generate it, then show, refresh or cancel it; follows a charge still in progress. */
export default function ChargeDialog({ target, onClose }: { target: ChargeTarget; onClose: () => void }) {
  const detail = useQuery(receivableQueries.detail(target.parcelaId));
  // Undecided until the installment's read is current: its active charge, or the form.
  const [shown, setShown] = useState<Shown | undefined>(undefined);
  const current = detail.data !== undefined && (detail.isFetchedAfterMount || !detail.isStale || detail.isError);
  if (shown === undefined && current) {
    const active = activeCharge(detail.data.cobrancas);
    setShown(active ? { id: active.id, kind: active.tipo } : null);
  }
  // Content that replaces the control just used takes focus; what the dialog opens on does not.
  const [replaced, setReplaced] = useState(false);
  const show = (next: Shown) => {
    setReplaced(true);
    setShown(next);
  };
  const [busy, setBusy] = useState(false);
  const close = () => {
    if (!busy) onClose();
  };
  return (
    // Focus goes back through the page (useReturnFocus): this dialog unmounts when closed.
    <Modal
      opened
      onClose={close}
      title={shown === null ? 'Gerar cobrança' : 'Cobrança da parcela'}
      size="lg"
      returnFocus={false}
    >
      <Stack>
        <Text size="sm">
          <strong>{target.customerName}</strong> · {target.descricao} · vencida em {formatDateBR(target.dueDate)} · em
          aberto {formatCents(target.openCents)}
        </Text>
        {shown === undefined ? (
          detail.isError ? (
            <ErrorState
              title="Não foi possível ler as cobranças da parcela"
              error={detail.error}
              onRetry={() => void detail.refetch()}
            />
          ) : (
            <Text size="sm" role="status">
              Lendo as cobranças da parcela…
            </Text>
          )
        ) : shown ? (
          <ChargeView
            id={shown.id}
            kind={shown.kind}
            parcelaId={target.parcelaId}
            focusOnShow={replaced}
            onBusy={setBusy}
            onNew={() => show(null)}
            onClose={close}
          />
        ) : (
          <ChargeForm
            target={target}
            focusOnShow={replaced}
            onBusy={setBusy}
            onCreated={(id, kind) => show({ id, kind })}
            onCancel={close}
          />
        )}
      </Stack>
    </Modal>
  );
}
