/**
 * Benchmark of the contracts export on 5,000 contracts. The target: "well under a minute on
 * the sandbox" (`EXPORT_BUDGET_MS`); the export issue: "at most 1.2× a plain script
 * fetching the same pages in the same run (page size 1000 where the platform takes it)"
 * (`EXPORT_RATIO_BUDGET`). Part of `npm run perf` (`--only export` alone), and
 * `npx tsx scripts/perf/export.ts [--runs N] [--skip-build] [--profile DIR] [--latency MS]` prints
 * it alone as JSON (`--profile`: two more exports, untimed, traced and sampled; see
 * `profiledExports`; `--latency`: every list answer of the sandbox waits MS first, for both readers).
 *
 * Starts its own sandbox (`SANDBOX_CONTRACTS=5000`, serving dist/) and signs in in Chromium
 * (no CPU throttling). Then, alternating in the same run so both see the same load:
 *
 * - the app: the contracts list over every start date, "Exportar CSV" clicked. The app's
 *   own path: the lazy dialog and columns, the page-size probe, `collectAllPages`, the HTTP
 *   layer (shared rate budget, background lane, CORS, zod), the progress dialog, the CSV
 *   writer and the download. Timed from the click to the file saved (Playwright's download,
 *   finished on disk); the file's rows are counted. The app's requests are recorded, which
 *   splits the time (before the first page, the pages, after the last page) and proves the
 *   plain script read the same pages.
 * - the plain script, in Node: `fetch` with the signed-in tab's access token (read as
 *   e2e/support/api.ts `storedUser` reads it), `GET /v1/contratos` with the list's filters
 *   at `tamanho_pagina=1000` (50 if the platform answers 400) from page 1 to the last (a
 *   short page, or `itens_totais` reached: the app's stop), one after another, each JSON
 *   parsed, under the platform's published limits (20/s, 500/min; a 429 waited out after
 *   its Retry-After). No CSV, no file.
 *
 * One untimed warm-up of each first (the app's first click loads the dialog's chunks; the
 * plain script's first request opens its connection); both warm-ups are kept in the JSON.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Page, type Request } from '@playwright/test';
import { MAX_PAGE_SIZE, PLATFORM_MAX_PAGE_SIZE } from '../../src/api/contracts.schema';
import { MAX_BACKGROUND_PER_SECOND } from '../../src/api/http';
import { PLATFORM_RATE_LIMITS } from '../../sandbox/api/rate-limit';
import { median } from './report';
import { mainThreadBreakdown, recordTrace, TRACE_CATEGORIES, type TraceEvent } from './trace';
import { build, portsFor, startSandbox } from './servers';

export const EXPORT_CONTRACTS = 5000;
/** "Well under a minute": the budget is half of one. */
export const EXPORT_BUDGET_MS = 30_000;
/** The app's export at most this many times the plain script's read of the same pages. */
export const EXPORT_RATIO_BUDGET = 1.2;

/** Where one app export's time went (ms from the click, as the page received it). */
export interface ExportPhases {
  /** When Playwright's click() was called (negative: its checks before the click). */
  clickCall: number;
  /** The page-size probe sent (the dialog's chunks and the columns loaded before it). */
  probeSent: number | null;
  /** The first page's request sent. */
  firstPageSent: number;
  /** The last page's answer received. */
  lastPageDone: number;
  /**
   * The longest wait between a page's answer and the next page's request (the app's
   * handling of a page, and its rate budget's wait when the background lane is full).
   */
  longestGap: number;
  /** The app's download link clicked (rows collected, CSV written, Blob made). */
  downloadLink: number;
  /** Playwright's download event (the browser started saving). */
  downloadStarted: number;
  /** The file saved on disk: the timed end. */
  saved: number;
}

