/** The links back, by where the user came from. */
const ORIGINS = {
  list: { back: 'Voltar para recebíveis', see: 'Ver recebíveis' },
  collections: { back: 'Voltar para inadimplência', see: 'Ver inadimplência' },
  contract: { back: 'Voltar para o contrato', see: 'Ver o contrato' },
} as const;

export interface CameFrom {
  /** The address to return to (with the view's filters). */
  from: string;
  /** The page's back button ("Voltar para …"). */
  back: string;
  /** The link after a settlement ("Ver …"). */
  see: string;
}

/**
 * Where the settlement page returns to: the page the user came from (router state
 * `from`) when it is a receivables list view (with its filters), the collections screen
 * (with its filters) or a contract's detail; else the default receivables list. Anything
 * else in the state is ignored.
 */
export function cameFrom(state: unknown): CameFrom {
  const from =
    state && typeof state === 'object' && 'from' in state && typeof state.from === 'string' ? state.from : '';
  if (/^\/contratos\/[^/?#]+$/.test(from)) return { from, ...ORIGINS.contract };
  if (from === '/recebiveis' || from.startsWith('/recebiveis?')) return { from, ...ORIGINS.list };
  if (/^\/recebiveis\/inadimplencia(\?|$)/.test(from)) return { from, ...ORIGINS.collections };
  return { from: '/recebiveis', ...ORIGINS.list };
}
