import type { UseQueryResult } from '@tanstack/react-query';
import type { FinancialAccount } from '../../../api/reference';
import { accountOption, accountsLoadError } from '../../../lib/labels/account';
import { formatCents } from '../../../lib/money';
import { Group, Text } from '../../../ui/mantine/controls';
import { SelectField } from '../../../ui/mantine/form/fields';
import { MUTED } from '../../../ui/plain/muted';
import type { CSSProperties, ReactNode } from 'react';

const ROW: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: 'var(--mantine-spacing-sm)' };
const cell = (grow: number, basis: string): CSSProperties => ({ flex: `${grow} 1 ${basis}`, minWidth: 0 });

/**
 * A date, an account and a payment method on one line while they fit, each on its own below:
 * the account takes the most room, so a long name ("Conta corrente principal (Banco do Brasil)")
 * reads whole at 1280 px, in the page and in a dialog, and the method as much as its longest
 * choice ("Cartão de crédito via link"). Inline, so the screens it serves load no
 * style sheet of their own.
 */
export function PaymentRow({ date, account, method }: { date: ReactNode; account: ReactNode; method: ReactNode }) {
  return (
    <div style={ROW}>
      <div style={cell(0.8, '8.5rem')}>{date}</div>
      <div style={cell(2, '24rem')}>{account}</div>
      <div style={cell(1.2, '15rem')}>{method}</div>
    </div>
  );
}

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
