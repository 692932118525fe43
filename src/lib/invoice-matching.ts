/**
 * Which note each sale has, and which contract sales lack one: pure and linear (two maps),
 * so a year of a large company's sales and notes is matched in milliseconds.
 */

/** What a note's status means for its sale. */
export type NoteState = 'issued' | 'pending' | 'failed' | 'cancelled';

const STATES: Record<string, NoteState> = {
  EMITIDA: 'issued',
  CORRIGIDA_SUCESSO: 'issued',
  AGUARDANDO_CORRECAO: 'issued',
  FALHA_CORRECAO: 'issued',
  // The cancellation failed: the note stands.
  FALHA_CANCELAMENTO: 'issued',
  PENDENTE: 'pending',
  PRONTA_ENVIO: 'pending',
  AGUARDANDO_RETORNO: 'pending',
  EM_ESPERA: 'pending',
  EMITINDO: 'pending',
  FALHA: 'failed',
  DENEGADA: 'failed',
  CANCELADA: 'cancelled',
  CANCELAMENTO_MANUAL: 'cancelled',
};

/** The platform's statuses a state gathers, for the filter to name them. */
export const statusesOf = (state: NoteState): string[] => Object.keys(STATES).filter((s) => STATES[s] === state);

/** A status no source names is read as on its way: never flagged as missing on a guess. */
export const noteStateOf = (status: string | null | undefined): NoteState => (status && STATES[status]) || 'pending';

const RANK: Record<NoteState, number> = { issued: 3, pending: 2, failed: 1, cancelled: 0 };

export interface SaleRef {
  id: string;
  numero?: number | null | undefined;
}

export interface NoteRef {
  id_venda?: string | null | undefined;
  /** Text on the platform ("7206"). */
  numero_venda?: string | null | undefined;
  status?: string | null | undefined;
}

/** A sale's situations that mean it was issued (an approved or invoiced sale). */
const ISSUED_SITUATIONS = new Set(['APROVADO', 'FATURADO', 'EMITIDO', 'EMITIDA']);

/** A contract's issued sale is a service billed: it should have its NFS-e. */
export const shouldHaveNote = (sale: {
  id_contrato?: string | null | undefined;
  situacao?: { nome?: string | null | undefined } | null | undefined;
}) => !!sale.id_contrato && ISSUED_SITUATIONS.has(sale.situacao?.nome ?? '');

/**
 * Each sale's best note: issued over pending over failed over cancelled. A note names its
 * sale by `id_venda`; one without it by `numero_venda`.
 */
export function notesOfSales<S extends SaleRef, N extends NoteRef>(
  sales: readonly S[],
  notes: readonly N[],
): Map<string, N> {
  const byNumber = new Map<string, string>();
  for (const sale of sales)
    if (sale.numero !== null && sale.numero !== undefined) byNumber.set(String(sale.numero), sale.id);
  const best = new Map<string, N>();
  const rankOf = new Map<string, number>();
  for (const note of notes) {
    const saleId = note.id_venda || (note.numero_venda ? byNumber.get(note.numero_venda.trim()) : undefined);
    if (!saleId) continue;
    const rank = RANK[noteStateOf(note.status)];
    if ((rankOf.get(saleId) ?? -1) < rank) {
      best.set(saleId, note);
      rankOf.set(saleId, rank);
    }
  }
  return best;
}

export interface SaleWithoutNote<S, N> {
  sale: S;
  /** The failed or cancelled note; null when the sale has none. */
  note: N | null;
  reason: 'none' | 'failed' | 'cancelled';
}

/** The sales of `sales` with no note, or whose best note failed or was cancelled, in their order. */
export function salesWithoutNote<S extends SaleRef, N extends NoteRef>(
  sales: readonly S[],
  notes: readonly N[],
): SaleWithoutNote<S, N>[] {
  const best = notesOfSales(sales, notes);
  const out: SaleWithoutNote<S, N>[] = [];
  for (const sale of sales) {
    const note = best.get(sale.id);
    if (!note) out.push({ sale, note: null, reason: 'none' });
    else {
      const state = noteStateOf(note.status);
      if (state === 'failed' || state === 'cancelled') out.push({ sale, note, reason: state });
    }
  }
  return out;
}
