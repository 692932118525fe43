import { Button, Group } from '@mantine/core';
import { memo } from 'react';

/** "Limpar filtros" at the end of a filter bar; disabled while nothing narrows the list. Memoized. */
export const ClearFiltersButton = memo(function ClearFiltersButton({
  onClear,
  disabled,
}: {
  onClear: () => void;
  disabled: boolean;
}) {
  return (
    <Group align="flex-end">
      <Button variant="default" onClick={onClear} disabled={disabled}>
        Limpar filtros
      </Button>
    </Group>
  );
});
