/**
 * Benchmark of the portfolio (`/empresas`) over the sandbox's ten companies of
 * `contador@exemplo.com.br`. Part of `npm run perf` (`--only portfolio`), and
 * `npx tsx scripts/perf/portfolio.ts [--runs N] [--skip-build]` prints it alone as JSON.
 *
 * Starts its own sandbox (serving dist/), signs in to each of the ten companies in one tab
 * (the provider's company step), then, alternating in the same run so both see the same load:
 *
 * - the app: `/empresas` loaded, timed from the navigation to the last company's row filled
 *   (no "Carregando os números…" left). Its requests are recorded with their tokens.
 * - the plain script, in Node: the same requests (the app's recorded list: the same paths,
 *   queries and tokens), each company's in parallel with the others and its own in order,
 *   under the platform's published limits per company (20 a second). JSON parsed, no screen.
 *
 * The ratio of the medians is reported beside both; one untimed warm-up of each first.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Page, type Request } from '@playwright/test';
import { PORTFOLIO } from '../../sandbox/companies';
import { PLATFORM_RATE_LIMITS } from '../../sandbox/api/rate-limit';
import { median } from './report';
import { build, portsFor, startSandbox } from './servers';

export interface PortfolioBenchmark {
  companies: number;
  /** The app's requests per portfolio load (every company's). */
  requests: number;
  runs: number;
  runsMs: number[];
  medianMs: number;
  referenceRunsMs: number[];
  referenceMedianMs: number;
  /** medianMs / referenceMedianMs. */
  ratio: number;
}

const PASSWORD = 'sandbox123';
const USER = 'contador@exemplo.com.br';
const log = (message: string) => process.stderr.write(`perf portfolio: ${message}\n`);
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Recorded {
  url: string;
  token: string;
}

/** Signs in to every portfolio company in the tab: the first with the password, the others through "Adicionar empresa". */
async function signInToAll(page: Page, appUrl: string): Promise<void> {
  for (const [i, company] of PORTFOLIO.entries()) {
    if (i === 0) {
      await page.goto(`${appUrl}/contratos`);
      await page.getByLabel('E-mail').fill(USER);
      await page.getByLabel('Senha').fill(PASSWORD);
      await page.getByRole('button', { name: 'Entrar' }).click();
    } else {
      await page
        .getByRole('banner')
        .getByRole('button', { name: /trocar de empresa$/ })
        .click();
      await page.getByRole('button', { name: 'Adicionar empresa' }).click();
    }
    await page.getByRole('radio', { name: new RegExp(`^${company.nome_fantasia}`) }).check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL(new RegExp(`/e/${company.id}/`));
    await page.getByRole('heading', { name: 'Contratos', level: 1 }).waitFor();
  }
}

/** The app: the portfolio loaded until every row is filled; returns its time and its requests. */
async function appLoad(page: Page, appUrl: string, api: string): Promise<{ ms: number; sent: Recorded[] }> {
  const sent: Recorded[] = [];
  const onRequest = (request: Request) => {
    const auth = request.headers().authorization;
    if (request.url().startsWith(api) && auth) sent.push({ url: request.url(), token: auth.slice('Bearer '.length) });
  };
  page.on('request', onRequest);
  const started = Date.now();
  await page.goto(`${appUrl}/empresas`);
  const table = page.getByRole('table', { name: 'Empresas conectadas' });
  await table.getByRole('row').nth(PORTFOLIO.length).waitFor();
  await page.waitForFunction(() => !document.body.textContent?.includes('Carregando os números…'), null, {
    timeout: 120_000,
    polling: 50,
  });
  const ms = Date.now() - started;
  page.off('request', onRequest);
  return { ms, sent };
}

/** The plain script: the same requests, each company's in order, the companies in parallel, each under 20 a second. */
async function plainRead(requests: Recorded[]): Promise<number> {
  const byToken = new Map<string, string[]>();
  for (const r of requests) byToken.set(r.token, [...(byToken.get(r.token) ?? []), r.url]);
  const started = Date.now();
  await Promise.all(
    [...byToken].map(async ([token, urls]) => {
      const sentAt: number[] = [];
      for (const url of urls) {
        const recent = sentAt.filter((t) => Date.now() - t < 1_000);
        if (recent.length >= PLATFORM_RATE_LIMITS.perSecond) await sleep(1_000 - (Date.now() - (recent[0] as number)));
        sentAt.push(Date.now());
        const response = await fetch(url, {
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        });
        await response.json();
      }
    }),
  );
  return Date.now() - started;
}

export async function measurePortfolio(options: { runs?: number; skipBuild?: boolean } = {}) {
  const runs = Math.max(1, options.runs ?? 5);
  if (!options.skipBuild) build();
  const ports = portsFor(Number(process.env.PERF_PORT_OFFSET ?? 100) + 40);
  const sandbox = await startSandbox(ports);
  const browser = await chromium.launch({ ...(systemChromium ? { executablePath: systemChromium } : {}) });
  try {
    const page = await browser.newPage();
    const appUrl = `http://localhost:${ports.app}`;
    const api = `http://localhost:${ports.api}`;
    log(`signing in to ${PORTFOLIO.length} companies…`);
    await signInToAll(page, appUrl);
    const warm = await appLoad(page, appUrl, api);
    await plainRead(warm.sent);
    const runsMs: number[] = [];
    const referenceRunsMs: number[] = [];
    let requests = warm.sent.length;
    for (let i = 0; i < runs; i++) {
      // Alternating who goes first, so that both see the same load.
      if (i % 2 === 0) {
        const app = await appLoad(page, appUrl, api);
        runsMs.push(app.ms);
        requests = app.sent.length;
        referenceRunsMs.push(await plainRead(app.sent));
      } else {
        referenceRunsMs.push(await plainRead(warm.sent));
        const app = await appLoad(page, appUrl, api);
        runsMs.push(app.ms);
      }
      log(`run ${i + 1}: app ${runsMs.at(-1)} ms, plain ${referenceRunsMs.at(-1)} ms`);
    }
    const medianMs = median(runsMs) ?? NaN;
    const referenceMedianMs = median(referenceRunsMs) ?? NaN;
    return {
      companies: PORTFOLIO.length,
      requests,
      runs,
      runsMs,
      medianMs,
      referenceRunsMs,
      referenceMedianMs,
      ratio: Number((medianMs / referenceMedianMs).toFixed(2)),
    } satisfies PortfolioBenchmark;
  } finally {
    await browser.close();
    sandbox.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '5' }, 'skip-build': { type: 'boolean', default: false } },
  });
  measurePortfolio({ runs: Number(values.runs), skipBuild: values['skip-build'] }).then(
    (result) => console.log(JSON.stringify(result, null, 2)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
