import { expect, type Locator, type Page } from '@playwright/test';
import type { FaultSpec } from '../fixtures';
import { countRequests, uniqueContractNumber, type Api, type Counter } from './api';
import { platformDay } from './clock';
import { addDays } from '../../src/lib/date-math';
import { formatDateBR } from '../../src/lib/dates';
import {
  expectQuoteKept,
  expectSettlementKept,
  fillQuote,
  fillSettlement,
  fillWizard,
  input,
  loadPicker,
  pick,
  wizardStep,
} from './forms';
import {
  confirmBulkDelete,
  confirmClose,
  confirmRemove,
  contractHeading,
  openBulkDelete,
  openClose,
  openNewContract,
  openPendingCapture,
  openRemove,
  quoteCheckbox,
  selectNewQuotes,
} from './screens';

/*
 * The screens of the fault suite (docs/fault-suite.md), as the scenarios of
 * e2e/support/fault-suite.ts drive them: how a list pages, how a mutation is prepared and
 * sent, what the user must see once it is done, what the server must hold. A scenario (a
 * 401, a 429, the network dropping, a 500, a slow answer) puts its fault between these
 * steps and counts the requests; each step is written once, here.
 */

/** What the tests of one screen get: the signed-in page and the API as its user. */
export interface Ctx {
  page: Page;
  api: Api;
}

/** The request a screen sends: the sandbox's faults and holds match it, the tests count it. */
export interface Sent {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Regular expression on the path, as the sandbox takes it (`^/v1/orcamentos$`). */
  path: string;
}

/** The page's requests matching `sent`, from now on. */
export const counted = (page: Page, sent: Sent): Counter => countRequests(page, sent.method, new RegExp(sent.path));

/** A fault on `sent`. */
export const faultOn = (sent: Sent, fault: Omit<FaultSpec, 'path' | 'method'>): FaultSpec => ({ ...sent, ...fault });

export const draftRestored = (page: Page) => page.getByRole('status').filter({ hasText: 'Rascunho restaurado' });

// --- lists --------------------------------------------------------------------------------------

export interface List {
  screen: 'contractsList' | 'receivablesList' | 'quotesList';
  name: string;
  /** A filtered first page: the filters must survive every fault. */
  url: string;
  /** The read of one page. */
  read: Sent;
  /** The footer's noun: "Mostrando 1–10 de 312 contratos". */
  noun: string;
  /** Other reads of the same path the screen may make besides the page's (the next page prefetched…). */
  alongside: number;
}

export const LISTS: Record<List['screen'], List> = {
  contractsList: {
    screen: 'contractsList',
    name: 'contracts list',
    url: '/contratos?status=ATIVO',
    read: { method: 'GET', path: '^/v1/contratos$' },
    noun: 'contratos',
    alongside: 1,
  },
  receivablesList: {
    screen: 'receivablesList',
    name: 'receivables list',
    // One search (the period alone): the default also reads what is open from before it (decision 0110).
    url: '/recebiveis?abertos_anteriores=nao',
    read: { method: 'GET', path: '/contas-a-receber/buscar$' },
    noun: 'parcelas',
    // The next page, and the totals' partly received installments.
    alongside: 2,
  },
  quotesList: {
    screen: 'quotesList',
    name: 'quotes list',
    url: '/orcamentos?campo_ordenado_ascendente=NUMERO',
    read: { method: 'GET', path: '^/v1/orcamentos$' },
    noun: 'orçamentos',
    alongside: 1,
  },
};

/**
 * Every overdue receivable: each row offers "Registrar baixa" (most installments of the
 * seed's past are paid, so an unfiltered first page may offer none).
 */
const OVERDUE_WIDE = 'status=ATRASADO&data_vencimento_de=2000-01-01&data_vencimento_ate=2099-12-31';

/** The footer of the page starting at row `first` (pages of 10). */
export const range = (page: Page, first: number, noun: string) =>
  page.getByText(new RegExp(`Mostrando ${first}–${first + 9} de [\\d.]+ ${noun}`));

/** The list's first page, loaded (the first load after signing in may be slow on a busy machine). */
export async function openList(page: Page, list: List): Promise<void> {
  await page.goto(list.url);
  await expect(range(page, 1, list.noun)).toBeVisible({ timeout: 20_000 });
}

/** The requests for page 2 among those counted. */
export const page2 = (requests: Counter) =>
  requests.requests.filter((r) => new URL(r.url()).searchParams.get('pagina') === '2');

export const nextPage = (page: Page) => page.getByRole('button', { name: 'Próxima página' }).click();

// --- mutations ----------------------------------------------------------------------------------

