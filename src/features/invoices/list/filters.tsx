import { statusesOf } from '../../../lib/invoice-matching';
import { NOTE_STATE_LABELS, NOTE_STATES, nfseStatusLabel } from '../../../lib/labels/invoice';
import type { PickerOption } from '../../../lib/reference-options';
import { ChoicesMultiSelect } from '../../../ui/plain/ChoicesMultiSelect';
import type { FilterDef } from '../../../ui/plain/list/FilterBar';
import type { InvoiceFilterFields } from './spec';

/** Each state names the statuses its rows show ("Em andamento": Pendente, Emitindo…). */
const STATE_OPTIONS = NOTE_STATES.map((s) => ({
  value: s,
  label: NOTE_STATE_LABELS[s],
  description: statusesOf(s).map(nfseStatusLabel).join(', '),
}));

/** The filter bar, as data (FilterBar); the contracts to choose from are those of the period's notes. */
export function invoiceFilterBar(contracts: readonly PickerOption[]) {
  const fields: readonly FilterDef<InvoiceFilterFields>[] = [
    { kind: 'dates', key: 'de', end: 'ate', label: 'Competência de', required: true },
    {
      kind: 'choices',
      key: 'situacao',
      label: 'Situação',
      allLabel: 'Todas as situações',
      options: STATE_OPTIONS,
      picker: ChoicesMultiSelect,
    },
    { kind: 'search', key: 'cliente', label: 'Cliente', placeholder: 'Nome ou CPF/CNPJ' },
    { kind: 'search', key: 'numero', label: 'Número', placeholder: 'NFS-e, venda ou RPS' },
    {
      kind: 'choices',
      key: 'contrato',
      label: 'Contratos',
      allLabel: 'Todos os contratos',
      options: contracts,
      picker: ChoicesMultiSelect,
      searchable: true,
      nothingFoundMessage: 'Nenhum contrato com notas no período',
    },
  ];
  return { label: 'Filtros de notas fiscais', fields };
}
