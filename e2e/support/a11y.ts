import type { Locator, Page } from '@playwright/test';
import axe, { type AxeResults, type Result, type RunOptions } from 'axe-core';
import { expect } from '../fixtures';

/**
 * Accessibility helpers for the end-to-end suite: axe scans (WCAG 2.1 A and AA), the
 * color scheme, and keyboard focus checks.
 */

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export type Scheme = 'light' | 'dark';

/** Mantine keeps the chosen scheme here (the shell's toggle writes it). */
export const SCHEME_STORAGE_KEY = 'mantine-color-scheme-value';

/**
 * Opens every page of this test in `scheme`: the app reads Mantine's stored choice, and
 * pages that follow the system (the identity provider's) get it from the media feature.
 */
export async function useScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.addInitScript(
    ([key, value]) => {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // about:blank and opaque origins have no storage.
      }
    },
    [SCHEME_STORAGE_KEY, scheme] as const,
  );
}

/** The app's document is in `scheme` (Mantine sets the attribute on <html>). */
export async function expectScheme(page: Page, scheme: Scheme): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

/** One line per offending element: rule, element, what axe says is wrong. */
function describe(violations: Result[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} (${v.impact ?? '?'}) ${n.target.join(' ')} :: ${(n.failureSummary ?? v.help).replace(/\s*\n\s*/g, ' ')}`,
    ),
  );
}

/**
 * Scans the page (or only `include`) with axe in the light theme and its colours in the dark
 * one, and fails (softly) listing every violation. The theme is flipped in place, as the shell's toggle
 * does it (the `data-mantine-color-scheme` attribute: every color is a CSS variable keyed
 * on it) and through the media feature for pages that follow the system (the identity
 * provider's), then restored; so one walk through a screen's states covers both themes.
 * Waits for animations (Mantine's transitions) to settle before each scan, so colors are final.
 *
 * axe-core (the engine @axe-core/playwright drives) is injected once per document and run
 * in the page: @axe-core/playwright's analyze() injects it into every frame and finishes
 * each run in a new blank page, about 1.5 s a scan against 0.3 s here. The app's only
 * iframe is the capture review's PDF preview: the element is checked (frame-title), its
 * content is the uploaded document, not the app's markup, so frames are not entered.
 */
export async function expectNoAxeViolations(
  page: Page,
  what: string,
  options: { include?: string; exclude?: string[] } = {},
): Promise<void> {
  const current = await page.evaluate(() =>
    document.documentElement.getAttribute('data-mantine-color-scheme') === 'dark' ||
    (!document.documentElement.hasAttribute('data-mantine-color-scheme') &&
      matchMedia('(prefers-color-scheme: dark)').matches)
      ? 'dark'
      : 'light',
  );
  const other: Scheme = current === 'dark' ? 'light' : 'dark';
  await scan(page, `${what} (${current})`, options);
  await showScheme(page, other);
  await scan(page, `${what} (${other})`, options, SCHEME_RULES);
  await showScheme(page, current);
}

/** Shows the page in `scheme` without reloading it. */
async function showScheme(page: Page, scheme: Scheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.evaluate((value) => {
    const root = document.documentElement;
    if (root.hasAttribute('data-mantine-color-scheme')) root.setAttribute('data-mantine-color-scheme', value);
  }, scheme);
}

/**
 * The WCAG rules whose answer depends on colours: all a scheme changes (the markup, names and
 * roles are the same in both), so the second scheme of a state is scanned with these alone.
 */
const SCHEME_RULES = ['color-contrast', 'link-in-text-block'];

async function scan(
  page: Page,
  what: string,
  options: { include?: string; exclude?: string[] },
  rules?: string[],
): Promise<void> {
  await settle(page);
  // Evaluated, not a script tag: the app's Content-Security-Policy does not apply to it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const runOptions: RunOptions = {
    runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: WCAG_TAGS },
    iframes: false,
    resultTypes: ['violations'],
  };
  const violations = await page.evaluate(
    async ({ include, exclude, runOptions }) => {
      const engine = (
        window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }
      ).axe;
      const context = { include: include ? [include] : [document], exclude: exclude.map((selector) => [selector]) };
      return (await engine.run(context, runOptions)).violations;
    },
    { include: options.include ?? null, exclude: options.exclude ?? [], runOptions },
  );
  // Soft: a walk through several states reports the violations of all of them.
  expect.soft(describe(violations), `axe: ${what}`).toEqual([]);
}

/** Waits until no CSS transition or animation is running (modals, notifications, loaders excepted). */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every(
      (a) =>
        a.playState !== 'running' ||
        // Infinite animations (loaders, animated progress) never finish.
        (a.effect?.getComputedTiming().iterations ?? 1) === Infinity,
    ),
  );
}

/**
 * The focused element shows a visible focus indicator: an outline or a box-shadow ring
 * (not `none`, not zero width, not transparent) on it or on the field box around it (a
 * multi-select's input sits inside the bordered box that shows the ring).
 */
export async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  // Read until it holds: a lazy field replaces its placeholder (and the focus with it) as it loads.
  await expect
    .poll(() =>
      target
        .evaluate((focused) => {
          if (document.activeElement !== focused) return 'not focused';
          const details: string[] = [];
          for (let el: Element | null = focused, depth = 0; el && depth < 3; el = el.parentElement, depth++) {
            const style = getComputedStyle(el);
            const outline =
              style.outlineStyle !== 'none' &&
              parseFloat(style.outlineWidth) > 0 &&
              !/rgba\(.*,\s*0\)$/.test(style.outlineColor);
            const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
            if (outline || shadow) return 'visible';
            details.push(
              `${el.tagName.toLowerCase()}: outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}, shadow ${style.boxShadow}`,
            );
            if (
              !el.parentElement?.classList.contains('mantine-Input-input') &&
              !el.classList.contains('mantine-PillsInputField-field')
            )
              break;
          }
          return `no visible focus indicator: ${details.join(' / ')}`;
        })
        .catch((error: unknown) => `not readable: ${String(error)}`),
    )
    .toBe('visible');
}

/** Presses Tab (or Shift+Tab) until `target` has focus. */
export async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`could not reach ${target.toString()} with the keyboard`);
}

/**
 * The field is marked invalid and its error, tied to it by aria-describedby, is in an
 * alert (announced when it appears). Returns the error's text.
 */
export async function expectAnnouncedFieldError(field: Locator, message?: string | RegExp): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const page = field.page();
  const alerts = page.locator(ids.map((id) => `[id="${id}"][role="alert"]`).join(', ') || '#none');
  await expect(alerts, 'an error tied to the field by aria-describedby, with role="alert"').toHaveCount(1);
  await expect(alerts).not.toBeEmpty();
  if (message) await expect(alerts).toContainText(message);
}
