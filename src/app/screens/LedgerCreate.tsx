import { useLocation } from 'react-router-dom';
import Page from '../../features/ledger/create/LedgerCreatePage';
import { withDraftsElsewhere } from '../DraftsElsewhere';

const Payable = withDraftsElsewhere(
  ({ draftOwner }: { draftOwner?: string | undefined }) => <Page side="pagar" draftOwner={draftOwner} />,
  { form: 'pagamentos.novo', path: '/pagamentos/nova' },
);
const Receivable = withDraftsElsewhere(
  ({ draftOwner }: { draftOwner?: string | undefined }) => <Page side="receber" draftOwner={draftOwner} />,
  { form: 'recebiveis.novo', path: '/recebiveis/nova' },
);

/** A new payable (`/pagamentos/nova`) or receivable (`/recebiveis/nova`): one form, its side from the address. */
export default function LedgerCreate({ draftOwner }: { draftOwner?: string | undefined }) {
  const Side = useLocation().pathname.startsWith('/pagamentos') ? Payable : Receivable;
  return <Side draftOwner={draftOwner} />;
}
