import { NOTE_STATE_LABELS, NOTE_STATES } from '../../../lib/labels/invoice';
import { ChoicesMultiSelect } from '../../../ui/plain/ChoicesMultiSelect';
import type { FilterDef } from '../../../ui/plain/list/FilterBar';
import type { InvoiceFilterFields } from './spec';

const STATE_OPTIONS = NOTE_STATES.map((s) => ({ value: s, label: NOTE_STATE_LABELS[s] }));

/** The filter bar, as data (FilterBar). */
const FILTERS: readonly FilterDef<InvoiceFilterFields>[] = [
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
  { kind: 'search', key: 'numero', label: 'Número', placeholder: 'Nº da NFS-e, da venda ou do RPS' },
  { kind: 'search', key: 'contrato', label: 'Contrato', placeholder: 'Identificador do contrato' },
];
export const FILTER_BAR = { label: 'Filtros de notas fiscais', fields: FILTERS };
