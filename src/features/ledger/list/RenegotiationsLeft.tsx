import { useState } from 'react';
import type { LedgerSide } from '../../../lib/labels/receivable';
import { unfinishedRenegotiations } from '../../../stores/renegotiation';
import { AppLink } from '../../../ui/plain/AppLink';
import { PlainAlert } from '../../../ui/plain/controls';

/** Renegotiations of this side left unfinished in this browser, each offered again on its installment's page. */
export function RenegotiationsLeft({ side, path }: { side: LedgerSide; path: string }) {
  const [left] = useState(() => unfinishedRenegotiations().filter((r) => r.plan.source.side === side));
  if (!left.length) return null;
  return (
    <PlainAlert
      color="yellow"
      title={
        left.length === 1
          ? 'Há uma renegociação não concluída neste navegador.'
          : 'Há renegociações não concluídas neste navegador.'
      }
    >
      <ul
        className="ui-stack"
        style={{ gap: 'var(--mantine-spacing-xs)', margin: 0, paddingLeft: 0, listStyle: 'none' }}
      >
        {left.map((r) => (
          <li key={r.plan.source.installmentId}>
            <AppLink
              className="ui-row-action"
              to={`${path}/${encodeURIComponent(r.plan.source.installmentId)}/renegociar`}
              aria-label={`Retomar a renegociação: ${r.plan.source.descricao}`}
            >
              Retomar a renegociação
            </AppLink>{' '}
            {r.plan.source.descricao}
          </li>
        ))}
      </ul>
    </PlainAlert>
  );
}
