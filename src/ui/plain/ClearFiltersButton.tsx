import { memo } from 'react';
import { PlainButton } from './controls';

/** "Limpar filtros" at the end of a filter bar; disabled while nothing narrows the list. Memoized. */
export const ClearFiltersButton = memo(function ClearFiltersButton({
  onClear,
  disabled,
}: {
  onClear: () => void;
  disabled: boolean;
}) {
  return (
    <div style={{ display: 'flex', alignItems: 'flex-end' }}>
      <PlainButton variant="default" onClick={onClear} disabled={disabled}>
        Limpar filtros
      </PlainButton>
    </div>
  );
});