/** A mutation prepared on its screen, ready to send: what to press, and what to check. */
export interface Opened {
  request: Sent;
  /** Its success status (what the retried request answers). */
  ok: number;
  /** The screen's address: it stays there on an error, and a new sign-in returns there. */
  url: RegExp;
  /** The button that sends it: busy and disabled while it is on its way. */
  button: Locator;
  /** Sends it as the user does: by default, presses the button. */
  send(): Promise<void>;
  /** A second way to send it while the first waits (Enter in a field), where the screen has one. */
  again?(): Promise<void>;
  /** The controls locked with the button while it is on its way (Cancelar, Voltar…); none by default. */
  locked: Locator[];
  /** What shows while it is on its way, where it is not the busy button (a progress). */
  pending?(): Promise<void>;
  /** Tries to send it again while it is on its way, where it is not pressing the busy button. */
  tryAgain?(): Promise<void>;
  /** More the screen holds while it is on its way (Escape does not close its dialog). */
  whileBusy?(): Promise<void>;
  /** What the user sees once it is done. */
  done(options?: { timeout: number }): Promise<void>;
  /** On the server: done exactly once, with what was typed. */
  doneOnServer(): Promise<void>;
  /** On the server: not done (nothing created, the record unchanged). */
  notDoneOnServer(): Promise<void>;
  /** What was typed is still in the fields (forms and the typed confirmation). */
  kept?(): Promise<void>;
  /** After a new sign-in (the session ended as it was sent): what the screen shows back. */
  restored?(): Promise<void>;
  /** Sends it again after that sign-in (a dialog opened again, a selection made again); by default, as `send`. */
  resend(): Promise<void>;
  /** Once done after a new sign-in: the draft kept for it is gone. */
  draftCleared?(): Promise<void>;
  /** The error a 500 shows, with the server's message. */
  failure?(): Locator;
  /** A sign of success that must not show after a 500. */
  shownDone?: Locator;
  /** More a 500 leaves on screen (the record's status, its buttons). */
  failed?(): Promise<void>;
  /** What the user does after a 500 and what follows; by default: send again, done once. */
  afterFailure?(): Promise<void>;
}

/** What a screen says of its mutation: `Opened` without what has a default. */
export type Prepared = Omit<Opened, 'send' | 'resend' | 'locked'> & Partial<Pick<Opened, 'send' | 'resend' | 'locked'>>;

/** The defaults: `send` presses the button, `resend` sends, nothing is locked with the button. */
export function withDefaults(prepared: Prepared): Opened {
  const send = prepared.send ?? (() => prepared.button.click());
  return { locked: [], resend: send, ...prepared, send };
}

export interface Mutation {
  screen:
    | 'wizard'
    | 'close'
    | 'remove'
    | 'settlement'
    | 'installmentEdit'
    | 'newReceivable'
    | 'captureReview'
    | 'bulkDelete'
    | 'quoteDetail'
    | 'newQuote';
  name: string;
  /** Opens the screen (the page is signed in) and prepares the mutation; `tag` names what it makes. */
  open(ctx: Ctx, tag: string, options?: { receivable?: string }): Promise<Prepared>;
  /** A 500 fails every request, not only the first (every batch of a bulk delete). */
  failsEveryTime?: boolean;
}

const created = (page: Page, path: string, timeout?: number) =>
  expect(page).toHaveURL(new RegExp(`/${path}/[0-9a-f-]{36}$`), timeout ? { timeout } : {});

/** Exactly one contract numbered `numero`, with what `fillWizard` typed. */
export async function expectWizardContract(api: Api, numero: number): Promise<void> {
  const found = await api.contractsNumbered(numero);
  expect(found).toHaveLength(1);
  const detail = await api.get<{
    composicao_valor: { valor_bruto: number };
    condicao_pagamento: { dia_vencimento: number };
  }>(`/v1/contratos/${found[0]?.id}`);
  expect(detail.body.composicao_valor.valor_bruto).toBe(900); // 2 × R$ 450,00
  expect(detail.body.condicao_pagamento.dia_vencimento).toBe(10);
}

const wizard: Mutation = {
  screen: 'wizard',
  name: 'contract wizard',
  async open({ page, api }) {
    const numero = uniqueContractNumber();
    await page.goto('/contratos/novo');
    await fillWizard(page, numero);
    const button = page.getByRole('button', { name: 'Criar contrato' });
    const kept = async () => {
      await wizardStep(page, 'Revisão');
      await expect(page.getByText('Padaria Pão Dourado Ltda').first()).toBeVisible();
      await expect(page.getByText(String(numero)).first()).toBeVisible();
    };
    return {
      request: { method: 'POST', path: '^/v1/contratos$' },
      ok: 201,
      url: /\/contratos\/novo$/,
      button,
      again: () => page.keyboard.press('Enter'),
      locked: [page.getByRole('button', { name: 'Voltar' })],
      async done(options) {
        await created(page, 'contratos', options?.timeout);
        await expect(page.getByText(`O contrato nº ${numero} foi criado.`)).toBeVisible();
      },
      doneOnServer: () => expectWizardContract(api, numero),
      notDoneOnServer: async () => expect(await api.contractsNumbered(numero)).toHaveLength(0),
      kept,
      async restored() {
        await expect(draftRestored(page)).toBeVisible();
        await kept();
      },
      async draftCleared() {
        await page.goto('/contratos/novo');
        await expect(page.getByRole('heading', { level: 1, name: 'Novo contrato' })).toBeVisible();
        await expect(draftRestored(page)).toHaveCount(0);
      },
    };
  },
};

