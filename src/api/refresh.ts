import type { QueryClient } from '@tanstack/react-query';
import { storeCompany } from '../lib/company-store';

/**
 * The one table from each change the app makes to the figures it moves. Every query of a
 * family it names is marked old, those on screen are read again at once, the others when they next
 * show. The same change is told to this company's other tabs of the browser, and to the
 * portfolio, which read theirs again too.
 */

/** The queries a change can move, by the key prefix they share (each API module's `…Keys`). */
export const FAMILIES = {
  /** Every search of both ledgers: lists, the collections' overdue, the statement's candidates. */
  'ledger-lists': ['receivables', 'list'],
  /** Those and every installment's own read. */
  installments: ['receivables'],
  panel: ['panel'],
  /** The home panel's documents awaiting review alone. */
  'panel-captures': ['panel', 'captures'],
  cash: ['cash'],
  /** The income statement and the cash flow by category (`resultsKeys`). */
  results: ['results'],
  contracts: ['contracts'],
  /** The contracts' lists alone: a removed contract's own read is not asked again. */
  'contract-lists': ['contracts', 'list'],
  sales: ['sales'],
  /** The invoices' lists and the sales without a note (`invoiceKeys`). */
  invoices: ['invoices'],
  /** The quotes' lists (a deleted quote's page is not read again: it would be a 404). */
  'quote-lists': ['quotes', 'list'],
  charges: ['charges'],
  capture: ['capture'],
  portfolio: ['portfolio'],
  /** The pickers' and filters' people searches (`referenceKeys.customers`). */
  customers: ['reference', 'customers'],
  /** Each person's own read (`personKeys`). */
  people: ['people'],
} as const;

export type Family = keyof typeof FAMILIES;

/**
 * Money in or out: every open, overdue, paid and balance figure, and every installment's
 * own read (another tab may show the one that moved). A sale's read shows no installment status.
 */
const MONEY: readonly Family[] = ['installments', 'panel', 'cash', 'results', 'portfolio'];

export const REFRESHES = {
  settlement: MONEY,
  'settlement-correction': MONEY,
  'settlement-undo': MONEY,
  'statement-run': MONEY,
  'bulk-settlement': MONEY,
  'installment-created': MONEY,
  // A new due date, value or a loss moves every open and overdue figure; a charge's status follows.
  'installment-edited': ['charges', ...MONEY],
  'installment-renegotiated': ['charges', ...MONEY],
  'capture-accepted': ['capture', ...MONEY],
  // A refused capture is not read again (it would be 404): the panel's list of those to review is.
  'capture-refused': ['panel-captures'],
  // The sales that should have a note move with them.
  'contract-created': ['contracts', 'sales', 'invoices', ...MONEY],
  'contract-closed': ['contracts', 'sales', 'invoices', ...MONEY],
  'contract-removed': ['contract-lists', 'sales', 'invoices', ...MONEY],
  'charge-issued': ['charges', 'installments'],
  'charge-paid': ['charges', ...MONEY],
  'quote-created': ['quote-lists'],
  'quotes-deleted': ['quote-lists'],
  'customer-created': ['customers'],
  'customer-updated': ['customers', 'people'],
} as const satisfies Record<string, readonly Family[]>;

export type Change = keyof typeof REFRESHES;

const CHANNEL = 'contratos-mudancas';

interface ChangeMessage {
  company: string;
  change: Change;
  /** The tab that made it: it has read its own figures again already. */
  tab: string;
}

const TAB = Math.random().toString(36).slice(2);

/** Marks old what `change` moves in this tab; `company` names whose portfolio row moves. */
export function invalidateChange(client: QueryClient, change: Change, company: string | null): Promise<void> {
  return Promise.all(
    REFRESHES[change].map((family) =>
      client.invalidateQueries({
        queryKey: family === 'portfolio' && company ? [...FAMILIES.portfolio, company] : FAMILIES[family],
      }),
    ),
  ).then(() => undefined);
}

function channel(): BroadcastChannel | null {
  try {
    return typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  } catch {
    return null;
  }
}

/** After a change: this tab's figures, behind the screen, and every other tab's of the browser. */
export function refreshAfter(client: QueryClient, change: Change): Promise<void> {
  const company = storeCompany();
  if (company) {
    const out = channel();
    out?.postMessage({ company, change, tab: TAB } satisfies ChangeMessage);
    out?.close();
  }
  return invalidateChange(client, change, company);
}

const isChange = (value: unknown): value is Change => typeof value === 'string' && Object.hasOwn(REFRESHES, value);

/**
 * Reads again what another tab's change moved: a company's page, only its own company's
 * changes; the portfolio (no company), every company's row.
 */
export function listenForChanges(client: QueryClient): () => void {
  const input = channel();
  if (!input) return () => undefined;
  const own = storeCompany();
  input.onmessage = (event: MessageEvent<Partial<ChangeMessage>>) => {
    const { company, change, tab } = event.data ?? {};
    if (typeof company !== 'string' || !isChange(change) || tab === TAB) return;
    if (own === null) void client.invalidateQueries({ queryKey: ['portfolio', company] });
    else if (own === company) void invalidateChange(client, change, company);
  };
  return () => input.close();
}
