import { companyLinks } from '../../auth/company-links';
import ReconciliationPage from '../../features/reconciliation/ReconciliationPage';

export default function Reconciliation() {
  return <ReconciliationPage companiesAt={companyLinks} />;
}
