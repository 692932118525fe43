import { formatDateBR, type IsoDate } from '../lib/dates';
import { toCents } from '../lib/money';
import { collectAllPages } from '../lib/paged-export';
import { dueDateWindow, settledNsus, type ReconcilableInstallment, type StatementTransaction } from '../lib/statement';
import { listSettlements, searchReceivables, type Receivable, type ReceivableStatus } from './receivables';

/**
 * What the reconciliation screen reads from the platform before it proposes anything
 * (decision 0601): the candidate installments of a statement's credits, and the `nsu` of
 * the settlements that may already carry one of the statement's bank ids. Everything in
 * the HTTP layer's background lane, page after page, paced under the rate limit.
 */

const PAGE_SIZE = 500;
const OPEN: ReceivableStatus[] = ['EM_ABERTO', 'ATRASADO', 'RECEBIDO_PARCIAL'];

export interface CandidatesProgress {
  phase: 'busca' | 'baixas';
  done: number;
  total: number | null;
}

export interface Candidates {
  /** Open, overdue and partly received installments due around the credits. */
  installments: ReconcilableInstallment[];
  /** Every `nsu` of the settlements read (partly received candidates, installments received in the statement's days). */
  nsus: Set<string>;
  /** How many installments' settlements were read. */
  settlementsRead: number;
}

/** How the screen and the report name an installment: customer, description, due date. */
export function installmentLabel(i: Pick<ReconcilableInstallment, 'customerName' | 'description' | 'dueDate'>): string {
  return [i.customerName || 'Sem cliente', i.description || 'Sem descrição', `venc. ${formatDateBR(i.dueDate)}`].join(
    ' · ',
  );
}

export function toReconcilable(r: Receivable): ReconcilableInstallment | null {
  if (!r.data_vencimento || r.status === null) return null;
  return {
    id: r.id,
    customerName: r.pessoa?.nome ?? null,
    customerDocument: null,
    dueDate: r.data_vencimento as IsoDate,
    remainingCents: toCents(r.nao_pago ?? 0),
    status: r.status,
    description: r.descricao,
  };
}

async function search(
  query: { status: ReceivableStatus[]; from: IsoDate; to: IsoDate; paidFrom?: IsoDate; paidTo?: IsoDate },
  signal: AbortSignal | undefined,
  onPage: (fetched: number, total: number | null) => void,
): Promise<Receivable[]> {
  const result = await collectAllPages<Receivable>({
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
      );
      return { items: page.itens, total: page.itens_totais };
    },
    pageSize: PAGE_SIZE,
    key: (r) => r.id,
    signal,
    onProgress: (p) => onPage(p.fetched, p.total),
  });
  if (!result.ok) throw result.error;
  return result.state.rows;
}

/**
 * The candidates of `credits`: the receivables search over the credits' due-date window
 * (open, overdue, partly received), then the settlements of the partly received ones and
 * of the installments received with a payment date within the credits' days (a line
 * already settled left its installment one or the other). Throws the first failure
 * (an `ApiError` with the server's message); `signal` cancels.
 */
export async function loadCandidates(
  credits: readonly StatementTransaction[],
  options: { signal?: AbortSignal; onProgress?: (p: CandidatesProgress) => void } = {},
): Promise<Candidates> {
  const { signal, onProgress } = options;
  const window = dueDateWindow(credits);
  if (!window) return { installments: [], nsus: new Set(), settlementsRead: 0 };
  const dates = credits.map((c) => c.date).sort();
  const first = dates[0]!;
  const last = dates[dates.length - 1]!;

  let fetched = 0;
  const progress = (n: number) => onProgress?.({ phase: 'busca', done: fetched + n, total: null });
  const open = await search({ status: OPEN, ...window }, signal, (n) => progress(n));
  fetched += open.length;
  const received = await search({ status: ['RECEBIDO'], ...window, paidFrom: first, paidTo: last }, signal, (n) =>
    progress(n),
  );

  const toRead = [...open.filter((r) => r.status === 'RECEBIDO_PARCIAL'), ...received];
  const nsus = new Set<string>();
  const perInstallment = new Map<string, string[]>();
  for (const [i, r] of toRead.entries()) {
    onProgress?.({ phase: 'baixas', done: i, total: toRead.length });
    const own = settledNsus(await listSettlements(r.id, signal, 'background'));
    perInstallment.set(r.id, [...own]);
    for (const n of own) nsus.add(n);
  }
  onProgress?.({ phase: 'baixas', done: toRead.length, total: toRead.length });

  const installments: ReconcilableInstallment[] = [];
  for (const r of open) {
    const reconcilable = toReconcilable(r);
    if (!reconcilable) continue;
    const settled = perInstallment.get(r.id);
    installments.push(settled?.length ? { ...reconcilable, settledNsus: settled } : reconcilable);
  }
  return { installments, nsus, settlementsRead: toRead.length };
}
