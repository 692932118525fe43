import { ButtonLink } from '../../../ui/plain/controls';
import { PAYABLE_FILTERS } from './filters';
import { LedgerListPage, type LedgerList } from './LedgerListPage';
import { PAYING } from './sides';
import { payablesList, type PayableFilterFields } from './spec';

const PAYABLES: LedgerList<PayableFilterFields> = {
  words: PAYING,
  spec: payablesList,
  partyKey: 'ids_fornecedores',
  filters: PAYABLE_FILTERS,
  actions: (
    <ButtonLink to="/pagamentos/nova" aria-keyshortcuts="n">
      Nova conta a pagar
    </ButtonLink>
  ),
};

export default function PayablesListPage() {
  return <LedgerListPage list={PAYABLES} />;
}
