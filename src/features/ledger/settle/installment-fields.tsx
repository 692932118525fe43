import type { UseQueryResult } from '@tanstack/react-query';
import type { FinancialAccount } from '../../../api/reference';
import { accountOption, accountsLoadError } from '../../../lib/labels/account';
import { formatCents } from '../../../lib/money';
import { Group, Text } from '../../../ui/mantine/controls';
import { SelectField } from '../../../ui/mantine/form/fields';
import { MUTED } from '../../../ui/plain/muted';

/** The form's financial account among `items` (the read's accounts by default), its read's state said in the field. */
export function AccountField({
  name,
  accounts,
  items = accounts.data?.items ?? [],
  empty,
  withAsterisk,
}: {
  name: string;
  accounts: UseQueryResult<{ items: FinancialAccount[] }>;
  items?: readonly FinancialAccount[];
  /** The choice of none, while the accounts are there. */
  empty: string;
  withAsterisk?: boolean;
}) {
  return (
    <SelectField
      name={name}
      label="Conta financeira"
      {...(withAsterisk ? { withAsterisk } : {})}
      empty={accounts.isPending ? 'Carregando contas…' : empty}
      data={items.map(accountOption)}
      error={accounts.isError ? accountsLoadError(accounts.error) : undefined}
    />
  );
}

/** A value composition's result, said as it changes, and the composition's error. */
export function CompositionTotal({
  label,
  cents,
  invalid,
  testId,
  error,
}: {
  label: string;
  cents: number;
  /** Shown in red: a total the platform refuses. */
  invalid: boolean;
  testId: string;
  error: string | undefined;
}) {
  return (
    <>
      <Group gap="xs" aria-live="polite">
        <Text>{label}</Text>
        <Text fw={700} c={invalid ? 'red' : undefined} data-testid={testId}>
          {formatCents(cents)}
        </Text>
        <Text size="xs" c={MUTED}>
          (bruto + multa + juros − desconto − taxa)
        </Text>
      </Group>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </>
  );
}
