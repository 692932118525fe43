import Page from '../../features/ledger/create/LedgerCreatePage';
import { withDraftsElsewhere } from '../DraftsElsewhere';

function PayableCreate({ draftOwner }: { draftOwner?: string | undefined }) {
  return <Page side="pagar" draftOwner={draftOwner} />;
}

export default withDraftsElsewhere(PayableCreate, { form: 'pagamentos.novo', path: '/pagamentos/nova' });