const settlement: Mutation = {
  screen: 'settlement',
  name: 'settlement',
  /** A seeded receivable of the fault suite when named (sandbox/api/seed-fault-suite.ts), else a new contract's installment. */
  async open({ page, api }, tag, options = {}) {
    const id = options.receivable
      ? await api.receivableId(options.receivable)
      : ((await api.openInstallments((await api.createContract()).id))[0] as string);
    expect(id, 'an open installment').toBeTruthy();
    const before = (await api.settlements(id)).length;
    await page.goto(`/recebiveis/${id}/baixa`);
    const nsu = `${tag}-${Date.now()}`;
    await fillSettlement(page, nsu);
    const button = page.getByRole('button', { name: 'Registrar baixa' });
    const nsuField = page.getByRole('textbox', { name: 'NSU' });
    return {
      request: { method: 'POST', path: '/baixa$' },
      ok: 200,
      url: new RegExp(`/recebiveis/${id}/baixa$`),
      button,
      again: () => nsuField.press('Enter'),
      async done(options) {
        await expect(page.getByText('Baixa registrada', { exact: true })).toBeVisible(options);
        await expect(page.getByTestId('installment-status')).toHaveText('Recebido parcial');
      },
      async doneOnServer() {
        const after = await api.settlements(id);
        expect(after).toHaveLength(before + 1);
        const mine = after.filter((s) => s.nsu === nsu);
        expect(mine).toHaveLength(1);
        expect(mine[0]?.valor_composicao.valor_bruto).toBe(12.34);
        expect(mine[0]?.observacao).toBe(`Observação ${nsu}`);
      },
      notDoneOnServer: async () => expect(await api.settlements(id)).toHaveLength(before),
      kept: () => expectSettlementKept(page, nsu),
      async restored() {
        await expect(draftRestored(page)).toBeVisible();
        await expectSettlementKept(page, nsu);
      },
      async draftCleared() {
        await page.reload();
        await expect(page.getByRole('heading', { name: 'Registrar baixa', level: 1 })).toBeVisible();
        await expect(nsuField).toHaveValue('');
        await expect(draftRestored(page)).toHaveCount(0);
      },
    };
  },
};

