import { Button, Group } from '../../../ui/mantine/controls';
import { ErrorAlert } from '../../../ui/mantine/ErrorAlert';
import { ConfirmUnusual } from './ConfirmUnusual';
import { AppLink } from '../../../ui/plain/AppLink';
import { serverMessageText } from '../../../ui/plain/form/server-message';
import { DialogFooter } from '../../../ui/mantine/DialogFooter';

/** What asks for confirmation before sending (ConfirmUnusual), in place of the buttons. */
export interface FooterConfirmation {
  title: string;
  label: string;
  reasons: readonly string[];
  onReview: () => void;
}

/** A settlement form's end: the failure, then submit and "Cancelar", or the confirmation in their place. */
export function SettlementFormFooter({
  error,
  errorTitle,
  confirm,
  pending,
  submitLabel,
  submitDisabled = false,
  onCancel,
  cancelTo,
  cancelState,
}: {
  error: string | null;
  errorTitle: string;
  confirm: FooterConfirmation | null;
  pending: boolean;
  submitLabel: string;
  /** Why sending is impossible besides a request on its way. */
  submitDisabled?: boolean;
  onCancel: () => void;
  cancelTo?: string;
  cancelState?: unknown;
}) {
  if (confirm) {
    return (
      <ConfirmUnusual
        title={confirm.title}
        reasons={confirm.reasons}
        confirmLabel={confirm.label}
        pending={pending}
        onReview={confirm.onReview}
      />
    );
  }
  const submit = (
    <Button type="submit" loading={pending} disabled={pending || submitDisabled}>
      {submitLabel}
    </Button>
  );
  return (
    <>
      {error && (
        <ErrorAlert key={error} title={errorTitle}>
          {serverMessageText(error)}
        </ErrorAlert>
      )}
      {cancelTo === undefined ? (
        <DialogFooter>
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancelar
          </Button>
          {submit}
        </DialogFooter>
      ) : (
        <Group gap="sm">
          {submit}
          <Button component={AppLink} to={cancelTo} state={cancelState} variant="default" onClick={onCancel}>
            Cancelar
          </Button>
        </Group>
      )}
    </>
  );
}
