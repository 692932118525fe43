import { readFileSync } from 'node:fs';
import { measureBundles } from './bundle-sizes';

/** Fails (exit 1) when a screen's JS or CSS outgrows its gzip budget (budgets.json). */

const budgets = JSON.parse(readFileSync('budgets.json', 'utf8')) as {
  firstScreenJs: number;
  firstScreenCss: number;
  prefetchJs: number;
  routeExtraJs: number;
};
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const report = measureBundles('dist');
const rows: [string, number, number][] = [
  ['first screen JS (contracts list)', report.firstScreenJs, budgets.firstScreenJs],
  ['first screen CSS', report.firstScreenCss, budgets.firstScreenCss],
  ['prefetched when the first screen is idle (decision 0009)', report.prefetchJs, budgets.prefetchJs],
  ...report.routes.map((r): [string, number, number] => [
    `extra JS: ${r.route.replace(/^src\/(features\/)?/, '')}`,
    r.extraJs,
    budgets.routeExtraJs,
  ]),
];
let failed = false;
console.log('Bundle budgets (gzip KB):');
for (const [name, bytes, budget] of rows) {
  const over = bytes / 1024 > budget;
  failed ||= over;
  console.log(`  ${over ? 'OVER' : 'ok  '}  ${name.padEnd(58)} ${kb(bytes).padStart(7)} / ${budget}`);
}
// Decision 0009: the first screen renders no Mantine component and has no provider.
const mantine = report.firstScreenSources.filter((source) => source.includes('node_modules/@mantine/core/'));
if (mantine.length) {
  failed = true;
  console.error(
    `\n  OVER  the first screen bundles @mantine/core (decision 0009: plain components, Mantine only in lazy chunks):\n    ${mantine.slice(0, 5).join('\n    ')}`,
  );
}
if (failed) {
  console.error(
    '\nA bundle budget is exceeded. Split the code (lazy routes, lazy heavy pieces) or justify raising the budget.',
  );
  process.exit(1);
}