/** A new contract's first installment, its note changed in the edit dialog of its own page. */
const installmentEdit: Mutation = {
  screen: 'installmentEdit',
  name: 'installment edit',
  async open({ page, api }, tag) {
    const id = (await api.openInstallments((await api.createContract()).id))[0] as string;
    expect(id, 'an open installment').toBeTruthy();
    const path = `/v1/financeiro/eventos-financeiros/parcelas/${id}`;
    const read = async () => (await api.get<{ nota: string | null; versao: number }>(path)).body;
    const before = await read();
    await page.goto(`/recebiveis/${id}`);
    await page.getByRole('button', { name: 'Editar parcela' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar parcela' });
    const nota = `${tag} ${Date.now()}`;
    const field = dialog.getByLabel('Observação');
    await field.fill(nota);
    return {
      request: { method: 'PATCH', path: `^${path}$` },
      ok: 200,
      url: new RegExp(`/recebiveis/${id}`),
      button: dialog.getByRole('button', { name: 'Salvar alterações' }),
      locked: [],
      async done(options) {
        await expect(page.getByRole('status').filter({ hasText: 'Parcela alterada' })).toBeVisible(options);
        await expect(dialog).toBeHidden();
      },
      // Sent once: the note as typed, the record's version one up.
      doneOnServer: async () => expect(await read()).toMatchObject({ nota, versao: before.versao + 1 }),
      notDoneOnServer: async () => expect(await read()).toMatchObject({ nota: before.nota, versao: before.versao }),
      kept: () => expect(field).toHaveValue(nota),
      failure: () => dialog.getByRole('alert').filter({ hasText: 'A parcela não foi alterada' }),
      shownDone: page.getByRole('status').filter({ hasText: 'Parcela alterada' }),
    };
  },
};

/** A one-off receivable of one installment, typed in the new receivable form. */
const newReceivable: Mutation = {
  screen: 'newReceivable',
  name: 'new receivable',
  async open({ page, api }, tag) {
    const descricao = `${tag} avulsa ${Date.now()}`;
    const due = addDays(platformDay(), 9);
    await page.goto('/recebiveis/nova');
    await expect(page.getByRole('heading', { name: 'Nova conta a receber', level: 1 })).toBeVisible();
    await pick(page, /^Cliente/, 'padaria', /Padaria Pão Dourado/);
    await input(page, /^Descrição/).fill(descricao);
    await pick(page, /^Conta financeira/, 'principal', /Conta corrente principal/);
    await pick(page, /^Categoria da linha 1/, 'serviços', /Receita de serviços/);
    await input(page, /^Valor total/).fill('432,10');
    await input(page, /^Parcelas mensais/).fill('1');
    await input(page, /^Primeiro vencimento/).fill(formatDateBR(due));
    const found = async () => {
      const { body } = await api.get<{ itens: Array<{ descricao: string; total: number }> }>(
        `/v1/financeiro/eventos-financeiros/contas-a-receber/buscar?pagina=1&tamanho_pagina=10&data_vencimento_de=${due}&data_vencimento_ate=${due}&descricao=${encodeURIComponent(descricao)}`,
      );
      return body.itens.filter((i) => i.descricao.startsWith(descricao));
    };
    return {
      request: { method: 'POST', path: '^/v1/financeiro/eventos-financeiros/contas-a-receber$' },
      ok: 200,
      url: /\/recebiveis\/nova$/,
      button: page.getByRole('button', { name: 'Registrar conta a receber' }),
      async done(options) {
        await expect(page).toHaveURL(/\/recebiveis\?/, options);
        await expect(page.getByText(/^Conta a receber (registrada|enviada)$/)).toBeVisible();
      },
      doneOnServer: async () => expect(await found()).toEqual([expect.objectContaining({ total: 432.1 })]),
      notDoneOnServer: async () => expect(await found()).toEqual([]),
      kept: () => expect(input(page, /^Descrição/)).toHaveValue(descricao),
      failure: () => page.getByRole('alert').filter({ hasText: 'Não foi possível registrar a conta a receber' }),
    };
  },
};

const newQuote: Mutation = {
  screen: 'newQuote',
  name: 'quote create',
  async open({ page, api }, tag) {
    await page.goto('/orcamentos/novo');
    const date = await api.freshQuoteDate();
    const descricao = `${tag} ${Date.now()}`;
    await fillQuote(page, date, descricao);
    const button = page.getByRole('button', { name: 'Criar orçamento' });
    const kept = () => expectQuoteKept(page, date, descricao);
    // The quote form's banner is not a live region (the wizard's and the settlement's are).
    const restoredBanner = page.getByText('Rascunho restaurado');
    return {
      request: { method: 'POST', path: '^/v1/orcamentos$' },
      ok: 201,
      url: /\/orcamentos\/novo$/,
      button,
      again: () => page.getByLabel('Descrição', { exact: true }).press('Enter'),
      async done(options) {
        await created(page, 'orcamentos', options?.timeout);
        await expect(page.getByText(descricao)).toBeVisible();
      },
      doneOnServer: () =>
        expect.poll(async () => (await api.quotesOn(date)).map((q) => q.descricao)).toEqual([descricao]),
      // By description: a failure names the quotes it found.
      notDoneOnServer: async () => expect((await api.quotesOn(date)).map((q) => q.descricao)).toEqual([]),
      kept,
      async restored() {
        await expect(restoredBanner).toBeVisible();
        await kept();
      },
      async draftCleared() {
        await page.goto('/orcamentos/novo');
        await expect(page.getByRole('heading', { name: 'Novo orçamento' })).toBeVisible();
        await expect(restoredBanner).toHaveCount(0);
      },
      failure: () => page.getByRole('alert').filter({ hasText: 'Não foi possível criar o orçamento' }),
    };
  },
};

const summary = (page: Page) => page.getByRole('group', { name: 'Resumo do contrato' });

/** A contract made for the test, on its page, with one of its dialogs open: the dialog and its confirming button. */
async function contractDialog(
  { page, api }: Ctx,
  open: (page: Page, numero: number) => Promise<Locator>,
  confirm: string,
) {
  const { id, numero } = await openNewContract(page, api);
  const dialog = await open(page, numero);
  return { page, api, id, numero, dialog, button: dialog.getByRole('button', { name: confirm }) };
}

const close: Mutation = {
  screen: 'close',
  name: 'contract close',
  async open(ctx) {
    const { page, api, id, numero, dialog, button } = await contractDialog(ctx, openClose, 'Encerrar contrato');
    return {
      request: { method: 'POST', path: '/encerrar$' },
      ok: 204,
      url: new RegExp(`/contratos/${id}$`),
      button,
      locked: [dialog.getByRole('button', { name: 'Cancelar' })],
      async whileBusy() {
        // Escape does not dismiss a dialog whose request is on its way.
        await page.keyboard.press('Escape');
        await expect(dialog).toBeVisible();
      },
      async done(options) {
        await expect(dialog).toBeHidden(options);
        await expect(page.getByText('Contrato encerrado')).toBeVisible();
        await expect(summary(page).getByText('Inativo')).toBeVisible();
      },
      doneOnServer: async () => expect(await api.contractStatus(id)).toBe('INATIVO'),
      notDoneOnServer: async () => expect(await api.contractStatus(id)).toBe('ATIVO'),
      async restored() {
        await expect(contractHeading(page, numero)).toBeVisible();
        await expect(summary(page).getByText('Ativo')).toBeVisible();
      },
      // The dialog is not opened again by the sign-in (docs/decisions/0822).
      resend: async () => confirmClose(await openClose(page, numero)),
      failure: () => dialog.getByRole('alert').filter({ hasText: 'O contrato não foi encerrado' }),
    };
  },
};

const remove: Mutation = {
  screen: 'remove',
  name: 'contract remove',
  async open(ctx) {
    const { page, api, id, numero, dialog, button } = await contractDialog(ctx, openRemove, 'Remover permanentemente');
    const typed = dialog.getByLabel(/Para confirmar/);
    return {
      request: { method: 'DELETE', path: `^/v1/contratos/${id}$` },
      ok: 204,
      url: new RegExp(`/contratos/${id}$`),
      button,
      // Enter in the confirmation field submits the dialog's form again.
      again: () => typed.press('Enter'),
      locked: [dialog.getByRole('button', { name: 'Cancelar' })],
      async done(options) {
        await expect(page).toHaveURL(/\/contratos$/, options);
        await expect(page.getByText('Contrato removido')).toBeVisible();
      },
      // Removal is logical on the platform: the contract still reads, as DELETADO.
      doneOnServer: async () =>
        expect((await api.get<{ status: string }>(`/v1/contratos/${id}`)).body.status).toBe('DELETADO'),
      notDoneOnServer: async () => expect(await api.contractStatus(id)).toBe('ATIVO'),
      kept: () => expect(typed).toHaveValue(String(numero)),
      restored: () => expect(contractHeading(page, numero)).toBeVisible(),
      async resend() {
        await page.getByRole('button', { name: 'Remover', exact: true }).click();
        // A destructive confirmation is never re-armed across a sign-in (docs/decisions/0822).
        await expect(typed).toHaveValue('');
        await typed.fill(String(numero));
        await confirmRemove(dialog);
      },
      failure: () => dialog.getByRole('alert').filter({ hasText: 'O contrato não foi removido' }),
      shownDone: page.getByText('Contrato removido'),
    };
  },
};

const accepted = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Captura aceita: lançamento financeiro criado' });

/** The review of a capture pending (uploaded through the API): still pending, both buttons there. */
async function pendingReview(page: Page) {
  await expect(page.getByText('Aguardando revisão')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aceitar' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Recusar' })).toBeEnabled();
}

