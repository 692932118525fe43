import Page from '../../features/quotes/create/QuoteCreatePage';
import { withDraftsElsewhere } from '../DraftsElsewhere';

export default withDraftsElsewhere(Page, { form: 'orcamentos.novo', path: '/orcamentos/novo' });
