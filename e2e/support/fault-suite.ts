import {
  LISTS,
  MUTATIONS,
  READS,
  type Ctx,
  type List,
  type MutationId,
  type Opened,
  type ReadId,
  withDefaults,
} from './fault-screens';

/*
 * The fault suite as one table: every scenario (a row) × every screen (a column). It
 * drives the tests (the faults-*.spec.ts files loop over it) and writes
 * docs/fault-suite.md (`npx tsx scripts/fault-suite-doc.ts`; a unit test fails when the
 * page is stale). To cover a screen in a scenario, add the screen to the scenario's
 * `lists`, `mutations` or `reads`: the spec generates its test, the page its cell.
 *
 * What a screen does (how it pages, what it sends, what the user must see, what the server
 * must hold) is in fault-screens.ts; what a scenario does around it is in its spec.
 */

export type ScreenId =
  | 'contractsList'
  | 'contractDetail'
  | 'wizard'
  | 'close'
  | 'remove'
  | 'receivablesList'
  | 'settlement'
  | 'installmentEdit'
  | 'newReceivable'
  | 'captureUpload'
  | 'captureReview'
  | 'quotesList'
  | 'bulkDelete'
  | 'quoteDetail'
  | 'newQuote'
  | 'invoices'
  | 'results';

/** The grid's columns, in order: the column's name, and what it is. */
export const SCREENS: Record<ScreenId, string> = {
  contractsList: 'Contratos: contracts list (`/contratos`)',
  contractDetail: 'Contrato: contract detail (`/contratos/:id`)',
  wizard: 'Assistente: contract wizard (`/contratos/novo`)',
  close: "Encerrar: the contract detail's close dialog",
  remove: "Remover: the contract detail's remove dialog (its number typed to confirm)",
  receivablesList: 'Recebíveis: receivables list (`/recebiveis`)',
  settlement: 'Baixa: settlement form (`/recebiveis/:id/baixa`)',
  installmentEdit: "Edição: an installment's edit dialog (`/recebiveis/:id`, Editar parcela)",
  newReceivable: 'Nova conta: new receivable form (`/recebiveis/nova`)',
  captureUpload: 'Envio: capture upload (`/captura`)',
  captureReview: 'Captura: capture review (`/captura/:id`, accept or refuse)',
  quotesList: 'Orçamentos: quotes list (`/orcamentos`)',
  bulkDelete: "Exclusão em lote: the quotes list's bulk delete",
  quoteDetail: 'Orçamento: quote detail (`/orcamentos/:id`, with its delete)',
  newQuote: 'Novo orçamento: quote form (`/orcamentos/novo`)',
  invoices: 'Notas: invoices list (`/notas`, read in 15-day windows)',
  results: 'Resultados: income statement (`/resultados`)',
};

/** A screen's column name. */
export const column = (screen: ScreenId) => SCREENS[screen].split(': ')[0] as string;

export type ScenarioId = 'expired' | 'revoked' | 'burst' | 'serverError' | 'offline' | 'slow' | 'hostile';

/** A test written by hand in the scenario's spec (a one-off), by its title. */
export interface Plain {
  screens: ScreenId[];
  title: string;
  note?: string;
}

export interface Scenario {
  number: number;
  /** The row's name, as the issue says it. */
  name: string;
  spec: string;
  /** The spec's describe block holding the scenario's tests, if any. */
  group?: string;
  /** What every test of the scenario checks. */
  checks: string[];
  lists?: Array<List['screen']>;
  listTitle?: (name: string) => string;
  mutations?: MutationId[];
  /** The settlement's seeded receivable (sandbox/api/seed-fault-suite.ts); else a new contract's installment. */
  receivable?: string;
  mutationTitle?: (name: string) => string;
  reads?: ReadId[];
  readTitle?: (name: string) => string;
  plain?: Plain[];
  /** Covered by a test of another spec: `file › title`. */
  elsewhere?: Array<{ screens: ScreenId[]; test: string }>;
  /** Why the scenario has no test on a screen. */
  none?: Partial<Record<ScreenId, string>>;
  /** Notes on single cells (what the screen does differently). */
  notes?: Partial<Record<ScreenId, string>>;
}

const NO_MUTATION = 'no mutation';

