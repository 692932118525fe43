import { RECEIVING, type LedgerWords } from '../list/sides';

/** The links back, by where the user came from. */
const ORIGINS = {
  collections: { back: 'Voltar para inadimplência', see: 'Ver inadimplência' },
  contract: { back: 'Voltar para o contrato', see: 'Ver o contrato' },
} as const;

const listOrigin = (words: LedgerWords) => {
  const name = words.title.toLowerCase();
  return { back: `Voltar para ${name}`, see: `Ver ${name}` };
};

export interface CameFrom {
  /** The address to return to (with the view's filters). */
  from: string;
  /** The page's back button ("Voltar para …"). */
  back: string;
  /** The link after a settlement ("Ver …"). */
  see: string;
}

/** What an address's history state holds under `key` (the state is whatever the link put there). */
export const stateValue = (state: unknown, key: string): unknown =>
  state && typeof state === 'object' && key in state ? (state as Record<string, unknown>)[key] : undefined;

/** Where the settlement page returns to: the list view, collections or contract it came from, else the list. */
export function cameFrom(state: unknown, words: LedgerWords = RECEIVING): CameFrom {
  const named = stateValue(state, 'from');
  const from = typeof named === 'string' ? named : '';
  if (/^\/contratos\/[^/?#]+$/.test(from)) return { from, ...ORIGINS.contract };
  if (from === words.path || from.startsWith(`${words.path}?`)) return { from, ...listOrigin(words) };
  if (/^\/recebiveis\/inadimplencia(\?|$)/.test(from)) return { from, ...ORIGINS.collections };
  return { from: words.path, ...listOrigin(words) };
}

/** In the list's address state: the installment the user comes back from (its row takes the focus). */
export const BACK_FROM = 'daParcelaVolta';
