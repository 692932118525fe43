import { useQuery } from '@tanstack/react-query';
import { memo, useMemo, type ChangeEvent, type ComponentType } from 'react';
import { RECEIVABLE_STATUSES } from '../../../api/receivables.schema';
import { customerPickerQuery, referenceQueries, supplierPickerQuery } from '../../../api/reference';
import { DATE_PRESETS, DATE_PRESET_LABELS, presetInterval } from '../../../lib/date-presets';
import { OPEN_RECEIVABLE_STATUSES } from '../../../lib/ledger-view';
import { receivableStatusLabel, type LedgerSide } from '../../../lib/labels/receivable';
import { accountsLoadError } from '../../../lib/labels/account';
import { Checkbox } from '../../../ui/mantine/controls';
import { customersFilter } from '../../../ui/plain/list/customers-filter';
import { ChoicesFilter } from '../../../ui/plain/list/fields';
import type { FilterDef } from '../../../ui/plain/list/FilterBar';
import { periodChooser, type FilterPreset } from '../../../ui/plain/list/period-chooser';
import { ChoicesMultiSelect } from '../../../ui/plain/ChoicesMultiSelect';
import { RemoteMultiSelect } from '../../../ui/mantine/RemoteMultiSelect';
import { type PayableFilterFields, type ReceivableFilterFields } from './spec';

const onlyOpen = (status: readonly string[] | undefined) =>
  status?.length === OPEN_RECEIVABLE_STATUSES.length && OPEN_RECEIVABLE_STATUSES.every((s) => status.includes(s));

/**
 * The due-date periods; "Vencidas" also narrows to what is still open, and another period chosen
 * after it lets go of that narrowing (a status the user chose stays).
 */
const PERIODS: readonly FilterPreset<PayableFilterFields | ReceivableFilterFields>[] = DATE_PRESETS.map((preset) => ({
  value: preset,
  label: DATE_PRESET_LABELS[preset],
  patch: (today, current) => {
    const { start, end } = presetInterval(preset, today);
    return {
      data_vencimento_de: start,
      data_vencimento_ate: end,
      ...(preset === 'vencidas'
        ? { status: [...OPEN_RECEIVABLE_STATUSES] }
        : onlyOpen(current?.status)
          ? { status: [] }
          : {}),
    };
  },
}));

const PERIOD_CHOOSER = periodChooser(PERIODS);

/** The filter bar, as data (FilterBar): the shared filters around the side's party. */
function ledgerFilters<F extends PayableFilterFields | ReceivableFilterFields>(
  side: LedgerSide,
  party: FilterDef<F>,
): readonly FilterDef<F>[] {
  const options = RECEIVABLE_STATUSES.map((s) => ({
    value: s,
    label: receivableStatusLabel(s, side),
    // The platform's status: an overdue installment settled in part has the partial one.
    ...(s === 'ATRASADO' && {
      description:
        side === 'pagar'
          ? 'parcela vencida, sem nada pago (a paga em parte fica em “Pago parcial”)'
          : 'parcela vencida, sem nada recebido (a recebida em parte fica em “Recebido parcial”)',
    }),
  }));
  return [
    { kind: 'search', key: 'descricao', label: 'Buscar na descrição', placeholder: 'Ex.: Contrato 1001' },
    {
      kind: 'dates',
      key: 'data_vencimento_de',
      end: 'data_vencimento_ate',
      label: 'Vencimento de',
      required: true,
      aside: PERIOD_CHOOSER as unknown as ComponentType<{ filters: F; onChange: (patch: Partial<F>) => void }>,
    },
    { kind: 'custom', key: 'abertos_anteriores', component: OPEN_BEFORE },
    {
      kind: 'choices',
      key: 'status',
      label: 'Situação',
      allLabel: 'Todas as situações',
      options,
      picker: ChoicesMultiSelect,
    },
    party,
    { kind: 'custom', key: 'ids_contas_financeiras', component: ACCOUNTS },
  ] as readonly FilterDef<F>[];
}

/** Whether the installments still open from before the period are shown too (decision 0110). */
const OPEN_BEFORE = memo(OpenBeforeFilter);
function OpenBeforeFilter({ value, onChange }: { value: boolean; onChange: (value: boolean) => void }) {
  return (
    <Checkbox
      label="Incluir as em aberto de antes do período"
      checked={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.checked)}
      mt="lg"
    />
  );
}

/** The financial accounts, from the API once (a short list). */
const ACCOUNTS = memo(AccountsFilter);
function AccountsFilter({ value, onChange }: { value: string[]; onChange: (ids: string[]) => void }) {
  const accounts = useQuery(referenceQueries.accounts(''));
  const options = useMemo(() => {
    const out = (accounts.data?.items ?? []).map((a) => ({ value: a.id, label: a.nome }));
    // Selected accounts keep a label while the list loads or if an account disappeared.
    for (const id of value) if (!out.some((o) => o.value === id)) out.push({ value: id, label: 'Conta selecionada' });
    return out;
  }, [accounts.data, value]);
  return (
    <ChoicesFilter
      picker={ChoicesMultiSelect}
      label="Contas financeiras"
      allLabel="Todas as contas"
      data={options}
      value={value}
      onChange={onChange}
      error={accounts.isError ? accountsLoadError(accounts.error) : undefined}
      searchable
      nothingFoundMessage={accounts.isPending ? 'Carregando…' : 'Nenhuma conta encontrada'}
    />
  );
}

export const RECEIVABLE_FILTERS = ledgerFilters<ReceivableFilterFields>(
  'receber',
  customersFilter('ids_clientes', RemoteMultiSelect, customerPickerQuery),
);

export const PAYABLE_FILTERS = ledgerFilters<PayableFilterFields>('pagar', {
  kind: 'records',
  key: 'ids_fornecedores',
  label: 'Fornecedores',
  allLabel: 'Todos os fornecedores',
  picker: RemoteMultiSelect,
  optionsQuery: supplierPickerQuery,
});