export interface ExportRun {
  appMs: number;
  plainMs: number;
  phases: ExportPhases;
  /** Each page request of the app: sent and finished, ms from the click. */
  appPages: { pagina: number; sent: number; done: number }[];
  /** Each page of the plain script: ms from its start to the parsed answer. */
  plainPages: number[];
  /** The same pages with `fetch` in the signed-in page (not judged: where the gap is). */
  inPageMs: number;
  /** Which ran first in this pair (alternates). */
  first: 'app' | 'plain';
}

export interface ExportBenchmark {
  contracts: number;
  /** Rows in each exported file (each must equal `contracts`). */
  rows: number;
  pageSize: number;
  pages: number;
  /** The filters both readers sent (besides pagina and tamanho_pagina). */
  filters: Record<string, string>;
  /** The app's requests per export: the probe and the pages. */
  appRequests: number;
  /** The app's pacing of background requests (per second). */
  pacingPerSecond: number;
  runs: number;
  warmUp: { appMs: number; plainMs: number };
  perRun: ExportRun[];
  runsMs: number[];
  /** Median, click to the file saved, ms. */
  medianMs: number;
  referenceRunsMs: number[];
  /** Median of the plain script's reads, ms. */
  referenceMedianMs: number;
  /** medianMs / referenceMedianMs (the figure judged against `ratioBudget`). */
  ratio: number;
  /** Each pair's own ratio, for the spread. */
  pairedRatios: number[];
  /** Median of the same pages read with `fetch` in the page (info). */
  inPageMedianMs: number;
  /** Medians of the app's phases, ms. */
  medianPhases: {
    beforeFirstPage: number;
    pages: number;
    longestGap: number;
    /** The last page's answer to the download link (the rows' last handling and the CSV). */
    toLink: number;
    /** The download link to the file on disk. */
    linkToSaved: number;
  };
  budgetMs: number;
  ratioBudget: number;
  /** os.loadavg() (1, 5, 15 minutes) before and after. */
  loadBefore: number[];
  loadAfter: number[];
  cpus: number;
}

const PASSWORD = 'sandbox123';
/** The list's filters for the export: every start date (the default interval is 5 years). */
const QUERY = { data_inicio: '2000-01-01', data_fim: '2099-12-31' };
/** The app's page-size probe asks this page (src/features/contracts/list/export.ts). */
const PROBE_PAGE = '999999';
const log = (message: string) => process.stderr.write(`perf export: ${message}\n`);
const load = () => os.loadavg().map((l) => Number(l.toFixed(2)));
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A page request's query, without the page: what must be the same for both readers. */
const filtersOf = (params: URLSearchParams) =>
  [...params].filter(([k]) => k !== 'pagina').sort(([a], [b]) => a.localeCompare(b));
const keyOf = (params: URLSearchParams) => JSON.stringify([...params].sort(([a], [b]) => a.localeCompare(b)));

/** The platform's published limits (20 a second, 500 a minute), kept by the plain script too. */
class PlatformPacer {
  private sent: number[] = [];
  async take(): Promise<void> {
    for (;;) {
      const now = Date.now();
      this.sent = this.sent.filter((t) => now - t < 60_000);
      const second = this.sent.filter((t) => now - t < 1_000);
      let wait = 0;
      if (second.length >= PLATFORM_RATE_LIMITS.perSecond)
        wait = 1_000 - (now - (second[second.length - PLATFORM_RATE_LIMITS.perSecond] as number));
      if (this.sent.length >= PLATFORM_RATE_LIMITS.perMinute)
        wait = Math.max(
          wait,
          60_000 - (now - (this.sent[this.sent.length - PLATFORM_RATE_LIMITS.perMinute] as number)),
        );
      if (wait <= 0) {
        this.sent.push(now);
        return;
      }
      await sleep(wait + 1);
    }
  }
}

/**
 * The plain script: every page of the filters, one after another, in Node. Returns its
 * time, the rows, and each page's query (to compare with the app's).
 */
