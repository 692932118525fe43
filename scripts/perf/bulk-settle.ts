/**
 * Bulk settlement of 200 payables beside the platform's rate floor. Part of `npm run perf`
 * (`--only bulk`); `npx tsx scripts/perf/bulk-settle.ts [--runs N] [--skip-build]` prints it alone
 * as JSON.
 *
 * Starts its own sandbox (serving dist/, the platform's limits on: 20 a second, 500 a minute per
 * company). Each run makes two sets of 200 open payables due today through the API, then, with a
 * fresh second and minute for each phase (the sandbox's limiter and the app's shared record
 * cleared, as if measured apart), alternating who goes first:
 *
 * - the floor: a plain Node script posting the 200 settlements at exactly the platform's rate
 *   (one every 50 ms, not waiting for answers), timed from the first send to the last answer;
 * - the app: the payables list filtered to the other 200, "Baixar as em aberto deste filtro", the review
 *   and a second's pause (the floor's fresh second: the review's reads fill the one before), timed
 *   from "Registrar 200 baixas" to "Concluído. 200 baixadas", while a second tab of the same
 *   browser goes from list to list through the menu. Every 429 of either tab is counted.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { PLATFORM_RATE_LIMITS } from '../../sandbox/api/rate-limit';
import { median } from './report';
import { build, portsFor, startSandbox } from './servers';

export const BULK_COUNT = 200;
/** The app's run at most this many times the floor (issue: 1.2× the published rate floor). */
export const BULK_RATIO_BUDGET = 1.2;

export interface BulkSettleBenchmark {
  count: number;
  runs: number;
  runsMs: number[];
  medianMs: number;
  floorRunsMs: number[];
  floorMedianMs: number;
  /** medianMs / floorMedianMs. */
  ratio: number;
  /** 429 answers to either tab during the app's runs (and to the floor's script, apart). */
  appRateLimited: number;
  floorRateLimited: number;
  /** The second tab: screens opened during the app's runs and the longest wait for one. */
  browsedScreens: number;
  browsingLongestMs: number;
}