export const FAULT_SUITE: Record<ScenarioId, Scenario> = {
  expired: {
    number: 1,
    name: 'The access token expires while a form is being filled: submitting renews and succeeds, nothing typed is lost',
    spec: 'faults-session.spec.ts',
    group: '1. the access token expires while a form is being filled',
    checks: [
      "the API answers the request `401` once, as it answers an expired token (the real expiry: the wizard's one-off test, 10 s tokens and the provider unreachable meanwhile);",
      'the session is renewed once (requests to the token endpoint counted) and the request sent again once, with the new token (two requests: 401, then its success);',
      'lists: the next page loads and the filters stay in the address; mutations: the user sees it done, and the server holds it once, with the values typed.',
    ],
    lists: ['contractsList', 'receivablesList', 'quotesList'],
    listTitle: (name) => `${name}: a 401 on the next page renews the session; the page loads, filters kept`,
    mutations: ['settlement', 'newQuote', 'close', 'remove', 'captureAccept', 'bulkDelete'],
    receivable: 'Suíte de falhas: token expirado na baixa',
    mutationTitle: (name) => `${name}: a 401 on sending renews the session; done once, as typed`,
    plain: [
      {
        screens: ['wizard'],
        title: 'contract wizard: the token really expires; creating renews it, and everything typed is created',
      },
      {
        screens: ['newQuote'],
        title: 'a 401 while the identity provider is unreachable: still signed in, the form kept, sent again once',
      },
    ],
    notes: { captureReview: 'accept takes no body: there is no extracted data to edit' },
  },

  revoked: {
    number: 2,
    name: 'The refresh token is revoked: the user signs in again and returns to the same page with the draft intact',
    spec: 'faults-session.spec.ts',
    group: '2. the refresh token is revoked',
    checks: [
      "the refresh token is revoked at the provider, the provider's session is gone (the password is asked again) and the API answers the next request `401`;",
      'after signing in again the user is back on the same address (a list: its page and every filter);',
      'forms: the draft is restored (every value typed); dialogs and selections are not re-armed (decision 0822: the record is shown, unchanged);',
      "nothing is done on the server meanwhile; sent again, it is done once (requests counted: the refused one and the one that succeeds); a form's draft is gone once it is done.",
    ],
    lists: ['contractsList', 'receivablesList', 'quotesList'],
    listTitle: (name) => `${name}: signs in again and returns to the same page with its filters`,
    mutations: ['wizard', 'settlement', 'newQuote', 'close', 'remove', 'captureAccept', 'bulkDelete'],
    receivable: 'Suíte de falhas: nova entrada na baixa',
    mutationTitle: (name) => `${name}: signs in again on the same screen, nothing half-done; then done once`,
    notes: {
      settlement: 'the draft was added for this: decision 0030',
      close: 'the dialog is not re-opened: decision 0822',
      remove: 'the typed confirmation is not restored: decision 0822',
      bulkDelete: 'the selection is not restored: decision 0822',
    },
  },

  burst: {
    number: 3,
    name: '429 bursts: retried after `Retry-After`, a calm notice, no request storm (requests counted)',
    spec: 'faults-network.spec.ts',
    group: '3. 429 bursts',
    checks: [
      'the API answers `429` with `Retry-After: 1` (three times for a list, twice for a mutation);',
      'a calm notice ("Muitas requisições… continuamos automaticamente") shows while it waits, and goes;',
      'lists: four requests for the page a second apart at least (429, 429, 429, 200), nothing more but what the screen reads alongside; mutations: three requests, done once on the server.',
    ],
    lists: ['contractsList', 'receivablesList', 'quotesList'],
    listTitle: (name) => `${name}: retried after Retry-After with a calm notice, four requests in all`,
    mutations: [
      'wizard',
      'settlement',
      'installmentEdit',
      'newReceivable',
      'newQuote',
      'close',
      'remove',
      'captureRefuse',
      'bulkDelete',
    ],
    receivable: 'Suíte de falhas: pausa 429 na baixa',
    mutationTitle: (name) => `${name}: 429s are waited out with a calm notice; done once`,
    plain: [
      {
        screens: ['contractsList'],
        title: 'a burst longer than the retry budget stops after four requests and offers a retry',
      },
    ],
  },

  serverError: {
    number: 4,
    name: '500 on every mutation: the message is shown, the input kept, nothing half-done is displayed as done',
    spec: 'faults-mutations.spec.ts',
    checks: [
      "the server's message is shown with the screen's own error;",
      'every typed value is still in its field; the screen stays where it was, and nothing is shown as done;',
      'the record is unchanged on the server (read through the API);',
      'sending again works (the fault was for one request): done once; a capture whose refusal failed can still be accepted; a bulk delete whose every batch failed reports nothing deleted and keeps the selection.',
    ],
    mutations: [
      'remove',
      'installmentEdit',
      'newReceivable',
      'captureAccept',
      'captureRefuse',
      'newQuote',
      'quoteDelete',
      'bulkDelete',
    ],
    mutationTitle: (name) =>
      `${name}: a 500 shows the server's message, keeps the input and leaves the record unchanged`,
    elsewhere: [
      {
        screens: ['contractsList'],
        test: 'contracts-list.spec.ts › a 500 from the API is shown with its message and recovered by retry',
      },
      { screens: ['wizard'], test: 'contract-wizard.spec.ts › a server error keeps everything typed' },
      {
        screens: ['close'],
        test: 'contract-detail.spec.ts › a server error during close leaves the contract unchanged and says so',
      },
      {
        screens: ['settlement'],
        test: 'receivables.spec.ts › a server error keeps the input, and sending again works',
      },
      { screens: ['captureUpload'], test: 'capture.spec.ts › a 500 on upload is shown and retried in place' },
      {
        screens: ['bulkDelete'],
        test: 'quotes.spec.ts › bulk deletes 12 quotes in two batches and reports a failed second batch exactly',
      },
    ],
    none: {
      contractDetail: 'its mutations are the two dialogs (Encerrar, Remover)',
      receivablesList: `${NO_MUTATION} (settling is on Baixa)`,
      quotesList: `${NO_MUTATION} besides the bulk delete`,
      results: NO_MUTATION,
    },
    notes: {
      contractsList: `${NO_MUTATION}: a 500 on its read`,
      bulkDelete: 'every batch failing',
    },
  },

  offline: {
    number: 5,
    name: 'The network drops and returns: an offline banner, queries resume by themselves, no duplicate mutation',
    spec: 'faults-network.spec.ts',
    group: '5. the network drops and returns',
    checks: [
      'the browser goes offline: the offline banner shows ("Sem conexão… atualizados sozinhos quando ela voltar");',
      'no API request fails meanwhile: queries and mutations wait instead of being sent (failed requests counted);',
      'lists: a page change waits ("Carregando a página 2…"), then loads by itself, once, when the network returns;',
      'mutations: "1 envio aguardando a conexão", the button disabled, a second try (Enter in a field) ignored, nothing sent and what was typed kept; back online it is sent once and done once on the server.',
    ],
    lists: ['contractsList', 'receivablesList', 'quotesList'],
    listTitle: (name) => `${name}: offline banner; the next page loads by itself when the network returns`,
    mutations: [
      'wizard',
      'settlement',
      'installmentEdit',
      'newReceivable',
      'newQuote',
      'close',
      'remove',
      'captureAccept',
      'bulkDelete',
    ],
    receivable: 'Suíte de falhas: baixa sem conexão',
    mutationTitle: (name) => `${name}: sent offline, it waits; sent once when the network returns`,
    plain: [
      {
        screens: ['quotesList'],
        title: 'a screen not opened yet: says it needs the network, and opens by itself when it returns',
      },
      { screens: ['contractsList'], title: 'the session outlives a drop: renewals that fail offline do not sign out' },
    ],
  },

  slow: {
    number: 6,
    name: 'A slow API (3 s): loading states, no double submission',
    spec: 'faults-slow.spec.ts',
    checks: [
      "the answer is held by the sandbox until the test has checked the in-between, then released (decision 0825: the scenario's 3 s, as long as the checks take);",
      'reads show their loading state (a status text, an `aria-busy` table, a skeleton; a picker its spinner and `aria-busy`) until the data comes;',
      'mutations show a busy, disabled button (`data-loading`) or a progress, with the controls around it locked; a double click, a click on the busy button and Enter in a field send nothing more: one request (counted), one record on the server.',
    ],
    reads: [
      'contractsList',
      'contractDetail',
      'wizard',
      'receivablesList',
      'settlement',
      'quotesList',
      'quoteDetail',
      'captureReview',
      'invoices',
      'results',
    ],
    readTitle: (name) => `${name}: a slow read shows its loading state until the answer comes`,
    mutations: [
      'wizard',
      'close',
      'remove',
      'settlement',
      'captureAccept',
      'captureRefuse',
      'newQuote',
      'quoteDelete',
      'bulkDelete',
    ],
    mutationTitle: (name) => `${name}: busy while on its way, pressing again sends nothing; done once`,
    plain: [
      {
        screens: ['captureUpload'],
        title: 'capture upload: progress while sending, one document',
        note: 'the page reads nothing before an upload',
      },
    ],
    elsewhere: [{ screens: ['settlement'], test: 'receivables.spec.ts › a double click registers one settlement' }],
    notes: { newQuote: "its pickers are the shared `RemoteSelect`, tested slow on the wizard's customer picker" },
  },

  hostile: {
    number: 7,
    name: 'Hostile data: markup, script-like text, 500-character words, emoji and RTL render as text and the layout holds',
    spec: 'faults-hostile.spec.ts',
    checks: [
      'hostile records come from the sandbox (`POST /__sandbox/hostile`, docs/sandbox.md);',
      'markup (`<img onerror>`, `<svg onload>`, `<iframe src=javascript:>`, `<script>`, `<b>`) is shown literally; no element or `on*` attribute is injected and no dialog opens;',
      "the page never scrolls sideways; the 500-character word stays inside its box (wrapped, clamped or cut with an ellipsis) and never takes more than half of a table; the screen's buttons stay on screen;",
      'Arabic and Hebrew text is laid out right to left (`dir="auto"`); desktop width, and 390 px for the detail screens.',
    ],
    plain: [
      { screens: ['contractsList'], title: 'contracts list, with the customer filter showing the hostile names' },
      {
        screens: ['contractDetail', 'close', 'remove'],
        title: 'contract detail, every hostile customer',
        note: 'the dialogs opened over a hostile contract, then cancelled',
      },
      { screens: ['wizard'], title: 'contract wizard: pickers and the review step' },
      {
        screens: ['receivablesList', 'settlement'],
        title: 'receivables list and the settlement of each hostile receivable',
      },
      {
        screens: ['captureUpload', 'captureReview'],
        title: 'capture: a hostile file name in the queue and recent uploads, and the review page',
      },
      {
        screens: ['quotesList', 'bulkDelete', 'quoteDetail', 'newQuote'],
        title: 'quotes list, bulk delete confirmation, detail and the create form pickers',
      },
      {
        screens: ['contractDetail', 'settlement', 'quoteDetail', 'captureReview'],
        title: 'detail screens with the 500-character word and right-to-left text hold their layout',
        note: 'on a phone-sized screen',
      },
    ],
  },
};