async function plainRead(
  api: string,
  token: string,
): Promise<{ ms: number; rows: number; pages: URLSearchParams[]; pageMs: number[]; pageSize: number }> {
  const pacer = new PlatformPacer();
  const get = async (params: URLSearchParams) => {
    for (;;) {
      await pacer.take();
      const response = await fetch(`${api}/v1/contratos?${params}`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      });
      if (response.status === 429) {
        await response.arrayBuffer();
        log(`plain script: 429, waiting ${response.headers.get('Retry-After') ?? 1} s`);
        await sleep(Number(response.headers.get('Retry-After') ?? 1) * 1000);
        continue;
      }
      return response;
    }
  };
  const started = performance.now();
  let pageSize = PLATFORM_MAX_PAGE_SIZE;
  let rows = 0;
  let pages: URLSearchParams[] = [];
  let pageMs: number[] = [];
  for (let pagina = 1; ; pagina++) {
    const params = new URLSearchParams({ ...QUERY, pagina: String(pagina), tamanho_pagina: String(pageSize) });
    const response = await get(params);
    if (response.status === 400 && pagina === 1 && pageSize !== MAX_PAGE_SIZE) {
      // The platform does not take 1000: the app's fallback page size.
      await response.arrayBuffer();
      pageSize = MAX_PAGE_SIZE;
      pagina = 0;
      pages = [];
      pageMs = [];
      continue;
    }
    if (!response.ok) throw new Error(`plain script: page ${pagina} answered ${response.status}`);
    const body = (await response.json()) as { itens: unknown[]; itens_totais: number | null };
    pages.push(params);
    pageMs.push(Math.round(performance.now() - started));
    rows += body.itens.length;
    const total = body.itens_totais;
    if (body.itens.length < pageSize || (total !== null && pagina * pageSize >= total)) break;
  }
  return { ms: performance.now() - started, rows, pages, pageMs, pageSize };
}

/**
 * The plain script's pages read again with `fetch` inside the signed-in page (the app's
 * origin, so CORS as the app has it; no app code, no pacing, no CSV): not judged, it
 * splits the gap between the app and Node into the browser's share and the app's.
 */
async function inPageRead(page: Page, api: string, token: string, pages: URLSearchParams[]): Promise<number> {
  return page.evaluate(
    async ({ api, token, queries }) => {
      const started = performance.now();
      for (const query of queries) {
        const response = await fetch(`${api}/v1/contratos?${query}`, {
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        });
        if (!response.ok) throw new Error(`in-page read: ${response.status}`);
        await response.json();
      }
      return Math.round(performance.now() - started);
    },
    { api, token, queries: pages.map(String) },
  );
}

/**
 * Marks the click and the download in the page: `pointerdown` on "Exportar CSV" and the
 * click on the app's download link (src/ui/plain/export/useListExport.ts `downloadText`), seen
 * by capture listeners on the document (nothing of the app is changed). Each is kept as
 * the page's `Date.now()` (the same clock as this script's) and as a user-timing mark for
 * traces.
 */
async function installMarks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as Record<string, number>;
    document.addEventListener(
      'pointerdown',
      (e) => {
        const button = e.target instanceof Element ? e.target.closest('button') : null;
        if (button?.textContent?.trim() !== 'Exportar CSV') return;
        w.__perfExportClickAt = Date.now();
        performance.mark('perf:export-click');
      },
      true,
    );
    document.addEventListener(
      'click',
      (e) => {
        if (!(e.target instanceof HTMLAnchorElement && e.target.download)) return;
        w.__perfExportLinkAt = Date.now();
        performance.mark('perf:export-download');
      },
      true,
    );
  });
}

