/**
 * Where the settlement page returns to: the page the user came from (router state
 * `from`) when it is a receivables list view (with its filters), the collections screen or a contract's detail;
 * else the default receivables list. Anything else in the state is ignored.
 */
export function cameFrom(state: unknown): { from: string; fromContract: boolean } {
  const from =
    state && typeof state === 'object' && 'from' in state && typeof state.from === 'string' ? state.from : '';
  if (/^\/contratos\/[^/?#]+$/.test(from)) return { from, fromContract: true };
  if (from === '/recebiveis' || from.startsWith('/recebiveis?')) return { from, fromContract: false };
  // The collections screen (its filters) is a receivables view too.
  if (/^\/recebiveis\/inadimplencia(\?|$)/.test(from)) return { from, fromContract: false };
  return { from: '/recebiveis', fromContract: false };
}