const captureAccept: Mutation = {
  screen: 'captureReview',
  name: 'capture accept',
  async open({ page, api }, tag) {
    const id = await openPendingCapture(page, api, tag);
    const button = page.getByRole('region', { name: 'Lançamento sugerido' }).getByRole('button', { name: 'Aceitar' });
    const failure = () => page.getByRole('alert').filter({ hasText: 'Não foi possível aceitar a captura' });
    const opened: Prepared = {
      request: { method: 'POST', path: `^/v1/captura/${id}$` },
      ok: 200,
      url: new RegExp(`/captura/${id}$`),
      button,
      locked: [page.getByRole('button', { name: 'Recusar' })],
      async done(options) {
        await expect(accepted(page)).toBeVisible(options);
        await expect(accepted(page)).toContainText('R$ 321,00');
      },
      doneOnServer: async () => expect(await api.captureStatus(id)).toBe('ACEITA'),
      notDoneOnServer: async () => expect(await api.captureStatus(id)).toBe('PENDENTE'),
      restored: () =>
        expect(page.getByRole('region', { name: 'Lançamento sugerido' }).getByText('R$ 321,00').first()).toBeVisible(),
      failure,
      shownDone: page.getByText('Captura aceita: lançamento financeiro criado'),
      failed: () => pendingReview(page),
      async afterFailure() {
        await failure().getByRole('button', { name: 'Tentar novamente' }).click();
        await opened.done();
        await opened.doneOnServer();
      },
    };
    return opened;
  },
};

