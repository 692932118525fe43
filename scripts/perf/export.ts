/**
 * Benchmark of the contracts export on 5,000 contracts (issue 15: "well under a minute on
 * the sandbox"). Not a timed test: `npm run perf -- --only export` reports it, and
 * `npx tsx scripts/perf/export.ts [--runs N] [--skip-build]` prints it alone.
 *
 * Starts its own sandbox (`SANDBOX_CONTRACTS=5000`, serving dist/), signs in in Chromium,
 * opens the contracts list over every start date and clicks "Exportar CSV": the app's own
 * code path (the lazy dialog, `collectAllPages`, the HTTP layer's background lane paced at
 * `MAX_BACKGROUND_PER_SECOND`, the CSV writer, the download). Timed from the click to
 * "Exportação concluída", and the file's rows are counted.
 *
 * Reference, measured in the same run and the same page, alternating with the export: the
 * same pages (same query, same page size) read with plain `fetch` one after another, no
 * pacing, no CSV, each JSON parsed, a 429 waited out after its Retry-After. That is the
 * floor any client gets from the platform's 10 requests per second; the ratio says what
 * the app's pacing (and its CSV) costs on top.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { MAX_PAGE_SIZE } from '../../src/api/contracts.schema';
import { MAX_BACKGROUND_PER_SECOND } from '../../src/api/http';
import { median } from './report';
import { build, portsFor, startSandbox } from './servers';

export const EXPORT_CONTRACTS = 5000;
/** "Well under a minute": the budget is half of one. */
export const EXPORT_BUDGET_MS = 30_000;

export interface ExportBenchmark {
  contracts: number;
  /** Rows in each exported file (each must equal `contracts`). */
  rows: number;
  pageSize: number;
  pages: number;
  /** The app's pacing of background requests (per second). */
  pacingPerSecond: number;
  runs: number;
  runsMs: number[];
  /** Median, click to "Exportação concluída", ms. */
  medianMs: number;
  referenceRunsMs: number[];
  referenceMedianMs: number;
  ratio: number;
  budgetMs: number;
  /** os.loadavg() (1, 5, 15 minutes) before and after. */
  loadBefore: number[];
  loadAfter: number[];
  cpus: number;
}

const PASSWORD = 'sandbox123';
const QUERY = { data_inicio: '2000-01-01', data_fim: '2099-12-31' };
const log = (message: string) => process.stderr.write(`perf export: ${message}\n`);
const load = () => os.loadavg().map((l) => Number(l.toFixed(2)));
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

/** Reads every page as a plain client would (in the page: same origin, same token). */
async function referenceRead(page: Page, api: string, pageSize: number): Promise<{ ms: number; rows: number }> {
  return page.evaluate(
    async ({ api, query, pageSize }) => {
      const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'));
      const token = (JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}') as { access_token?: string }).access_token;
      const started = performance.now();
      let rows = 0;
      for (let pagina = 1; ; pagina++) {
        const params = new URLSearchParams({ ...query, pagina: String(pagina), tamanho_pagina: String(pageSize) });
        let body: { itens: unknown[]; itens_totais: number };
        for (;;) {
          const response = await fetch(`${api}/v1/contratos?${params}`, {
            headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
          });
          if (response.status === 429) {
            await new Promise((r) => setTimeout(r, Number(response.headers.get('Retry-After') ?? 1) * 1000));
            continue;
          }
          body = (await response.json()) as typeof body;
          break;
        }
        rows += body.itens.length;
        if (body.itens.length < pageSize || pagina * pageSize >= body.itens_totais) break;
      }
      return { ms: performance.now() - started, rows };
    },
    { api, query: QUERY, pageSize },
  );
}

/** One export through the app: click to "Exportação concluída"; the file's data rows. */
async function appExport(page: Page): Promise<{ ms: number; rows: number }> {
  const download = page.waitForEvent('download', { timeout: 120_000 });
  const started = Date.now();
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exportar contratos' });
  await dialog.getByText(/Exportação concluída/).waitFor({ timeout: 120_000 });
  const ms = Date.now() - started;
  const text = readFileSync(await (await download).path(), 'utf8');
  await dialog.getByRole('button', { name: 'Fechar', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  // Data rows: the CSV's lines less the header (the columns hold no line breaks here).
  return { ms, rows: text.split('\r\n').filter(Boolean).length - 1 };
}

export async function measureContractsExport(
  options: { runs?: number; portOffset?: number; user?: string } = {},
): Promise<ExportBenchmark> {
  const { runs = 3, portOffset = 150, user = 'financeiro@exemplo.com.br' } = options;
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
      await page.waitForURL((url) => url.origin === APP && url.pathname === '/contratos', { timeout: 60_000 });
      if (!page.url().includes('data_inicio=2000-01-01')) await page.goto(list);
      const footer = page.getByText(/Mostrando 1–10 de [\d.]+ contratos/);
      await footer.waitFor({ timeout: 60_000 });
      const listed = Number(/de ([\d.]+) contratos/.exec((await footer.textContent()) ?? '')?.[1]?.replace(/\./g, ''));
      if (listed !== EXPORT_CONTRACTS) throw new Error(`the list shows ${listed} contracts, not ${EXPORT_CONTRACTS}`);

      const runsMs: number[] = [];
      const referenceRunsMs: number[] = [];
      let rows = 0;
      for (let i = 0; i < runs; i++) {
        // A quiet second between readers: each starts with the rate limit's window empty.
        await page.waitForTimeout(1500);
        const app = await appExport(page);
        if (app.rows !== EXPORT_CONTRACTS) throw new Error(`run ${i + 1}: the file has ${app.rows} rows`);
        rows = app.rows;
        runsMs.push(app.ms);
        await page.waitForTimeout(1500);
        const ref = await referenceRead(page, API, MAX_PAGE_SIZE);
        if (ref.rows !== EXPORT_CONTRACTS) throw new Error(`reference run ${i + 1} read ${ref.rows} rows`);
        referenceRunsMs.push(Math.round(ref.ms));
        log(`run ${i + 1}/${runs}: export ${app.ms} ms, reference ${Math.round(ref.ms)} ms`);
      }
      const medianMs = median(runsMs) ?? Number.NaN;
      const referenceMedianMs = median(referenceRunsMs) ?? Number.NaN;
      return {
        contracts: EXPORT_CONTRACTS,
        rows,
        pageSize: MAX_PAGE_SIZE,
        pages: Math.ceil(EXPORT_CONTRACTS / MAX_PAGE_SIZE),
        pacingPerSecond: MAX_BACKGROUND_PER_SECOND,
        runs,
        runsMs,
        medianMs,
        referenceRunsMs,
        referenceMedianMs,
        ratio: Number((medianMs / referenceMedianMs).toFixed(2)),
        budgetMs: EXPORT_BUDGET_MS,
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
    options: { runs: { type: 'string', default: '3' }, 'skip-build': { type: 'boolean', default: false } },
  });
  if (!values['skip-build']) build();
  measureContractsExport({ runs: Math.max(1, Number(values.runs) || 3) }).then(
    (result) => {
      process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
      process.exit(result.medianMs <= result.budgetMs ? 0 : 1);
    },
    (error: unknown) => {
      process.stderr.write(`perf export: ${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    },
  );
}