const PASSWORD = 'sandbox123';
const BAIXA = '/v1/financeiro/eventos-financeiros/parcelas';
const log = (message: string) => process.stderr.write(`perf bulk: ${message}\n`);
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Up to 60 installments per event (the form's rule): 200 as four events of 50. */
const PER_EVENT = 50;
const BROWSED = ['Recebíveis', 'Contas a pagar', 'Contratos', 'Orçamentos', 'Inadimplência'];

class Api {
  constructor(
    private readonly base: string,
    private readonly token: string,
  ) {}
  async call<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${this.token}`,
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  }
  async ok<T>(method: string, path: string, body?: unknown): Promise<T> {
    const answer = await this.call<T>(method, path, body);
    if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  }
}

interface Made {
  items: Array<{ id: string; total: number }>;
  account: string;
}

/** 200 open payables due `day`, described `tag-n`, through the platform's creation endpoint. */
async function makePayables(api: Api, day: string, tag: string): Promise<Made> {
  const suppliers = await api.ok<{ items: Array<{ id: string }> }>(
    'GET',
    '/v1/pessoas?tipo_perfil=Fornecedor&pagina=1&tamanho_pagina=10',
  );
  const categories = await api.ok<{ itens: Array<{ id: string }> }>(
    'GET',
    '/v1/categorias?tipo=DESPESA&permite_apenas_filhos=true&pagina=1&tamanho_pagina=10',
  );
  const accounts = await api.ok<{ itens: Array<{ id: string; ativo?: boolean }> }>('GET', '/v1/conta-financeira');
  const account = (accounts.itens.find((a) => a.ativo !== false) ?? accounts.itens[0])!.id;
  for (let e = 0; e < BULK_COUNT / PER_EVENT; e++) {
    const parcelas = Array.from({ length: PER_EVENT }, (_, i) => {
      const valor = 10 + e * PER_EVENT + i;
      return {
        descricao: `${tag}-${e * PER_EVENT + i + 1}`,
        data_vencimento: day,
        nota: '',
        conta_financeira: account,
        detalhe_valor: { valor_bruto: valor, valor_liquido: valor, multa: 0, juros: 0, desconto: 0, taxa: 0 },
      };
    });
    const valor = parcelas.reduce((sum, p) => sum + p.detalhe_valor.valor_bruto, 0);
    await api.ok('POST', '/v1/financeiro/eventos-financeiros/contas-a-pagar', {
      data_competencia: day,
      valor,
      descricao: tag,
      observacao: '',
      contato: suppliers.items[0]!.id,
      conta_financeira: account,
      rateio: [{ id_categoria: categories.itens[0]!.id, valor, rateio_centro_custo: [] }],
      condicao_pagamento: { parcelas },
    });
  }
  const found = await api.ok<{ itens: Array<{ id: string; total: number }> }>(
    'GET',
    `/v1/financeiro/eventos-financeiros/contas-a-pagar/buscar?pagina=1&tamanho_pagina=500&data_vencimento_de=${day}&data_vencimento_ate=${day}&descricao=${encodeURIComponent(tag)}`,
  );
  const items = found.itens.map(({ id, total }) => ({ id, total }));
  if (items.length !== BULK_COUNT) throw new Error(`made ${items.length} payables of ${tag}, not ${BULK_COUNT}`);
  return { items, account };
}

/** The floor: the 200 settlements sent at exactly the platform's rate, without waiting for answers. */
async function floorRun(api: Api, made: Made, day: string): Promise<{ ms: number; limited: number }> {
  const spacing = 1_000 / PLATFORM_RATE_LIMITS.perSecond;
  const started = performance.now();
  let limited = 0;
  await Promise.all(
    made.items.map(async ({ id, total }, i) => {
      const at = started + i * spacing;
      const wait = at - performance.now();
      if (wait > 0) await sleep(wait);
      const answer = await api.call('POST', `${BAIXA}/${id}/baixa`, {
        data_pagamento: day,
        conta_financeira: made.account,
        composicao_valor: { valor_bruto: total },
      });
      if (answer.status === 429) limited++;
      else if (answer.status >= 300) throw new Error(`floor: settlement answered ${answer.status}`);
    }),
  );
  return { ms: performance.now() - started, limited };
}

async function ensureSignedIn(page: Page, appUrl: string, email: string, path: string): Promise<void> {
  await page.goto(`${appUrl}${path}`);
  const form = page.getByRole('heading', { name: 'Entrar' });
  const app = page.getByRole('navigation', { name: 'Navegação principal' });
  await form.or(app).first().waitFor({ timeout: 60_000 });
  if (await form.isVisible()) {
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha').fill(PASSWORD);
    await page.getByRole('button', { name: 'Entrar' }).click();
  }
  await app.waitFor({ timeout: 60_000 });
}

/** The second tab: list after list through the menu until told to stop; each screen's wait for its rows. */
async function browse(page: Page, stop: () => boolean): Promise<number[]> {
  const waits: number[] = [];
  for (let i = 0; !stop(); i++) {
    const label = BROWSED[i % BROWSED.length]!;
    const started = Date.now();
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: label, exact: true })
      .click();
    await page
      .locator('main')
      .getByText(/Mostrando|Nenhum|clientes/)
      .first()
      .waitFor({ timeout: 60_000 });
    await page
      .locator('[aria-busy="true"]')
      .first()
      .waitFor({ state: 'detached', timeout: 60_000 })
      .catch(() => {});
    waits.push(Date.now() - started);
    // A user reads the screen a moment before the next click.
    await sleep(400);
  }
  return waits;
}

/** The app: the filter's 200 settled from the list while the second tab browses. */
async function appRun(
  page: Page,
  second: Page,
  appUrl: string,
  day: string,
  tag: string,
): Promise<{ ms: number; waits: number[] }> {
  await page.goto(`${appUrl}/pagamentos?data_vencimento_de=${day}&data_vencimento_ate=${day}&descricao=${tag}`);
  await page.getByRole('button', { name: 'Baixar as em aberto deste filtro' }).click();
  const dialog = page.getByRole('dialog');
  const submit = dialog.getByRole('button', { name: new RegExp(`^Registrar ${BULK_COUNT} baixas`) });
  await submit.waitFor({ timeout: 60_000 });
  // The account is chosen by the form's default once the accounts arrive.
  const account = dialog.getByLabel('Conta financeira', { exact: false }).first();
  for (let tries = 0; !(await account.inputValue()); tries++) {
    if (tries > 300) throw new Error('the review chose no account');
    await sleep(100);
  }
  // The floor starts on a fresh second; so does the app: the review's reads of the 200 fill the
  // second before the click (a user reads the total first), and the platform counts them.
  await sleep(1_100);
  let stopBrowsing = false;
  const armed = Date.now();
  const sends: number[] = [];
  const early: string[] = [];
  const onRequest = (r: { url: () => string; method: () => string }) => {
    if (r.method() === 'POST' && r.url().endsWith('/baixa')) sends.push(Date.now());
    else if (!sends.length) early.push(`${Date.now() - armed} ${r.method()} ${r.url().slice(0, 90)}`);
  };
  page.on('request', onRequest);
  const answers: number[] = [];
  const onAnswer = (r: { request: () => { method: () => string; url: () => string } }) => {
    if (r.request().method() === 'POST' && r.request().url().endsWith('/baixa')) answers.push(Date.now());
  };
  page.on('response', onAnswer);
  const browsing = process.env.PERF_BULK_NO_BROWSE ? Promise.resolve([]) : browse(second, () => stopBrowsing);
  // Timed from the click as the page receives it: Playwright's checks before it (the button
  // visible, stable and on top) take up to a second and are not the app's.
  await page.evaluate(() => {
    document.addEventListener('click', () => ((window as { clickedAt?: number }).clickedAt ??= Date.now()), {
      capture: true,
    });
  });
  if (process.env.PERF_BULK_DEBUG)
    await page.evaluate(() => {
      const w = window as { busy?: number[] };
      w.busy = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.busy!.push(e.duration);
      }).observe({ type: 'longtask' });
    });
  // Its end as the page shows it: Playwright's waiting polls every 500 ms after a while.
  const doneAt = page.evaluate(
    (count) =>
      new Promise<number>((resolve) => {
        // No named functions in here: the runner's transform would name them through a helper the page lacks.
        const done = new RegExp(`Concluído\\. ${count} baixadas`);
        const observer = new MutationObserver(() => {
          const statuses = [...document.querySelectorAll('[role="dialog"] [role="status"]')];
          if (!statuses.some((e) => done.test(e.textContent ?? ''))) return;
          observer.disconnect();
          resolve(Date.now());
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      }),
    BULK_COUNT,
  );
  const beforeClick = Date.now();
  await submit.click();
  const started = (await page.evaluate(() => (window as { clickedAt?: number }).clickedAt)) ?? beforeClick;
  const ms = (await Promise.race([doneAt, sleep(180_000).then(() => NaN)])) - started;
  if (Number.isNaN(ms)) throw new Error(`the run did not end: no "Concluído. ${BULK_COUNT} baixadas"`);
  page.off('request', onRequest);
  page.off('response', onAnswer);
  if (process.env.PERF_BULK_DEBUG) {
    const gaps = sends.slice(1).map((t, i) => t - sends[i]!);
    log(`before the first: ${early.join(' | ')}`);
    const busy = await page.evaluate(() => (window as { busy?: number[] }).busy ?? []);
    log(
      `long tasks: ${busy.length}, ${Math.round(busy.reduce((a, b) => a + b, 0))} ms, longest ${Math.round(Math.max(0, ...busy))} ms`,
    );
    log(
      `sends: first +${sends[0]! - started} ms, last +${sends.at(-1)! - started} ms, gaps p50 ${median(gaps)} max ${Math.max(...gaps)}; last answer +${answers.at(-1)! - started} ms, done +${ms} ms`,
    );
  }
  stopBrowsing = true;
  const waits = await browsing;
  await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
  return { ms, waits };
}

/** A fresh second and minute: the sandbox's counts and the app's shared record of sends. */
async function freshWindow(apiUrl: string, page: Page): Promise<void> {
  const answer = await fetch(`${apiUrl}/__sandbox/rate-limit/reset`, { method: 'POST' });
  if (answer.status !== 204) throw new Error(`rate-limit reset answered ${answer.status}`);
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('api-rate-budget')) localStorage.removeItem(key);
  });
}

export async function measureBulkSettle(
  options: { runs?: number; skipBuild?: boolean; portOffset?: number; user?: string } = {},
): Promise<BulkSettleBenchmark> {
  const runs = Math.max(1, options.runs ?? 3);
  const user = options.user ?? 'financeiro@exemplo.com.br';
  if (!options.skipBuild) build();
  const ports = portsFor(options.portOffset ?? Number(process.env.PERF_PORT_OFFSET ?? 100) + 60);
  const sandbox = await startSandbox(ports);
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  try {
    browser = await chromium.launch({ ...(systemChromium ? { executablePath: systemChromium } : {}) });
    context = await browser.newContext({
      viewport: { width: 1366, height: 768 },
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    const appUrl = `http://localhost:${ports.app}`;
    const apiUrl = `http://localhost:${ports.api}`;
    let limitedNow = 0;
    context.on('response', (response) => {
      if (!response.url().startsWith(`${apiUrl}/v1/`) || response.status() !== 429) return;
      limitedNow++;
      if (process.env.PERF_BULK_DEBUG) log(`429: ${response.request().method()} ${response.url().slice(0, 120)}`);
    });
    const page = await context.newPage();
    await ensureSignedIn(page, appUrl, user, '/contratos');
    const second = await context.newPage();
    await ensureSignedIn(second, appUrl, user, '/contratos');
    const token = await page.evaluate(() => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
      return key ? (JSON.parse(sessionStorage.getItem(key) ?? 'null') as { access_token: string }).access_token : '';
    });
    const api = new Api(apiUrl, token);
    const health = await (await fetch(`${apiUrl}/__sandbox/health`)).json();
    const day = (health as { today: string }).today;

    const runsMs: number[] = [];
    const floorRunsMs: number[] = [];
    let appRateLimited = 0;
    let floorRateLimited = 0;
    const waits: number[] = [];
    // One untimed warm-up of the app (code and reference data loaded), then the runs.
    for (let i = -1; i < runs; i++) {
      const stamp = `${Date.now().toString(36)}${i + 1}`.toUpperCase();
      // The setup is not measured: it starts on a fresh minute, not after the last run's 400 sends.
      await freshWindow(apiUrl, page);
      const floorMade = i < 0 ? null : await makePayables(api, day, `Perf piso ${stamp}`);
      const appTag = `Perf lote ${stamp}`;
      await makePayables(api, day, appTag);
      const phases: Array<() => Promise<void>> = [
        async () => {
          if (!floorMade) return;
          await freshWindow(apiUrl, page);
          const floor = await floorRun(api, floorMade, day);
          floorRunsMs.push(Math.round(floor.ms));
          floorRateLimited += floor.limited;
        },
        async () => {
          await freshWindow(apiUrl, page);
          limitedNow = 0;
          const app = await appRun(page, second, appUrl, day, appTag);
          if (i < 0) return;
          runsMs.push(app.ms);
          appRateLimited += limitedNow;
          waits.push(...app.waits);
        },
      ];
      // Alternating who goes first, so that both see the same load.
      for (const phase of i % 2 === 0 ? phases : phases.reverse()) await phase();
      if (i >= 0)
        log(`run ${i + 1}: app ${runsMs.at(-1)} ms, floor ${floorRunsMs.at(-1)} ms, 429s so far ${appRateLimited}`);
    }
    const medianMs = median(runsMs) ?? NaN;
    const floorMedianMs = median(floorRunsMs) ?? NaN;
    return {
      count: BULK_COUNT,
      runs,
      runsMs,
      medianMs,
      floorRunsMs,
      floorMedianMs,
      ratio: Number((medianMs / floorMedianMs).toFixed(2)),
      appRateLimited,
      floorRateLimited,
      browsedScreens: waits.length,
      browsingLongestMs: waits.length ? Math.max(...waits) : 0,
    };
  } finally {
    await context?.close();
    await browser?.close();
    sandbox.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '3' }, 'skip-build': { type: 'boolean', default: false } },
  });
  measureBulkSettle({ runs: Number(values.runs), skipBuild: values['skip-build'] }).then(
    (result) => console.log(JSON.stringify(result, null, 2)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
