import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { portsFor, startSandbox } from './servers';
import { recordTrace, type TraceEvent } from './trace';

/**
 * `npm run perf:css-ab -- --variants FILE.json`: an interleaved A/B of CSS on one list's
 * filter change (decision 0015). Serves dist/ through the sandbox, signs in, opens `--path`
 * with 50 rows, then, round after round, puts each variant's CSS in a `<style>` of the
 * page and presses each of `--keys` in the `--select` field (a native select; `--role checkbox`
 * for a checkbox toggled with `--keys Space,Space`), tracing
 * every change (`--before` keys are pressed first, untraced): the thread time of the page's tasks until the change settles, and where it
 * went (paint, pre-paint, layerize, layout, style). Variants alternate change by change, so
 * the machine's load moves them together; report the medians side by side.
 *
 * The variants file: `{ "base": "", "no-clip": ".ui-table-compact td { overflow: visible }" }`.
 */

const { values: args } = parseArgs({
  options: {
    variants: { type: 'string' },
    path: { type: 'string', default: '/recebiveis/inadimplencia?tamanho_pagina=50' },
    select: { type: 'string', default: 'Faixa de atraso' },
    role: { type: 'string', default: 'combobox' },
    keys: { type: 'string', default: 'End,Home' },
    // Pressed after the focus, untraced: e.g. `ArrowDown,ArrowDown` opens a combobox on its second option.
    before: { type: 'string', default: '' },
    rounds: { type: 'string', default: '12' },
    // Unthrottled: at 4x, Chromium's throttler spins on the main thread (decision 0910).
    throttle: { type: 'string', default: '1' },
  },
});

const KINDS = ['Paint', 'PrePaint', 'Layerize', 'Layout', 'UpdateLayoutTree'] as const;
const isTask = (e: TraceEvent) => e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask';
const cpu = (e: TraceEvent) => ((e as TraceEvent & { tdur?: number }).tdur ?? (e.dur as number)) / 1000;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** The thread time of one change: every task on the page's main thread, and the kinds inside. */
function costOf(events: TraceEvent[]): Record<string, number> | null {
  const key = events.find((e) => e.name === 'EventDispatch' && (e.args?.data as { type?: string })?.type === 'keydown');
  if (!key) return null;
  const onThread = events.filter((e) => e.ph === 'X' && e.pid === key.pid && e.tid === key.tid);
  const out: Record<string, number> = { total: onThread.filter(isTask).reduce((s, e) => s + cpu(e), 0) };
  for (const kind of KINDS) out[kind] = onThread.filter((e) => e.name === kind).reduce((s, e) => s + cpu(e), 0);
  return out;
}

async function main() {
  if (!args.variants) throw new Error('--variants FILE.json is required');
  const variants = JSON.parse(readFileSync(args.variants, 'utf8')) as Record<string, string>;
  const ports = portsFor(Number(process.env.PERF_PORT_OFFSET ?? 300));
  const app = `http://localhost:${ports.app}`;
  const sandbox = await startSandbox(ports);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, locale: 'pt-BR' });
    await page.goto(`${app}/contratos`);
    await page.getByLabel('E-mail').fill('financeiro@exemplo.com.br');
    await page.getByLabel('Senha').fill('sandbox123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL((u) => u.pathname.endsWith('/contratos'));
    await page.goto(`${app}${args.path}`);
    await page.locator('tbody tr[data-row]').first().waitFor();
    await page.waitForTimeout(1500);
    console.log(`perf: ${await page.locator('tbody tr[data-row]').count()} rows on ${args.path}`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(args.throttle) });
    await page.evaluate(() => document.head.append(Object.assign(document.createElement('style'), { id: 'ab' })));
    const costs: Record<string, Record<string, number[]>> = {};
    for (let round = 0; round < Number(args.rounds); round++) {
      for (const [name, css] of Object.entries(variants)) {
        await page.evaluate((text) => {
          (document.getElementById('ab') as HTMLStyleElement).textContent = text;
        }, css);
        await page.getByRole(args.role as 'combobox', { name: args.select }).focus();
        for (const key of args.before.split(',').filter(Boolean)) {
          await page.keyboard.press(key);
          await page.waitForTimeout(150);
        }
        for (const key of args.keys.split(',')) {
          await page.waitForTimeout(300);
          const { events } = await recordTrace(cdp, async () => {
            await page.keyboard.press(key);
            await page.waitForTimeout(700);
          }, ['devtools.timeline', 'toplevel']);
          const cost = costOf(events);
          if (!cost) continue;
          const mine = (costs[name] ??= {});
          for (const [k, v] of Object.entries(cost)) (mine[k] ??= []).push(v);
        }
      }
    }
    const columns = ['total', ...KINDS];
    console.log(`variant`.padEnd(16) + columns.map((c) => c.padStart(18)).join(''));
    for (const [name, c] of Object.entries(costs)) {
      console.log(
        name.padEnd(16) +
          columns
            .map((k) =>
              median(c[k] ?? [])
                .toFixed(1)
                .padStart(18),
            )
            .join(''),
      );
    }
    console.log(`median ms of main-thread time per change, ${args.throttle}x CPU, ${args.rounds} rounds`);
  } finally {
    await browser.close();
    sandbox.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
