import { createElement, type ReactNode } from 'react';

/*
 * The app's rows as plain React elements, for the reference's `same` mode (main.tsx): the
 * harness takes each row from the app's page as a tree (`TABLE_SHELL`, `TABLE_ROWS`),
 * and the reference renders it back, element for element, attribute for attribute.
 */

/** An element as `[tag, attributes, children]`; a string is a text node. */
export type Tree = [string, Record<string, string | boolean>, Tree[]] | string;

/** What `same.json` holds: the table's box, its CSS and, per state, its rows. */
export interface SameRows {
  css: string;
  /** The app's `<html>` attributes (its color scheme). */
  html: Record<string, string>;
  /** The scroll box's width in the app, px. */
  width: number;
  scroll: Record<string, string>;
  inner: Record<string, string>;
  table: Record<string, string>;
  /** The table's children other than its body (caption, header). */
  head: Tree[];
  states: Tree[][];
}

/** The element trees of the page, as scripts evaluated in the app's page (scripts/perf/main.ts). */
const TREES = `
  const attrs = (el) => Object.fromEntries([...el.attributes].map((a) => [a.name, a.value]));
  const tree = (n) => n.nodeType === 3 ? n.data : n.nodeType !== 1 ? null
    : [n.localName, n.localName === 'input' ? { ...attrs(n), checked: n.checked } : attrs(n), [...n.childNodes].map(tree).filter((x) => x !== null)];
  const table = document.querySelector('table[aria-busy]');`;

/** The app's rows shown now, as trees: one state of `same.json`. */
export const TABLE_ROWS = `(() => {${TREES}
  return [...table.tBodies[0].rows].filter((r) => r.hasAttribute('data-row')).map(tree);
})()`;

/** The app's table but its rows: `same.json` without its states. */
export const TABLE_SHELL = `(() => {${TREES}
  const inner = table.parentElement;
  const scroll = inner.parentElement;
  const own = attrs(table);
  delete own['aria-busy'];
  delete own['data-dimmed'];
  const css = [...document.styleSheets].map((s) => { try { return [...s.cssRules].map((r) => r.cssText).join('\\n'); } catch { return ''; } }).join('\\n');
  return {
    css, html: attrs(document.documentElement), width: scroll.clientWidth, scroll: attrs(scroll), inner: attrs(inner), table: own,
    head: [...table.children].filter((c) => c.localName !== 'tbody').map(tree),
  };
})()`;

const camel = (name: string) =>
  name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const RENAMED: Record<string, string> = { class: 'className', for: 'htmlFor', tabindex: 'tabIndex' };
const IGNORE = () => undefined;
const BOOLEAN = new Set(['hidden', 'disabled', 'readonly', 'required', 'multiple']);

/** DOM attributes as React props: a style text as an object, a checkbox's state as `checked`. */
export function propsOf(attributes: Record<string, string | boolean>, key?: number): Record<string, unknown> {
  const props: Record<string, unknown> = key === undefined ? {} : { key };
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'style' && typeof value === 'string') {
      const style: Record<string, string> = {};
      for (const declaration of value.split(';')) {
        const at = declaration.indexOf(':');
        if (at > 0) style[camel(declaration.slice(0, at).trim())] = declaration.slice(at + 1).trim();
      }
      props.style = style;
    } else if (name === 'checked') {
      // Controlled, with a handler that does nothing, as the app's row checkbox.
      props.checked = value === true;
      props.onChange = IGNORE;
    } else if (BOOLEAN.has(name)) props[name === 'readonly' ? 'readOnly' : name] = true;
    else props[RENAMED[name] ?? name] = value;
  }
  return props;
}

export const element = (tree: Tree, key?: number): ReactNode =>
  typeof tree === 'string'
    ? tree
    : createElement(tree[0], propsOf(tree[1], key), ...tree[2].map((child) => element(child)));