/** One export through the app, click to the file saved; its requests to /v1/contratos. */
async function appExport(page: Page) {
  const requests: { params: URLSearchParams; sent: number; done?: number; request: Request }[] = [];
  let listening = false;
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (request.method() !== 'GET' || url.pathname !== '/v1/contratos' || !listening) return;
    requests.push({ params: url.searchParams, sent: Date.now(), request });
  };
  const onFinished = (request: Request) => {
    const entry = requests.find((r) => r.request === request);
    if (entry) entry.done = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onFinished);
  try {
    await page.evaluate(() => {
      const w = window as unknown as Record<string, number>;
      w.__perfExportClickAt = 0;
      w.__perfExportLinkAt = 0;
    });
    const downloadEvent = page.waitForEvent('download', { timeout: 120_000 });
    listening = true;
    const called = Date.now();
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const download = await downloadEvent;
    const downloadAt = Date.now();
    const file = await download.path();
    const savedAt = Date.now();
    listening = false;
    const dialog = page.getByRole('dialog', { name: 'Exportar contratos' });
    await dialog.getByText(/Exportação concluída/).waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    const marks = await page.evaluate(() => {
      const w = window as unknown as Record<string, number>;
      return { clickAt: w.__perfExportClickAt ?? 0, linkAt: w.__perfExportLinkAt ?? 0 };
    });
    if (!marks.clickAt || !marks.linkAt) throw new Error('the click or the download link was not seen in the page');
    // From the click as the page received it (Playwright's own checks before it left out).
    const at = (t: number) => t - marks.clickAt;
    const text = readFileSync(file, 'utf8');
    const probe = requests.find((r) => r.params.get('pagina') === PROBE_PAGE);
    const pages = requests.filter((r) => r !== probe);
    if (!pages.length) throw new Error('the app sent no page request');
    const last = pages.reduce((a, b) => ((b.done ?? 0) > (a.done ?? 0) ? b : a));
    const ordered = [...pages].sort((x, y) => x.sent - y.sent);
    const gaps = ordered.slice(1).map((r, i) => r.sent - ((ordered[i] as (typeof ordered)[number]).done ?? r.sent));
    return {
      ms: at(savedAt),
      // Data rows: the CSV's lines less the header (the columns hold no line breaks here).
      rows: text.split('\r\n').filter(Boolean).length - 1,
      pages: pages.map((r) => r.params),
      appRequests: requests.length,
      phases: {
        clickCall: called - marks.clickAt,
        probeSent: probe ? at(probe.sent) : null,
        firstPageSent: at(Math.min(...pages.map((r) => r.sent))),
        lastPageDone: last.done === undefined ? Number.NaN : at(last.done),
        longestGap: Math.max(0, ...gaps),
        downloadLink: at(marks.linkAt),
        downloadStarted: at(downloadAt),
        saved: at(savedAt),
      } satisfies ExportPhases,
      appPages: pages.map((r) => ({
        pagina: Number(r.params.get('pagina')),
        sent: at(r.sent),
        done: r.done === undefined ? Number.NaN : at(r.done),
      })),
    };
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onFinished);
  }
}

/** The same pages, same filters and page size, in any order: else the comparison is void. */
function assertSamePages(app: URLSearchParams[], plain: URLSearchParams[]): void {
  const a = app.map(keyOf).sort();
  const p = plain.map(keyOf).sort();
  if (JSON.stringify(a) !== JSON.stringify(p)) {
    throw new Error(
      `the app and the plain script read different pages:\n  app:   ${a.join(' ')}\n  plain: ${p.join(' ')}`,
    );
  }
}

/** The page's main-thread tasks (outermost) in a trace, and the time they fill in a window. */
function mainThreadBusy(events: TraceEvent[], mark: TraceEvent) {
  // Every top-level event, not only tasks: the promise chain that ends an export (the last
  // page's JSON, zod, the CSV, the link's click) runs in a microtask checkpoint
  // (`BlinkScheduler_PerformMicrotaskCheckpoint`) outside any `RunTask`.
  const tasks = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        e.pid === mark.pid &&
        e.tid === mark.tid &&
        typeof e.dur === 'number' &&
        e.cat.split(',').includes('toplevel'),
    )
    .sort((a, b) => a.ts - b.ts || (b.dur as number) - (a.dur as number));
  const outer: TraceEvent[] = [];
  let lastEnd = -Infinity;
  for (const t of tasks) {
    if (t.ts >= lastEnd) {
      outer.push(t);
      lastEnd = t.ts + (t.dur as number);
    }
  }
  return (from: number, to: number) => {
    let busy = 0;
    for (const t of outer) busy += Math.max(0, Math.min(to, t.ts + (t.dur as number)) - Math.max(from, t.ts));
    return Math.round(busy / 100) / 10;
  };
}

