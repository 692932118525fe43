import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuthSession } from '../auth/AuthContext';
import { addressOf, companyPath, readCompanies } from '../auth/companies';
import { sectionOf } from '../auth/company-registry';
import { signOutEverywhere, signOutOfCompany } from '../auth/company-sessions';
import { leaveWhenOnline } from '../auth/owed-revocations';
import { openWhenOnline, type AuthSession } from '../auth/session';
import { keptWork } from '../stores/kept-work';
import { keptCompanyName } from '../lib/company-name';
import { ShellDialog } from './ShellDialog';

const BASE = import.meta.env.BASE_URL;

export type SignOutScope = 'every' | 'this';

function leave(session: AuthSession, scope: SignOutScope, section: string): Promise<void> {
  if (scope === 'every') return signOutEverywhere(session);
  return signOutOfCompany(session).then((next) => {
    if (next) leaveWhenOnline(openWhenOnline, addressOf(BASE, companyPath(next.key, section)));
  });
}

/**
 * A sign-out: of every company (`every`, which also erases what the browser keeps of
 * companies other tabs opened) or of this one. Done at once when the browser keeps no work of
 * the user's for them; else the work that would be lost is named first, and nothing is
 * erased unless the user confirms.
 */
export default function SignOutDialog({ scope, onClose }: { scope: SignOutScope; onClose: () => void }) {
  const session = useAuthSession();
  const section = sectionOf(useLocation().pathname);
  const [work] = useState(() => keptWork(scope === 'every' ? null : [session.slot]));
  const [leaving, setLeaving] = useState(false);
  const started = useRef(false);
  const go = () => {
    if (started.current) return;
    started.current = true;
    setLeaving(true);
    // A sign-out that could not finish here (its code or the provider unreachable) can be asked again.
    leave(session, scope, section).catch(() => {
      started.current = false;
      setLeaving(false);
      onClose();
    });
  };
  useEffect(() => {
    if (work.length === 0) go();
    // Decided once, when the sign-out was asked for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (work.length === 0) return null;
  const names = new Map(readCompanies().map((c) => [c.key, c.name]));
  return (
    <ShellDialog
      title={scope === 'every' ? 'Sair de todas as empresas?' : 'Sair desta empresa?'}
      onClose={onClose}
      actions={
        <button type="button" className="shell-dialog-button shell-dialog-danger" disabled={leaving} onClick={go}>
          {leaving ? 'Saindo…' : 'Sair e apagar'}
        </button>
      }
    >
      <p>Só este navegador guarda este trabalho, e a saída o apaga sem volta:</p>
      <ul aria-label="O que a saída apaga">
        {work.map((w) => (
          <li key={w.company}>
            <strong>{names.get(w.company) ?? keptCompanyName(w.company) ?? 'Empresa aberta em outra aba'}</strong>:{' '}
            {w.items.join('; ')}
          </li>
        ))}
      </ul>
      <p>Para não perder nada, termine o que está em andamento antes de sair. Em “Fechar”, nada é apagado.</p>
    </ShellDialog>
  );
}
