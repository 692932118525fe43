import Page from '../../features/ledger/create/PayableCreatePage';
import { withDraftsElsewhere } from '../DraftsElsewhere';

export default withDraftsElsewhere(Page, { form: 'pagamentos.novo', path: '/pagamentos/nova' });
