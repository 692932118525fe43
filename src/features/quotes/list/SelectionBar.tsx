import { memo, type RefObject } from 'react';
import { Button, Group, Text } from '../../../ui/mantine/controls';

/** How many are selected, and the bulk actions. */
export const SelectionBar = memo(function SelectionBar({
  count,
  onClear,
  onDelete,
  triggerRef,
}: {
  count: number;
  onClear: () => void;
  onDelete: () => void;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Group justify="space-between" wrap="wrap" mih={36}>
      <Text size="sm" aria-live="polite">
        {count === 0
          ? 'Nenhum orçamento selecionado'
          : `${count} ${count === 1 ? 'orçamento selecionado' : 'orçamentos selecionados'}`}
      </Text>
      <Group gap="sm">
        {count > 0 && (
          <Button variant="subtle" onClick={() => onClear()}>
            Limpar seleção
          </Button>
        )}
        <Button ref={triggerRef} color="red" variant="light" disabled={count === 0} onClick={onDelete}>
          Excluir selecionados
        </Button>
      </Group>
    </Group>
  );
});
