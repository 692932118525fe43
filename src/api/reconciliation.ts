import { OPEN_RECEIVABLES_FLOOR } from '../lib/aging';
import type { IsoDate } from '../lib/dates';
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

const PAGE_SIZE = 500;
const OPEN: ReceivableStatus[] = ['EM_ABERTO', 'ATRASADO', 'RECEBIDO_PARCIAL'];

export interface CandidatesProgress {
  side: StatementSide;
  phase: 'busca' | 'baixas';
  done: number;
  total: number | null;
}

export interface Candidates {
  installments: ReconcilableInstallment[];
  nsus: Set<string>;
  settlementsRead: number;
}

/** Null when the row lacks a due date or a status. */
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

/** Open installments due up to shortly after the lines, plus the `nsu`s of settlements that may already carry a line. */
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
  // Every open one due up to the window's end: a debt paid long after its due date is matched
  // when the line names its party (matchStatement).
  const open = await search(side, { status: OPEN, from: OPEN_RECEIVABLES_FLOOR, to: window.to }, signal, (n) =>
    progress(n),
  );
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
