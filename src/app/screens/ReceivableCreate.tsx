import Page from '../../features/ledger/create/LedgerCreatePage';
import { withDraftsElsewhere } from '../DraftsElsewhere';

function ReceivableCreate({ draftOwner }: { draftOwner?: string | undefined }) {
  return <Page side="receber" draftOwner={draftOwner} />;
}

export default withDraftsElsewhere(ReceivableCreate, { form: 'recebiveis.novo', path: '/recebiveis/nova' });
