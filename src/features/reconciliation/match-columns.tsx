import { installmentLabel, PARTY_NOUNS } from '../../lib/labels/statement';
import { formatDateBR } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import type { LineMatch, MatchCandidate, StatementSide } from '../../lib/statement';
import { countOf } from '../../lib/text';
import type { MantineColor } from '../../ui/mantine/controls';
import type { Column } from '../../ui/plain/list/DataTable';
import { badge } from '../../ui/plain/list/cells';
import { candidatesOf, lineState, type Decision, type LineState } from './line-review';
import { fitText, sharedText } from './texts';

/** The match step's tables, one per side; controls carry `data-action`/`data-choice`. */

export interface MatchRow {
  match: LineMatch;
  /** The line's name in its controls (`lineNames`). */
  name: string;
  decision: Decision;
  chosen: MatchCandidate | null;
  /** What other confirmed lines take of the chosen installment, and whether this one may not join them. */
  shared: { othersCents: number; refused: boolean };
}

const DECISION_LABELS: Record<LineState, string> = {
  'sem-correspondencia': 'Sem correspondência',
  'a-confirmar': 'A confirmar',
  confirmada: 'Confirmada',
  ignorada: 'Ignorada',
};
const DECISION_COLORS: Record<LineState, MantineColor> = {
  'sem-correspondencia': 'gray',
  'a-confirmar': 'yellow',
  confirmada: 'green',
  ignorada: 'gray',
};

/** What each side's table says in its own words. */
interface SideWords {
  /** The table's caption (its accessible name). */
  caption: string;
  /** The installment column's header: who and what. */
  installmentHeader: string;
  /** Under a proposal whose party is not the one the memo names. */
  otherParty: string;
  /** When no installment of the side fits. */
  noCandidate: string;
  /** "Todos os créditos…" when every line of the side was already settled. */
  nothingLeft: string;
}

export const WORDS: Record<StatementSide, SideWords> = {
  receber: {
    caption: 'Créditos do extrato e parcelas propostas',
    installmentHeader: `${PARTY_NOUNS.receber} e parcela`,
    otherParty: 'pagador diferente',
    noCandidate: 'Nenhuma parcela a receber em aberto corresponde',
    nothingLeft: 'Todos os créditos deste extrato já foram baixados. Nenhuma baixa de crédito é proposta.',
  },
  pagar: {
    caption: 'Débitos do extrato e parcelas a pagar propostas',
    installmentHeader: `${PARTY_NOUNS.pagar} e parcela`,
    otherParty: 'favorecido diferente',
    noCandidate: 'Nenhuma parcela a pagar em aberto corresponde',
    nothingLeft: 'Todos os débitos deste extrato já foram baixados. Nenhuma baixa de débito é proposta.',
  },
};

const optionLabel = (c: MatchCandidate, best: MatchCandidate | null, words: SideWords) =>
  `${c === best ? '★ ' : ''}${installmentLabel(c.installment)} · ${formatCents(c.installment.remainingCents)} em aberto${c.partyFit === 'diferente' ? ` · ${words.otherParty}` : ''}`;

function columnsFor(side: StatementSide): readonly Column<MatchRow>[] {
  const words = WORDS[side];
  return [
    { header: 'Data', width: '6.5rem', className: 'nowrap', cell: (r) => formatDateBR(r.match.line.date) },
    {
      header: 'Valor',
      width: '7.5rem',
      align: 'right',
      className: 'nowrap ui-money',
      cell: (r) => formatCents(r.match.amountCents),
    },
    {
      // The bank's text whole: it is what a line is matched by.
      header: 'Descrição no extrato',
      width: 'minmax(9rem, 1fr)',
      className: 'ui-wrap',
      userText: (r) => r.match.line.description,
    },
    {
      header: words.installmentHeader,
      width: 'minmax(14rem, 1.6fr)',
      className: 'ui-wrap',
      cell: (r) => {
        const candidates = candidatesOf(r.match);
        const key = r.match.line.bankId;
        const partyNote = r.chosen?.partyFit === 'diferente' && r.match.party;
        return (
          <span style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 }}>
            {/* The proposal whole: a closed select shows only what fits its width. */}
            {r.chosen && (
              <span className="ui-stacked-main" dir="auto" data-proposal="">
                {optionLabel(r.chosen, r.match.best, words)}
              </span>
            )}
            <select
              data-choice=""
              data-key={key}
              aria-label={`Parcela para o ${r.name}`}
              title={r.chosen ? optionLabel(r.chosen, r.match.best, words) : 'Sem correspondência'}
              value={r.decision.choice ?? ''}
              disabled={r.decision.status === 'confirmada'}
              onChange={DELEGATED}
              style={{ maxWidth: '100%' }}
            >
              <option value="">Sem correspondência</option>
              {candidates.map((c) => (
                <option key={c.installment.id} value={c.installment.id}>
                  {optionLabel(c, r.match.best, words)}
                </option>
              ))}
            </select>
            <small>
              {r.chosen
                ? fitText(r.chosen, r.match.amountCents)
                : candidates.length > 0
                  ? countOf(candidates.length, 'alternativa', 'alternativas')
                  : words.noCandidate}
            </small>
            {r.chosen && r.shared.othersCents > 0 && (
              <small
                data-shared={r.shared.refused ? 'recusada' : ''}
                style={r.shared.refused ? { color: 'var(--mantine-color-red-text)', fontWeight: 600 } : undefined}
              >
                {sharedText(r.shared.othersCents, r.chosen.installment.remainingCents, r.shared.refused)}
              </small>
            )}
            {partyNote && (
              <small data-party="diferente" style={{ color: 'var(--mantine-color-red-text)', fontWeight: 600 }}>
                {words.otherParty}: {partyNote}
              </small>
            )}
          </span>
        );
      },
    },
    {
      header: 'Situação',
      width: '11rem',
      className: 'ui-wrap',
      cell: (r) => badge(lineState(r.decision), (v) => DECISION_LABELS[v as LineState] ?? v, DECISION_COLORS),
    },
    {
      header: 'Ações',
      hiddenHeader: true,
      width: '12rem',
      className: 'ui-wrap',
      cell: (r) => {
        const key = r.match.line.bankId;
        const name = r.name;
        if (r.decision.status !== 'a-confirmar') {
          return (
            <button
              type="button"
              className="ui-row-action"
              data-action="desfazer"
              data-key={key}
              aria-label={`Desfazer a decisão do ${name}`}
            >
              Desfazer
            </button>
          );
        }
        return (
          <span style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <button
              type="button"
              className="ui-row-action"
              data-action="confirmar"
              data-key={key}
              disabled={!r.decision.choice || r.shared.refused}
              aria-label={`Confirmar o ${name}`}
            >
              Confirmar
            </button>
            <button
              type="button"
              className="ui-row-action"
              data-action="ignorar"
              data-key={key}
              aria-label={`Ignorar o ${name}`}
            >
              Ignorar
            </button>
          </span>
        );
      },
    },
  ];
}

// The least widths add up to 60rem: a table fits beside the navigation at 1280×720.
export const TABLES: Record<
  StatementSide,
  { caption: string; columns: readonly Column<MatchRow>[]; minWidth: number }
> = {
  receber: { caption: WORDS.receber.caption, columns: columnsFor('receber'), minWidth: 960 },
  pagar: { caption: WORDS.pagar.caption, columns: columnsFor('pagar'), minWidth: 960 },
};

/** React wants a handler on a controlled select; the step's delegated one does the work. */
const DELEGATED = () => undefined;
