import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import {
  cases,
  column,
  FAULT_SUITE,
  SCENARIOS,
  SCREENS,
  type Case,
  type Scenario,
  type ScenarioId,
  type ScreenId,
} from '../e2e/support/fault-suite';

/*
 * docs/fault-suite.md, from the fault suite's table (e2e/support/fault-suite.ts): the
 * scenario × screen grid, what every scenario's tests check, and the cells that need a word. The
 * page's part below MARKER is written by hand and kept as it is.
 *
 *   npx tsx scripts/fault-suite-doc.ts   rewrites docs/fault-suite.md
 * A unit test (fault-suite-doc.test.ts) fails when the page and the table disagree.
 */

export const FAULT_SUITE_DOC = fileURLToPath(new URL('../docs/fault-suite.md', import.meta.url));
export const MARKER = '<!-- Written by hand from here on: scripts/fault-suite-doc.ts keeps what follows. -->';

const SCREEN_IDS = Object.keys(SCREENS) as ScreenId[];

/** The spec's letter in the grid: S(ession), N(etwork), M(utations), L(entidão), H(ostile). */
const LETTERS: Record<string, string> = {
  'faults-session.spec.ts': 'S',
  'faults-network.spec.ts': 'N',
  'faults-mutations.spec.ts': 'M',
  'faults-slow.spec.ts': 'L',
  'faults-hostile.spec.ts': 'H',
};

const letter = (s: Scenario) => LETTERS[s.spec] ?? s.spec;
const on = (screen: ScreenId) => (c: { screens: ScreenId[] }) => c.screens.includes(screen);
const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;
const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The grid's cell: the spec's letter (× the tests), "other spec", or "—". */
function gridCell(id: ScenarioId, screen: ScreenId): string {
  const s = FAULT_SUITE[id];
  const own = cases(id).filter(on(screen)).length;
  const elsewhere = (s.elsewhere ?? []).filter(on(screen)).length;
  const parts = [own ? `**${letter(s)}**${own > 1 ? ` ×${own}` : ''}` : '', elsewhere ? 'other spec' : ''];
  return parts.filter(Boolean).join(' + ') || '—';
}

/** A test the page names: one written by hand, or one with a note; the table's own tests are counted in the grid. */
function namedTest(s: Scenario, c: Case): string | undefined {
  if (c.kind !== 'plain' && !c.note) return undefined;
  const kind = c.kind === 'plain' ? ' (written by hand)' : '';
  const note = c.note ? `; ${c.note}` : '';
  return `${letter(s)} › ${code(c.title)}${kind}${note}`;
}

/**
 * A scenario: what every one of its tests checks, then only the cells that need words: a test
 * written by hand or with a note, another spec's test, a cell's note, and why a cell is empty.
 */
function scenarioSection(id: ScenarioId): string[] {
  const s = FAULT_SUITE[id];
  const all = cases(id);
  // A test or a note that several screens share is one line.
  const screensOf = new Map<string, string[]>();
  for (const screen of SCREEN_IDS) {
    const lines = [
      ...all.filter(on(screen)).flatMap((c) => namedTest(s, c) ?? []),
      ...(s.elsewhere ?? []).filter(on(screen)).map((e) => `other spec: ${code(e.test)}`),
    ];
    const none = s.none?.[screen];
    const note = s.notes?.[screen];
    for (const line of [...lines, ...(note ? [note] : []), ...(none ? [`— ${none}`] : [])])
      screensOf.set(line, [...(screensOf.get(line) ?? []), `**${column(screen)}**`]);
  }
  const items = [...screensOf].map(([text, screens]) => `- ${screens.join(', ')}: ${text}`);
  const where = s.group ? `, ${code(s.group)}` : '';
  return [
    `## ${s.number}. ${s.name}`,
    '',
    `Spec: \`e2e/${s.spec}\` (**${letter(s)}**)${where}. Every test checks that:`,
    '',
    ...s.checks.map((check) => `- ${check}`),
    '',
    ...(items.length ? ['Cells that need a word:', '', ...items, ''] : []),
  ];
}

/** The generated part of the page. */
export function generatedPart(): string {
  const specs = [...new Set(SCENARIOS.map((id) => FAULT_SUITE[id].spec))];
  const total = SCENARIOS.reduce((n, id) => n + cases(id).length, 0);
  return [
    '# Fault suite',
    '',
    'Every scenario of the fault suite against every screen where it matters, and the spec',
    "covering each cell (a test's title is its screen and scenario). One table,",
    '`e2e/support/fault-suite.ts`, drives the tests and writes this page (`npx tsx',
    'scripts/fault-suite-doc.ts`; its test fails when the page is stale). What a screen does (its',
    'request, what the user must see, what the server must hold) is in `e2e/support/fault-screens.ts`;',
    "the rest, in the scenario's spec. To cover a screen in a scenario, add it to the scenario's",
    '`lists`, `mutations` or `reads` in the table.',
    '',
    "Faults come from the sandbox, scoped to the worker's user: `POST /__sandbox/faults` (a status, a",
    '`Retry-After`, how many times) or `hold: true` (the answer waits until the test has checked the',
    'in-between; decision 0825); hostile records from `POST /__sandbox/hostile`; those, the seeded',
    'receivables and the short-session accounts are in `docs/sandbox.md`. Every test checks the outcome',
    'on the server through the API and counts the requests it cares about.',
    '',
    `${total} tests in ${specs.length} specs: ${specs.map((spec) => `\`e2e/${spec}\` (**${LETTERS[spec]}**)`).join(', ')}.`,
    '',
    '## The grid',
    '',
    'A cell names the spec whose tests cover it (× how many), "other spec" where a screen\'s own spec',
    'covers it, "—" where nothing does (the scenario\'s section says why, when it does not apply).',
    '',
    `| Scenario | ${SCREEN_IDS.map((screen) => column(screen)).join(' | ')} |`,
    `| --- | ${SCREEN_IDS.map(() => '---').join(' | ')} |`,
    ...SCENARIOS.map(
      (id) =>
        `| ${FAULT_SUITE[id].number}. ${cell(FAULT_SUITE[id].name.split(':')[0] as string)} | ${SCREEN_IDS.map((screen) => gridCell(id, screen)).join(' | ')} |`,
    ),
    '',
    'Screens (columns):',
    '',
    ...SCREEN_IDS.map((screen) => `- **${column(screen)}**: ${SCREENS[screen].slice(column(screen).length + 2)}.`),
    '',
    ...SCENARIOS.flatMap(scenarioSection),
  ].join('\n');
}

/** The whole page: the generated part, then what `current` holds below the marker. */
export async function faultSuiteDoc(current: string): Promise<string> {
  const at = current.indexOf(MARKER);
  const byHand = at >= 0 ? current.slice(at + MARKER.length) : '\n';
  const text = `${generatedPart()}\n\n${MARKER}${byHand}`;
  const options = (await resolveConfig(FAULT_SUITE_DOC)) ?? {};
  return format(text, { ...options, parser: 'markdown' });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const page = await faultSuiteDoc(readFileSync(FAULT_SUITE_DOC, 'utf8'));
  writeFileSync(FAULT_SUITE_DOC, page);
  console.log(`wrote ${FAULT_SUITE_DOC}`);
}
