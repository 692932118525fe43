import { ButtonLink } from '../../../ui/plain/controls';
import { RECEIVABLE_FILTERS } from './filters';
import { LedgerListPage, type LedgerList } from './LedgerListPage';
import { RECEIVING } from './sides';
import { receivablesList, type ReceivableFilterFields } from './spec';

const RECEIVABLES: LedgerList<ReceivableFilterFields> = {
  words: RECEIVING,
  spec: receivablesList,
  partyKey: 'ids_clientes',
  filters: RECEIVABLE_FILTERS,
  actions: (
    <ButtonLink to="/recebiveis/nova" aria-keyshortcuts="n">
      Nova conta a receber
    </ButtonLink>
  ),
};

export default function ReceivablesListPage() {
  return <LedgerListPage list={RECEIVABLES} />;
}