const captureRefuse: Mutation = {
  screen: 'captureReview',
  name: 'capture refuse',
  async open({ page, api }, tag) {
    const id = await openPendingCapture(page, api, tag);
    await page.getByRole('button', { name: 'Recusar' }).click();
    const button = page
      .getByRole('dialog', { name: 'Recusar esta captura?' })
      .getByRole('button', { name: 'Confirmar recusa' });
    const refused = page.getByRole('status').filter({ hasText: 'Captura recusada' });
    return {
      request: { method: 'DELETE', path: `^/v1/captura/${id}$` },
      ok: 204,
      url: new RegExp(`/captura/${id}$`),
      button,
      async done(options) {
        await expect(refused).toBeVisible(options);
        await expect(page.getByRole('button', { name: 'Aceitar' })).toHaveCount(0);
      },
      // Refused, the capture is no longer found (as the platform answers).
      doneOnServer: async () => expect((await api.get(`/v1/captura/${id}`)).status).toBe(404),
      notDoneOnServer: async () => expect(await api.captureStatus(id)).toBe('PENDENTE'),
      failure: () => page.getByRole('alert').filter({ hasText: 'Não foi possível recusar a captura' }),
      shownDone: refused,
      failed: () => pendingReview(page),
      // Not refused: it can still be accepted.
      async afterFailure() {
        await page.getByRole('button', { name: 'Aceitar' }).click();
        await expect(accepted(page)).toBeVisible();
        expect(await api.captureStatus(id)).toBe('ACEITA');
      },
    };
  },
};

