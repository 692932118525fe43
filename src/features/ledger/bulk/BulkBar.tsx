import { memo } from 'react';
import { formatCents } from '../../../lib/money';
import { countOf } from '../../../lib/text';
import { PlainAlert, PlainButton } from '../../../ui/plain/controls';

/** The ledger's bulk actions: how many are selected and their open total, settle them or the whole filter, resume. */
export const BulkBar = memo(function BulkBar({
  count,
  openCents,
  filterTotal,
  unfinished,
  onClear,
  onSettleSelected,
  onSettleFilter,
  onResume,
}: {
  count: number;
  openCents: number;
  /** Every installment the filter finds (null while unknown). */
  filterTotal: number | null;
  /** A run of this side was left unfinished in this browser. */
  unfinished: boolean;
  onClear: () => void;
  onSettleSelected: () => void;
  onSettleFilter: () => void;
  onResume: () => void;
}) {
  return (
    <div className="ui-stack" style={{ gap: 'var(--mantine-spacing-xs)' }} data-bulk-bar="">
      {unfinished && (
        <PlainAlert color="yellow" title="Há baixas em lote não concluídas neste navegador.">
          <PlainButton size="xs" onClick={onResume}>
            Ver e retomar as baixas
          </PlainButton>
        </PlainAlert>
      )}
      <div className="ui-group" style={{ justifyContent: 'space-between', flexWrap: 'wrap', minHeight: 36 }}>
        <p className="ui-text-sm" aria-live="polite" data-testid="bulk-selection">
          {count === 0
            ? 'Nenhuma parcela selecionada'
            : `${countOf(count, 'parcela selecionada', 'parcelas selecionadas')} (${formatCents(openCents)} em aberto)`}
        </p>
        <div className="ui-group" style={{ gap: 'var(--mantine-spacing-sm)' }}>
          {count > 0 && (
            <PlainButton variant="subtle" onClick={onClear}>
              Limpar seleção
            </PlainButton>
          )}
          <PlainButton variant="light" disabled={count === 0 || unfinished} onClick={onSettleSelected}>
            Baixar selecionadas
          </PlainButton>
          <PlainButton variant="default" disabled={!filterTotal || unfinished} onClick={onSettleFilter}>
            {/* The filter's count includes what is paid or cancelled: the review counts the open ones. */}
            Baixar as em aberto deste filtro
          </PlainButton>
        </div>
      </div>
    </div>
  );
});
