import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { companyQuery } from '../api/company';
import { useAuthSession } from '../auth/AuthContext';
import { readCompanies } from '../auth/companies';
import { lazyOptional } from '../ui/plain/load-scoped';

const CompanyDialog = lazyOptional(() => import('./CompanyDialog'));

export default function ConnectedCompany() {
  const session = useAuthSession();
  const [filed] = useState(() => readCompanies().find((c) => c.key === session.slot));
  // Filed at sign-in from the same answer: read again only when the tab has no record of it.
  const { data } = useQuery({ ...companyQuery, enabled: !filed });
  const [opened, setOpened] = useState(false);
  const shown = filed ?? data;
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