/**
 * Two more exports, not timed (`profileDir`): the first traced (Chrome's trace, saved as
 * `export-trace.json`; its main thread's busy time per phase and by kind in
 * `export-profile.json`), the second under V8's sampler (`export.cpuprofile`, 200 µs;
 * DevTools opens both, with dist/'s source maps).
 */
async function profiledExports(page: Page, dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const cdp = await page.context().newCDPSession(page);
  await sleep(1500);
  const { result: traced, events } = await recordTrace(cdp, () => appExport(page), TRACE_CATEGORIES);
  writeFileSync(join(dir, 'export-trace.json'), JSON.stringify({ traceEvents: events }));
  const mark = (name: string) => events.find((e) => e.name === name && e.cat.includes('blink.user_timing'));
  const click = mark('perf:export-click');
  const link = mark('perf:export-download');
  let summary: Record<string, unknown> = { phases: traced.phases, pages: traced.appPages };
  if (click && link) {
    const busy = mainThreadBusy(events, click);
    // The export's requests as the renderer sent and finished them, between the two marks.
    const within = (e: TraceEvent) => e.ts >= click.ts && e.ts <= link.ts;
    const sends = events.filter(
      (e) =>
        e.name === 'ResourceSendRequest' &&
        within(e) &&
        String((e.args?.data as { url?: string } | undefined)?.url ?? '').includes('/v1/contratos?'),
    );
    const ids = new Set(sends.map((e) => (e.args?.data as { requestId: string }).requestId));
    const finishes = events.filter(
      (e) => e.name === 'ResourceFinish' && within(e) && ids.has((e.args?.data as { requestId: string }).requestId),
    );
    const firstPage = sends.find(
      (e) => !String((e.args?.data as { url: string }).url).includes(`pagina=${PROBE_PAGE}`),
    );
    const lastDone = Math.max(...finishes.map((e) => e.ts));
    const ms = (a: number, b: number) => Math.round((b - a) / 100) / 10;
    summary = {
      ...summary,
      byPhase: firstPage
        ? {
            clickToFirstPage: { ms: ms(click.ts, firstPage.ts), busyMs: busy(click.ts, firstPage.ts) },
            pages: { ms: ms(firstPage.ts, lastDone), busyMs: busy(firstPage.ts, lastDone) },
            lastPageToLink: { ms: ms(lastDone, link.ts), busyMs: busy(lastDone, link.ts) },
          }
        : null,
      byKind: mainThreadBreakdown(events, 'perf:export-click', 'perf:export-download'),
      mainThreadBusyMs: busy(click.ts, link.ts),
    };
  }
  writeFileSync(join(dir, 'export-profile.json'), `${JSON.stringify(summary, null, 2)}\n`);
  log(`traced export: ${traced.ms} ms (inflated by tracing); ${JSON.stringify(summary.byPhase ?? null)}`);

  await sleep(1500);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const sampled = await appExport(page);
  const { profile } = await cdp.send('Profiler.stop');
  await cdp.detach();
  writeFileSync(join(dir, 'export.cpuprofile'), JSON.stringify(profile));
  log(`sampled export: ${sampled.ms} ms (inflated by the sampler); profiles in ${dir}`);
}

