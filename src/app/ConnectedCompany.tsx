import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { companyQuery } from '../api/company';
import { useAuthSession } from '../auth/AuthContext';
import { readCompanies } from '../auth/companies';
import { rememberCompany } from '../auth/company-registry';
import { lazyOptional } from '../ui/load-scoped';

const CompanyDialog = lazyOptional(() => import('./CompanyDialog'));

/**
 * The company whose data the page shows, in the header: its name (the legal name on hover)
 * and its CNPJ, as the tab filed it at sign-in and as the platform names it now. It opens
 * the companies' dialog (switch, add, sign out), loaded on first use.
 */
export default function ConnectedCompany() {
  const session = useAuthSession();
  const { data } = useQuery(companyQuery);
  const [filed] = useState(() => readCompanies().find((c) => c.key === session.slot));
  const [opened, setOpened] = useState(false);
  // A company renamed since it was filed: the tab's list follows the platform.
  useEffect(() => {
    if (filed && data && (data.name !== filed.name || data.document !== filed.document))
      rememberCompany({ ...filed, name: data.name, legalName: data.legalName, document: data.document });
  }, [filed, data]);
  const shown = data ?? filed;
  if (!shown) return null;
  const kind = shown.document?.includes('/') ? 'CNPJ' : 'CPF';
  return (
    <>
      <button
        type="button"
        className="shell-company"
        title={shown.legalName ?? undefined}
        data-testid="empresa-conectada"
        aria-haspopup="dialog"
        onClick={() => setOpened(true)}
      >
        <span className="shell-company-name">{shown.name}</span>
        {shown.document && (
          <span className="shell-company-document">
            {kind} {shown.document}
          </span>
        )}
        <span className="ui-visually-hidden">: trocar de empresa</span>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <CompanyDialog onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
