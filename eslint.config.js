import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tanstackQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { firstScreenModules } from './scripts/first-screen-modules.js';

/**
 * Import boundaries: features -> api, stores, ui, lib (Mantine only through src/ui, the
 * session only as props from src/app); api -> stores, lib; stores -> lib; ui -> lib;
 * nothing imports features or app except app; no feature imports another feature; sandbox
 * may import src/api schemas and src/lib, nothing from the screens.
 */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The first screen (decision 0009) is what src/main.tsx reaches through static value imports;
 * it ships before Mantine, so neither it nor the plain kit (src/ui/plain) imports Mantine or
 * the Mantine kit (src/ui/mantine) as values. Types and import() stay allowed; Mantine's
 * stylesheets are CSS, not code, and stay allowed too.
 */
const FIRST_SCREEN = firstScreenModules(fileURLToPath(new URL('.', import.meta.url)));
const NO_MANTINE =
  'The first screen and src/ui/plain ship without Mantine: import it with import() (lazyScoped) or from a lazy screen.';

const NO_MEDIATOR = {
  selector: 'ImportDeclaration[source.value=/mediator/], ImportExpression[source.value=/mediator/]',
  message: 'The token mediator is server-side code: the app never imports it.',
};

const NO_OTHER_FEATURE = 'No feature imports another feature: move the shared piece to src/ui, src/api or src/lib.';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const group = (globs, message) => ({ group: globs, message });

export default tseslint.config(
  { ignores: ['dist', 'dist-admin', 'node_modules', 'test-results', 'playwright-report', 'perf-results', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...tanstackQuery.configs['flat/recommended'],
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/lib/**'],
    rules: restrict([
      group(
        [
          '**/api/**',
          '**/ui/**',
          '**/features/**',
          '**/app/**',
          '**/auth/**',
          '**/config/**',
          'react',
          'react-dom',
          '@mantine/*',
          '@tanstack/*',
        ],
        'src/lib is pure: it imports nothing but itself.',
      ),
    ]),
  },
  {
    files: ['src/api/**'],
    rules: restrict([
      group(
        ['**/ui/**', '**/features/**', '**/app/**', '**/auth/**', '**/config/**'],
        'src/api depends only on src/lib.',
      ),
    ]),
  },
  {
    files: ['src/stores/**'],
    rules: restrict([
      group(
        ['**/ui/**', '**/features/**', '**/app/**', '**/auth/**', '**/config/**', '@mantine/*'],
        'src/stores (what this browser keeps, one company at a time) depends only on src/lib and src/api types.',
      ),
    ]),
  },
  {
    files: ['src/ui/**'],
    rules: restrict([
      group(['**/features/**', '**/app/**', '**/auth/**', '**/api/**'], 'src/ui depends only on src/lib.'),
    ]),
  },
  {
    // The token mediator runs on a server or an edge runtime, never in the browser: the app
    // never imports it (its secret must not reach a bundle) and it imports nothing of the
    // app (deployable alone). no-restricted-syntax, because the blocks below each set
    // their own no-restricted-imports (a later block replaces a rule's options).
    files: ['src/**'],
    ignores: ['src/mediator/**'],
    rules: {
      'no-restricted-syntax': ['error', NO_MEDIATOR],
    },
  },
  {
    // A combined signal keeps the company its sources' requests go out as (src/lib/any-signal.ts).
    files: ['src/**'],
    ignores: ['src/lib/any-signal.ts', 'src/api/company-signal.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'AbortSignal',
          property: 'any',
          message: 'Combine signals with anySignal (src/lib/any-signal.ts): it keeps what they carry.',
        },
      ],
    },
  },
  {
    // One way to bind a field: the form kit's fields, bound by name (decision 0030).
    files: ['src/features/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        NO_MEDIATOR,
        {
          selector: "JSXSpreadAttribute > CallExpression[callee.name='register']",
          message:
            'Bind a field with the form kit (TextField, TextareaField, … from src/ui/mantine/form/fields), not register().',
        },
      ],
    },
  },
  {
    files: ['src/mediator/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^\\.\\./], ImportExpression[source.value=/^\\.\\./]',
          message: 'The token mediator is self-contained: it imports nothing outside src/mediator.',
        },
      ],
    },
  },
  {
    files: ['src/mediator/**'],
    ignores: ['src/mediator/node.ts', 'src/mediator/node.test.ts'],
    rules: {
      ...restrict([
        group(
          ['node:*'],
          'The mediator handler uses web-standard APIs only (edge runtimes); Node code goes in src/mediator/node.ts.',
        ),
      ]),
      'no-restricted-globals': ['error', 'process', 'Buffer', 'require', '__dirname', '__filename'],
    },
  },
  {
    files: ['src/auth/**', 'src/config/**'],
    rules: restrict([group(['**/features/**', '**/app/**'], 'Only src/app imports features and app.')]),
  },
  // A feature's files at each depth: a relative path that climbs out of the feature and into
  // another is refused as surely as one that names src/features.
  ...FEATURES.flatMap((feature) =>
    [0, 1, 2, 3].map((depth) => ({
      files: [`src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: restrict([
        group(['**/app/**'], 'Features never import the app shell.'),
        group(
          ['**/auth/**'],
          'Features never import src/auth: a screen takes what it needs of the session as props from src/app.',
        ),
        group(['@mantine/*'], 'Features import controls from src/ui; Mantine is a detail inside ui/.'),
        group(
          FEATURES.filter((f) => f !== feature).map((f) => `**/features/${f}/**`),
          NO_OTHER_FEATURE,
        ),
        {
          regex: `^(\\.\\./){${depth + 1}}(${FEATURES.filter((f) => f !== feature).join('|')})(/|$)`,
          message: NO_OTHER_FEATURE,
        },
      ]),
    })),
  ),
  {
    files: ['sandbox/**'],
    rules: restrict([
      group(
        ['**/src/features/**', '**/src/app/**', '**/src/ui/**', '**/src/auth/**', '**/src/config/**'],
        'The sandbox may import src/api schemas and src/lib only.',
      ),
      group(
        [
          '**/src/api/contracts',
          '**/src/api/http',
          '**/src/api/receivables',
          '**/src/api/capture',
          '**/src/api/quotes',
          '**/src/api/reference',
        ],
        'The sandbox imports the pure *.schema modules, not the React Query ones.',
      ),
    ]),
  },
  {
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Its own rule id, so that the folder blocks above keep their no-restricted-imports.
    files: ['src/ui/plain/**', ...FIRST_SCREEN],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@mantine/(?!.*\\.css$)', allowTypeImports: true, message: NO_MANTINE },
            { regex: '(^|/)mantine/', allowTypeImports: true, message: NO_MANTINE },
          ],
        },
      ],
    },
  },
  {
    files: ['e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message:
            'No fixed sleeps: wait for a request, a UI state or expect.poll, or move the page clock (page.clock).',
        },
      ],
    },
  },
);