export async function measureContractsExport(
  options: { runs?: number; portOffset?: number; user?: string; profileDir?: string; latencyMs?: number } = {},
): Promise<ExportBenchmark> {
  const { runs = 5, portOffset = 150, user = 'financeiro@exemplo.com.br', profileDir, latencyMs = 0 } = options;
  const ports = portsFor(portOffset);
  const APP = `http://localhost:${ports.app}`;
  const API = `http://localhost:${ports.api}`;
  const loadBefore = load();
  log(`starting a sandbox with ${EXPORT_CONTRACTS} contracts (load ${loadBefore.join(' ')})…`);
  const sandbox = await startSandbox(ports, EXPORT_CONTRACTS);
  const userDataDir = mkdtempSync(join(os.tmpdir(), 'perf-export-'));
  try {
    const context = await chromium.launchPersistentContext(userDataDir, {
      headless: true,
      ...(systemChromium ? { executablePath: systemChromium } : {}),
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
      acceptDownloads: true,
      viewport: { width: 1366, height: 768 },
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const list = `${APP}/contratos?${new URLSearchParams(QUERY)}`;
      await page.goto(list);
      await page.getByRole('heading', { name: 'Entrar' }).waitFor({ timeout: 60_000 });
      await page.getByLabel('E-mail').fill(user);
      await page.getByLabel('Senha').fill(PASSWORD);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForURL((url) => url.origin === APP && url.pathname.endsWith('/contratos'), { timeout: 60_000 });
      if (!page.url().includes('data_inicio=2000-01-01')) await page.goto(list);
      const footer = page.getByText(/Mostrando 1–10 de [\d.]+ contratos/);
      await footer.waitFor({ timeout: 60_000 });
      const listed = Number(/de ([\d.]+) contratos/.exec((await footer.textContent()) ?? '')?.[1]?.replace(/\./g, ''));
      if (listed !== EXPORT_CONTRACTS) throw new Error(`the list shows ${listed} contracts, not ${EXPORT_CONTRACTS}`);
      await installMarks(page);
      // The signed-in tab's token, as e2e/support/api.ts reads it (sessionStorage, decision 0004).
      const token = await page.evaluate(() => {
        const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
        return (JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}') as { access_token?: string }).access_token;
      });
      if (!token) throw new Error('no access token in the signed-in tab');
      // A round trip to a distant platform: each list answer waits this long, for both readers.
      if (latencyMs > 0) {
        const rule = await fetch(`${API}/__sandbox/faults`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ method: 'GET', path: '^/v1/contratos$', delayMs: latencyMs }),
        });
        if (!rule.ok) throw new Error(`the sandbox refused the latency rule: ${rule.status}`);
      }

      // A quiet moment between readers: each starts with the rate windows (the app's
      // 1,025 ms, the platform's second) empty.
      const gap = () => sleep(1500);
      const app = async (label: string) => {
        await gap();
        const a = await appExport(page);
        if (a.rows !== EXPORT_CONTRACTS) throw new Error(`${label}: the file has ${a.rows} rows`);
        return a;
      };
      const plain = async (label: string) => {
        await gap();
        const p = await plainRead(API, token);
        if (p.rows !== EXPORT_CONTRACTS) throw new Error(`${label}: the plain script read ${p.rows} rows`);
        return p;
      };

      const warmApp = await app('warm-up');
      const warmPlain = await plain('warm-up');
      assertSamePages(warmApp.pages, warmPlain.pages);
      for (const params of warmPlain.pages) {
        const filters = filtersOf(params).filter(([k]) => k !== 'tamanho_pagina');
        if (JSON.stringify(filters) !== JSON.stringify(Object.entries(QUERY).sort())) {
          throw new Error(`unexpected filters ${JSON.stringify(filters)}`);
        }
      }
      log(
        `warm-up: export ${warmApp.ms} ms, plain ${Math.round(warmPlain.ms)} ms ` +
          `(${warmPlain.pages.length} pages of ${warmPlain.pageSize}; the app sent ${warmApp.appRequests} requests)`,
      );

      const perRun: ExportRun[] = [];
      for (let i = 0; i < runs; i++) {
        // Alternating which goes first, so a drift in the load favours neither.
        const first = i % 2 === 0 ? 'app' : 'plain';
        let a: Awaited<ReturnType<typeof appExport>>;
        let p: Awaited<ReturnType<typeof plainRead>>;
        if (first === 'app') {
          a = await app(`run ${i + 1}`);
          p = await plain(`run ${i + 1}`);
        } else {
          p = await plain(`run ${i + 1}`);
          a = await app(`run ${i + 1}`);
        }
        assertSamePages(a.pages, p.pages);
        await gap();
        const inPageMs = await inPageRead(page, API, token, p.pages);
        perRun.push({
          appMs: a.ms,
          plainMs: Math.round(p.ms),
          phases: a.phases,
          appPages: a.appPages,
          plainPages: p.pageMs,
          inPageMs,
          first,
        });
        const ph = a.phases;
        log(
          `run ${i + 1}/${runs}: export ${a.ms} ms (first page sent at ${ph.firstPageSent}, last answered at ` +
            `${ph.lastPageDone}, download at ${ph.downloadStarted}), plain ${Math.round(p.ms)} ms, in the page ${inPageMs} ms`,
        );
      }
      if (profileDir) await profiledExports(page, profileDir);
      const runsMs = perRun.map((r) => r.appMs);
      const referenceRunsMs = perRun.map((r) => r.plainMs);
      const medianMs = median(runsMs) ?? Number.NaN;
      const referenceMedianMs = median(referenceRunsMs) ?? Number.NaN;
      const phaseMedian = (f: (p: ExportPhases) => number) => Math.round(median(perRun.map((r) => f(r.phases))) ?? 0);
      return {
        contracts: EXPORT_CONTRACTS,
        rows: EXPORT_CONTRACTS,
        pageSize: warmPlain.pageSize,
        pages: warmPlain.pages.length,
        filters: QUERY,
        appRequests: warmApp.appRequests,
        pacingPerSecond: MAX_BACKGROUND_PER_SECOND,
        runs,
        warmUp: { appMs: warmApp.ms, plainMs: Math.round(warmPlain.ms) },
        perRun,
        runsMs,
        medianMs,
        referenceRunsMs,
        referenceMedianMs,
        ratio: Number((medianMs / referenceMedianMs).toFixed(2)),
        pairedRatios: perRun.map((r) => Number((r.appMs / r.plainMs).toFixed(2))),
        inPageMedianMs: median(perRun.map((r) => r.inPageMs)) ?? Number.NaN,
        medianPhases: {
          beforeFirstPage: phaseMedian((p) => p.firstPageSent),
          pages: phaseMedian((p) => p.lastPageDone - p.firstPageSent),
          longestGap: phaseMedian((p) => p.longestGap),
          toLink: phaseMedian((p) => p.downloadLink - p.lastPageDone),
          linkToSaved: phaseMedian((p) => p.saved - p.downloadLink),
        },
        budgetMs: EXPORT_BUDGET_MS,
        ratioBudget: EXPORT_RATIO_BUDGET,
        loadBefore,
        loadAfter: load(),
        cpus: os.cpus().length,
      };
    } finally {
      await context.close();
    }
  } finally {
    sandbox.stop();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      'skip-build': { type: 'boolean', default: false },
      profile: { type: 'string' },
      latency: { type: 'string', default: '0' },
    },
  });
  if (!values['skip-build']) build();
  measureContractsExport({
    runs: Math.max(1, Number(values.runs) || 5),
    portOffset: Number(process.env.PERF_PORT_OFFSET ?? 100) + 50,
    ...(values.profile ? { profileDir: values.profile } : {}),
    latencyMs: Number(values.latency) || 0,
  }).then(
    (result) => {
      process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
      process.exit(result.medianMs <= result.budgetMs && result.ratio <= result.ratioBudget ? 0 : 1);
    },
    (error: unknown) => {
      process.stderr.write(`perf export: ${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    },
  );
}
