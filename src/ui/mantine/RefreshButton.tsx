import { Button } from '@mantine/core';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/** "Atualizar": reads again every query under `queryKey`. */
export function RefreshButton({ queryKey }: { queryKey: QueryKey }) {
  const queryClient = useQueryClient();
  return (
    <Button variant="default" onClick={() => void queryClient.invalidateQueries({ queryKey })}>
      Atualizar
    </Button>
  );
}
