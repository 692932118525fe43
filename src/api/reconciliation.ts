import { formatDateBR, type IsoDate } from '../lib/dates';
import { toCents } from '../lib/money';
import { readAllPages } from '../lib/paged-export';
import {
  dueDateWindow,
  settledNsus,
  type ReconcilableInstallment,
  type StatementSide,
  type StatementTransaction,
} from '../lib/statement';
import { listSettlements, searchReceivables, type Receivable, type ReceivableStatus } from './receivables';

/**
 * What the reconciliation screen reads from the platform before it proposes anything
 * (decision 0601), for one side of the statement at a time: the candidate installments
 * of its credits (the receivables search) or of its debits (the payables search, the
 * same search on the other side), and the `nsu` of the settlements that may already
 * carry one of those lines' bank ids. Everything in the HTTP layer's background lane,
 * page after page, paced under the rate limit.
 */

const PAGE_SIZE = 500;
const OPEN: ReceivableStatus[] = ['EM_ABERTO', 'ATRASADO', 'RECEBIDO_PARCIAL'];

export interface CandidatesProgress {
  /** The side being read: the receivables (credits) or the payables (debits). */
  side: StatementSide;
  phase: 'busca' | 'baixas';
  done: number;
  total: number | null;
}

export interface Candidates {
  /** Open, overdue and partly settled installments of the side due around its lines, each marked with the side. */
  installments: ReconcilableInstallment[];
  /** Every `nsu` of the settlements read (partly settled candidates, installments settled in the lines' days). */
  nsus: Set<string>;
  /** How many installments' settlements were read. */
  settlementsRead: number;
}

/** Who an installment's party is, per side: the customer of a receivable, the supplier of a payable. */
export const PARTY_NOUNS: Record<StatementSide, string> = { receber: 'Cliente', pagar: 'Fornecedor' };

/** How the screen and the report name an installment: customer (or supplier), description, due date. */
export function installmentLabel(
  i: Pick<ReconcilableInstallment, 'side' | 'partyName' | 'description' | 'dueDate'>,
): string {
  const party = i.partyName || `Sem ${PARTY_NOUNS[i.side ?? 'receber'].toLowerCase()}`;
  return [party, i.description || 'Sem descrição', `venc. ${formatDateBR(i.dueDate)}`].join(' · ');
}

/** A search row (either side) as matching needs it; null when it lacks a due date or a status. */
export function toReconcilable(r: Receivable, side: StatementSide = 'receber'): ReconcilableInstallment | null {
  if (!r.data_vencimento || r.status === null) return null;
  return {
    id: r.id,
    side,
    partyName: r.pessoa?.nome ?? null,
    partyDocument: null,
    dueDate: r.data_vencimento as IsoDate,
    remainingCents: toCents(r.nao_pago ?? 0),
    status: r.status,
    description: r.descricao,
  };
}

async function search(
  side: StatementSide,
  query: { status: ReceivableStatus[]; from: IsoDate; to: IsoDate; paidFrom?: IsoDate; paidTo?: IsoDate },
  signal: AbortSignal | undefined,
  onPage: (fetched: number, total: number | null) => void,
): Promise<Receivable[]> {
  return readAllPages<Receivable>({
    fetchPage: async (pagina) => {
      const page = await searchReceivables(
        {
          pagina,
          tamanho_pagina: PAGE_SIZE,
          status: query.status,
          data_vencimento_de: query.from,
          data_vencimento_ate: query.to,
          ...(query.paidFrom ? { data_pagamento_de: query.paidFrom, data_pagamento_ate: query.paidTo } : {}),
        },
        signal,
        'background',
        side,
      );
      return { items: page.itens, total: page.itens_totais };
    },
    pageSize: PAGE_SIZE,
    signal,
    onProgress: (p) => onPage(p.fetched, p.total),
  });
}

/**
 * The candidates of a side's `lines` (the credits with `side: 'receber'`, the debits with
 * `side: 'pagar'`): that side's search over the lines' due-date window (open, overdue,
 * partly settled), then the settlements of the partly settled ones and of the
 * installments settled with a payment date within the lines' days (a line already
 * settled left its installment one or the other). Throws the first failure (an
 * `ApiError` with the server's message); `signal` cancels.
 */
export async function loadCandidates(
  lines: readonly StatementTransaction[],
  options: { side?: StatementSide; signal?: AbortSignal; onProgress?: (p: CandidatesProgress) => void } = {},
): Promise<Candidates> {
  const { side = 'receber', signal, onProgress } = options;
  const window = dueDateWindow(lines);
  if (!window) return { installments: [], nsus: new Set(), settlementsRead: 0 };
  const dates = lines.map((c) => c.date).sort();
  const first = dates[0]!;
  const last = dates[dates.length - 1]!;

  let fetched = 0;
  const progress = (n: number) => onProgress?.({ side, phase: 'busca', done: fetched + n, total: null });
  const open = await search(side, { status: OPEN, ...window }, signal, (n) => progress(n));
  fetched += open.length;
  const settled = await search(side, { status: ['RECEBIDO'], ...window, paidFrom: first, paidTo: last }, signal, (n) =>
    progress(n),
  );

  const toRead = [...open.filter((r) => r.status === 'RECEBIDO_PARCIAL'), ...settled];
  const nsus = new Set<string>();
  const perInstallment = new Map<string, string[]>();
  for (const [i, r] of toRead.entries()) {
    onProgress?.({ side, phase: 'baixas', done: i, total: toRead.length });
    const own = settledNsus(await listSettlements(r.id, signal, 'background'));
    perInstallment.set(r.id, [...own]);
    for (const n of own) nsus.add(n);
  }
  onProgress?.({ side, phase: 'baixas', done: toRead.length, total: toRead.length });

  const installments: ReconcilableInstallment[] = [];
  for (const r of open) {
    const reconcilable = toReconcilable(r, side);
    if (!reconcilable) continue;
    const settled = perInstallment.get(r.id);
    installments.push(settled?.length ? { ...reconcilable, settledNsus: settled } : reconcilable);
  }
  return { installments, nsus, settlementsRead: toRead.length };
}
