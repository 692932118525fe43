import { useFormState, type FieldErrors } from 'react-hook-form';
import { Alert, Button, Group } from '../../../ui/mantine/controls';
import { errorsOf } from './field-errors';
import type { WizardValues } from './form-schema';
import { fieldName } from './steps';

/** The step's fields to correct, above them, each a button to its field; follows the corrections. */
export function StepErrors({
  fields,
  onFocus,
}: {
  fields: readonly string[] | undefined;
  onFocus: (path: string) => void;
}) {
  const { errors } = useFormState<WizardValues>();
  if (!fields) return null;
  const all = fields.flatMap((f) => errorsOf((errors as FieldErrors)[f] as FieldErrors | undefined, f));
  if (all.length === 0) return null;
  return (
    <Alert
      color="red"
      title={all.length === 1 ? 'Corrija 1 campo para continuar' : `Corrija ${all.length} campos para continuar`}
      data-testid="step-errors"
    >
      <Group gap="xs">
        {all.map((e) => (
          <Button key={e.path} variant="subtle" color="red" size="compact-sm" onClick={() => onFocus(e.path)}>
            {fieldName(e.path)}
          </Button>
        ))}
      </Group>
    </Alert>
  );
}
