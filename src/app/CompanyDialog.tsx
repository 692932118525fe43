import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuthSession } from '../auth/AuthContext';
import { addressOf, companyPath, PORTFOLIO_PATH, readCompanies } from '../auth/companies';
import { sectionOf } from '../auth/company-registry';
import { ShellDialog } from './ShellDialog';
import SignOutDialog, { type SignOutScope } from './SignOutDialog';

const BASE = import.meta.env.BASE_URL;
const open = (path: string) => window.location.assign(addressOf(BASE, path));

/** Switching company opens its own page and session, no sign-in; adding one signs in to it. */
export default function CompanyDialog({ onClose }: { onClose: () => void }) {
  const session = useAuthSession();
  const { pathname } = useLocation();
  const companies = readCompanies();
  const section = sectionOf(pathname);
  const [leaving, setLeaving] = useState<SignOutScope | null>(null);
  return (
    <ShellDialog
      title="Empresas"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="shell-dialog-button" onClick={() => void session.signIn(section)}>
            Adicionar empresa
          </button>
          <a className="shell-dialog-button" href={addressOf(BASE, PORTFOLIO_PATH)}>
            Carteira de empresas
          </a>
          {companies.length > 1 && (
            <button type="button" className="shell-dialog-button" onClick={() => setLeaving('this')}>
              Sair desta empresa
            </button>
          )}
          {companies.length > 1 && (
            <button type="button" className="shell-dialog-button" onClick={() => setLeaving('every')}>
              Sair de todas
            </button>
          )}
        </>
      }
    >
      <p>
        As empresas já conectadas neste navegador. Para abrir outra empresa da sua conta, use “Adicionar empresa”; a
        carteira mostra os números de todas as conectadas.
      </p>
      <ul aria-label="Empresas conectadas neste navegador">
        {companies.map((c) => {
          const current = c.key === session.slot;
          return (
            <li key={c.key}>
              <button
                type="button"
                className="shell-dialog-button"
                aria-current={current || undefined}
                disabled={current}
                onClick={() => open(companyPath(c.key, section))}
              >
                <span>
                  {c.name}
                  {current && ' (atual)'}
                </span>
                {c.document && <span className="shell-company-document">{c.document}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      {leaving && <SignOutDialog scope={leaving} onClose={() => setLeaving(null)} />}
    </ShellDialog>
  );
}