const quoteDelete: Mutation = {
  screen: 'quoteDetail',
  name: 'quote delete from its page',
  async open({ page, api }, tag) {
    const quote = await api.createQuote({ descricao: `${tag} ${Date.now()}`, date: await api.freshQuoteDate() });
    await page.goto(`/orcamentos/${quote.id}`);
    await page.getByRole('button', { name: 'Excluir', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Excluir o orçamento nº ${quote.numero}?` });
    const button = dialog.getByRole('button', { name: 'Excluir orçamento' });
    const status = async () => (await api.get(`/v1/orcamentos/${quote.id}`)).status;
    return {
      request: { method: 'DELETE', path: '^/v1/orcamentos$' },
      ok: 204,
      url: new RegExp(`/orcamentos/${quote.id}$`),
      button,
      locked: [dialog.getByRole('button', { name: 'Cancelar' })],
      done: (options) => expect(page).toHaveURL(/\/orcamentos$/, options),
      doneOnServer: async () => expect(await status()).toBe(404),
      notDoneOnServer: async () => expect(await status()).toBe(200),
      failure: () => dialog.getByRole('alert').filter({ hasText: 'O orçamento não foi excluído' }),
    };
  },
};

const BULK = 3;

const bulkDelete: Mutation = {
  screen: 'bulkDelete',
  name: 'quotes bulk delete',
  failsEveryTime: true,
  async open({ page, api }) {
    const { date, quotes } = await selectNewQuotes(page, api, BULK);
    let dialog = await openBulkDelete(page);
    const button = () => dialog.getByRole('button', { name: `Excluir ${BULK} orçamentos` });
    const ids = quotes.map((q) => q.id).sort();
    const opened: Prepared = {
      request: { method: 'DELETE', path: '^/v1/orcamentos$' },
      ok: 204,
      url: new RegExp(`/orcamentos\\?data_inicio=${date}&data_fim=${date}$`),
      get button() {
        return button();
      },
      // Nothing to press while it runs: no button, and Escape does not close it.
      async pending() {
        await expect(dialog.getByText('Excluindo… lote 1 de 1')).toBeVisible();
        await expect(dialog.getByRole('button')).toHaveCount(0);
      },
      tryAgain: () => page.keyboard.press('Escape'),
      done: (options) => expect(dialog.getByRole('status')).toContainText(`${BULK} orçamentos excluídos`, options),
      doneOnServer: async () => expect(await api.quotesOn(date)).toEqual([]),
      notDoneOnServer: async () => expect((await api.quotesOn(date)).map((q) => q.id).sort()).toEqual(ids),
      // The selection is not restored by the sign-in (docs/decisions/0822).
      restored: async () => {
        for (const q of quotes) await expect(quoteCheckbox(page, q.numero)).not.toBeChecked();
      },
      async resend() {
        for (const q of quotes) await quoteCheckbox(page, q.numero).check();
        dialog = await openBulkDelete(page);
        await confirmBulkDelete(dialog, BULK);
      },
      failure: () => dialog.getByRole('alert'),
      async failed() {
        const report = dialog.getByRole('alert');
        await expect(report).toContainText(`Não excluídos (${BULK}):`);
        await expect(report).toContainText('Excluídos (0): nenhum.');
      },
      // Every batch failed: nothing is reported deleted, and the selection stays.
      async afterFailure() {
        await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
        await expect(page.getByText(`${BULK} orçamentos selecionados`)).toBeVisible();
        for (const q of quotes) await expect(quoteCheckbox(page, q.numero)).toBeChecked();
        await opened.notDoneOnServer();
      },
    };
    return opened;
  },
};

export const MUTATIONS = {
  wizard,
  settlement,
  installmentEdit,
  newReceivable,
  newQuote,
  close,
  remove,
  captureAccept,
  captureRefuse,
  quoteDelete,
  bulkDelete,
} satisfies Record<string, Mutation>;
export type MutationId = keyof typeof MUTATIONS;

/** What shows while it is on its way: the busy, disabled button and the controls locked with it (or the screen's progress). */
export async function expectPending(sending: Opened): Promise<void> {
  if (sending.pending) return sending.pending();
  await expect(sending.button).toBeDisabled();
  await expect(sending.button).toHaveAttribute('data-loading', 'true');
  for (const control of sending.locked) await expect(control).toBeDisabled();
}

/** Every second try while it is on its way: Enter in a field, a forced click on the busy button. */
export async function tryAgain(sending: Opened): Promise<void> {
  if (sending.tryAgain) return sending.tryAgain();
  await sending.again?.();
  await sending.button.click({ force: true, timeout: 5000 });
}

// --- slow reads ---------------------------------------------------------------------------------

/** A read made slow: the screen before it, the read held, what shows meanwhile and after. */
export interface HeldRead {
  read: Sent;
  /** What makes the screen read (a navigation, a search typed). */
  load(): Promise<void>;
  /** What the screen shows while the read is on its way. */
  loading(): Promise<void>;
  /** What it shows once the answer came. */
  loaded(): Promise<void>;
}

export interface Read {
  screen:
    | 'contractsList'
    | 'contractDetail'
    | 'wizard'
    | 'receivablesList'
    | 'settlement'
    | 'quotesList'
    | 'quoteDetail'
    | 'captureReview'
    | 'invoices'
    | 'results';
  name: string;
  /** Opens what comes before the read (the page is signed in). */
  prepare(ctx: Ctx): Promise<HeldRead>;
}

const commit = { waitUntil: 'commit' } as const;
const busyTable = (page: Page, busy: boolean) =>
  expect(page.getByRole('table')).toHaveAttribute('aria-busy', String(busy));
const loadingStatus = (page: Page, text: string) =>
  expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
/** A link's target, once it shows. */
async function hrefOf(link: Locator): Promise<string> {
  await expect(link).toBeVisible({ timeout: 20_000 });
  return (await link.getAttribute('href')) as string;
}

export const READS = {
  contractsList: {
    screen: 'contractsList',
    name: 'contracts list',
    async prepare({ page }) {
      await page.goto('/contratos');
      await expect(page.getByText(/Mostrando \d+–\d+ de [\d.]+ contratos/)).toBeVisible({ timeout: 20_000 });
      return {
        read: { method: 'GET', path: '^/v1/contratos$' },
        load: async () => void (await page.goto('/contratos?busca_textual=clinica', commit)),
        async loading() {
          await loadingStatus(page, 'Carregando contratos…');
          await busyTable(page, true);
        },
        async loaded() {
          await expect(page.getByRole('row').filter({ hasText: 'Clínica Sorriso Pleno Ltda' }).first()).toBeVisible();
          await busyTable(page, false);
        },
      };
    },
  },
  contractDetail: {
    screen: 'contractDetail',
    name: 'contract detail',
    async prepare({ page }) {
      await page.goto('/contratos?busca_textual=clinica');
      const href = await hrefOf(page.getByRole('row').nth(1).getByRole('link'));
      return {
        read: { method: 'GET', path: '^/v1/contratos/[^/]+$' },
        load: async () => void (await page.goto(href, commit)),
        loading: () => loadingStatus(page, 'Carregando o contrato…'),
        loaded: () => expect(page.getByRole('heading', { level: 1, name: /^Contrato \d+/ })).toBeVisible(),
      };
    },
  },
  wizard: {
    screen: 'wizard',
    name: "contract wizard's customer picker",
    async prepare({ page }) {
      await page.goto('/contratos/novo');
      await expect(page.getByRole('heading', { level: 1, name: 'Novo contrato' })).toBeFocused();
      const customer = page.locator('input').and(page.getByLabel(/^Cliente/));
      // The picker's code loads on first focus (src/ui/plain/DeferredPicker): load it, and let its
      // first (empty) search answer, before slowing the API down.
      await loadPicker(customer);
      return {
        read: { method: 'GET', path: '^/v1/pessoas$' },
        load: () => customer.fill('padaria'),
        // The search is on its way: the picker says so (spinner, aria-busy) until the answer.
        async loading() {
          await expect(customer).toHaveAttribute('aria-busy', 'true');
          await expect(customer.locator('xpath=..').locator('.mantine-Loader-root')).toBeVisible();
        },
        async loaded() {
          await expect(page.getByRole('option', { name: /Padaria Pão Dourado/ })).toBeVisible();
          await expect(customer).toHaveAttribute('aria-busy', 'false');
        },
      };
    },
  },
  receivablesList: {
    screen: 'receivablesList',
    name: 'receivables list',
    async prepare({ page }) {
      await page.goto('/recebiveis');
      await expect(page.getByText(/Mostrando \d+–\d+ de [\d.]+ parcelas|0 parcelas/)).toBeVisible({ timeout: 20_000 });
      return {
        read: { method: 'GET', path: '/contas-a-receber/buscar$' },
        load: async () => void (await page.goto(`/recebiveis?${OVERDUE_WIDE}`, commit)),
        async loading() {
          await loadingStatus(page, 'Carregando parcelas…');
          await busyTable(page, true);
        },
        loaded: () => expect(page.getByRole('link', { name: /^Registrar baixa/ }).first()).toBeVisible(),
      };
    },
  },
  settlement: {
    screen: 'settlement',
    name: 'settlement page',
    async prepare({ page }) {
      await page.goto(`/recebiveis?${OVERDUE_WIDE}`);
      const href = await hrefOf(page.getByRole('link', { name: /^Registrar baixa/ }).first());
      return {
        read: { method: 'GET', path: '/parcelas/[^/]+$' },
        load: async () => void (await page.goto(href, commit)),
        loading: () => expect(page.getByLabel('Carregando a parcela')).toBeVisible(),
        loaded: () => expect(page.getByRole('button', { name: 'Registrar baixa' })).toBeVisible(),
      };
    },
  },
  quotesList: {
    screen: 'quotesList',
    name: 'quotes list',
    async prepare({ page }) {
      await page.goto('/orcamentos');
      await expect(page.getByText(/Mostrando \d+–\d+ de [\d.]+ orçamentos/)).toBeVisible({ timeout: 20_000 });
      return {
        read: { method: 'GET', path: '^/v1/orcamentos$' },
        load: async () => void (await page.goto('/orcamentos?campo_ordenado_ascendente=NUMERO', commit)),
        loading: () => loadingStatus(page, 'Carregando orçamentos…'),
        loaded: () => expect(page.getByRole('link', { name: 'Orçamento nº 1', exact: true })).toBeVisible(),
      };
    },
  },
  quoteDetail: {
    screen: 'quoteDetail',
    name: 'quote detail',
    async prepare({ page }) {
      await page.goto('/orcamentos?campo_ordenado_ascendente=NUMERO');
      const href = await hrefOf(page.getByRole('link', { name: 'Orçamento nº 1', exact: true }));
      return {
        read: { method: 'GET', path: '^/v1/orcamentos/[^/]+$' },
        load: async () => void (await page.goto(href, commit)),
        loading: () => loadingStatus(page, 'Carregando o orçamento…'),
        loaded: () => expect(page.getByRole('heading', { name: /Orçamento nº 1\b/ })).toBeVisible(),
      };
    },
  },
  captureReview: {
    screen: 'captureReview',
    name: 'capture review',
    async prepare({ page, api }) {
      const id = await openPendingCapture(page, api, 'lento-leitura');
      return {
        read: { method: 'GET', path: `^/v1/captura/${id}$` },
        load: async () => void (await page.reload(commit)),
        loading: () => expect(page.getByText('Carregando a captura…')).toBeVisible(),
        loaded: () => expect(page.getByRole('button', { name: 'Aceitar' })).toBeVisible(),
      };
    },
  },
  invoices: {
    screen: 'invoices',
    name: 'invoices list',
    async prepare({ page }) {
      await page.goto('/notas');
      await expect(page.getByRole('heading', { level: 1, name: 'Notas fiscais' })).toBeVisible({ timeout: 20_000 });
      const done = page
        .getByText(/Mostrando \d+–\d+ de [\d.]+ notas/)
        .or(page.getByText('Nenhuma NFS-e com competência no período.'));
      await expect(done).toBeVisible({ timeout: 20_000 });
      return {
        read: { method: 'GET', path: '^/v1/notas-fiscais-servico$' },
        // Another period: its windows are read anew.
        load: async () => void (await page.goto('/notas?de=2026-01-01&ate=2026-02-10', commit)),
        async loading() {
          await loadingStatus(page, 'Carregando notas…');
          await busyTable(page, true);
        },
        async loaded() {
          await expect(done).toBeVisible();
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        },
      };
    },
  },
  results: {
    screen: 'results',
    name: 'income statement',
    async prepare({ page }) {
      const statement = page.getByRole('table', { name: /^Demonstração do resultado, / }).first();
      await page.goto('/resultados');
      await expect(statement).toBeVisible({ timeout: 60_000 });
      return {
        // A new page reads the statement's lines again before it can draw anything.
        read: { method: 'GET', path: '^/v1/financeiro/categorias-dre$' },
        load: async () => void (await page.reload(commit)),
        async loading() {
          await loadingStatus(page, 'Lendo os lançamentos do período…');
          await expect(statement).toHaveCount(0);
        },
        loaded: () => expect(statement).toBeVisible({ timeout: 60_000 }),
      };
    },
  },
} satisfies Record<string, Read>;
export type ReadId = keyof typeof READS;
