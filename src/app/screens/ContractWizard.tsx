import Page from '../../features/contracts/wizard/ContractWizardPage';
import { withDraftsElsewhere } from '../DraftsElsewhere';

export default withDraftsElsewhere(Page, { form: 'contratos.novo', path: '/contratos/novo' });