/** The scenarios in the suite's order. */
export const SCENARIOS = (Object.keys(FAULT_SUITE) as ScenarioId[]).sort(
  (a, b) => FAULT_SUITE[a].number - FAULT_SUITE[b].number,
);

/** One test of the suite: generated from the table, or written by hand (plain). */
export interface Case {
  scenario: ScenarioId;
  title: string;
  screens: ScreenId[];
  kind: 'list' | 'mutation' | 'read' | 'plain';
  note?: string;
}

export interface ListCase extends Case {
  kind: 'list';
  list: List;
}
export interface MutationTest extends Case {
  kind: 'mutation';
  mutation: MutationId;
}
export interface ReadCase extends Case {
  kind: 'read';
  read: ReadId;
}

/** The generated tests of a scenario. */
export function listCases(id: ScenarioId): ListCase[] {
  const s = FAULT_SUITE[id];
  return (s.lists ?? []).map((screen) => {
    const list = LISTS[screen];
    return { scenario: id, kind: 'list', title: titled(s.listTitle, list.name), screens: [screen], list };
  });
}

export function mutationCases(id: ScenarioId): MutationTest[] {
  const s = FAULT_SUITE[id];
  return (s.mutations ?? []).map((mutation) => {
    const { name, screen } = MUTATIONS[mutation];
    return { scenario: id, kind: 'mutation', title: titled(s.mutationTitle, name), screens: [screen], mutation };
  });
}

export function readCases(id: ScenarioId): ReadCase[] {
  const s = FAULT_SUITE[id];
  return (s.reads ?? []).map((read) => ({
    scenario: id,
    kind: 'read',
    title: titled(s.readTitle, READS[read].name),
    screens: [READS[read].screen],
    read,
  }));
}

/** Every test of a scenario, generated and plain, in the spec's order. */
export function cases(id: ScenarioId): Case[] {
  const plain = (FAULT_SUITE[id].plain ?? []).map((p): Case => ({ scenario: id, kind: 'plain', ...p }));
  return [...listCases(id), ...readCases(id), ...mutationCases(id), ...plain];
}

function titled(title: ((name: string) => string) | undefined, name: string): string {
  if (!title) throw new Error(`no title for ${name}`);
  return title(name);
}

/** Opens a mutation's screen and prepares it, as its scenario says (the page is signed in); its tag names the scenario. */
export async function openMutation(c: MutationTest, ctx: Ctx): Promise<Opened> {
  const { receivable } = FAULT_SUITE[c.scenario];
  return withDefaults(
    await MUTATIONS[c.mutation].open(ctx, `${c.scenario}-${c.mutation}`, receivable ? { receivable } : {}),
  );
}
