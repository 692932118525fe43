import { Alert, Button, Group, Stack, Text } from '../../../ui/mantine/controls';

/** "Are you sure?" before sending an unusual settlement: the reasons, send, or "Revisar". */
export function ConfirmUnusual({
  title,
  reasons,
  confirmLabel,
  pending,
  onReview,
}: {
  title: string;
  reasons: readonly string[];
  confirmLabel: string;
  pending: boolean;
  onReview: () => void;
}) {
  return (
    <Alert color="yellow" variant="light" title={title} role="alert">
      <Stack gap="xs">
        {reasons.map((r) => (
          <Text key={r} size="sm">
            {r}
          </Text>
        ))}
        <Group gap="sm">
          <Button
            type="submit"
            color="yellow"
            autoContrast
            loading={pending}
            disabled={pending}
            data-autofocus
            autoFocus
          >
            {confirmLabel}
          </Button>
          <Button variant="default" onClick={onReview}>
            Revisar
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
