// @vitest-environment jsdom
import { isValidElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { element, propsOf, TABLE_ROWS, TABLE_SHELL, type SameRows, type Tree } from './same-rows';

type Props = Record<string, unknown> & { children?: unknown };

describe("the reference's copy of the app's rows", () => {
  it('maps DOM attributes to the props React writes back as the same attributes', () => {
    expect(
      propsOf({
        class: 'ui-row-action',
        for: 'x',
        tabindex: '-1',
        'data-row': '',
        'aria-label': 'Registrar baixa: Aluguel',
        dir: 'auto',
        hidden: '',
        readonly: '',
      }),
    ).toEqual({
      className: 'ui-row-action',
      htmlFor: 'x',
      tabIndex: '-1',
      'data-row': '',
      'aria-label': 'Registrar baixa: Aluguel',
      dir: 'auto',
      hidden: true,
      readOnly: true,
    });
  });

  it("reads a style text as an object, a custom property's name as it is", () => {
    expect(propsOf({ style: '--table-vertical-spacing: 0.25rem; min-width: 62.5rem;' }).style).toEqual({
      '--table-vertical-spacing': '0.25rem',
      minWidth: '62.5rem',
    });
  });

  it("keeps a checkbox's state, controlled as the app's, and the row's key", () => {
    const props = propsOf({ type: 'checkbox', checked: true }, 3);
    expect(props).toMatchObject({ key: 3, type: 'checkbox', checked: true });
    expect(props.onChange).toBeTypeOf('function');
    expect(propsOf({ type: 'checkbox', checked: false }).checked).toBe(false);
  });

  it('builds the element tree of a row, texts and all', () => {
    const row: Tree = [
      'tr',
      { 'data-row': '', 'data-index': '0' },
      [
        ['td', { class: 'nowrap' }, ['05/12/2026']],
        ['td', {}, [['a', { href: '/recebiveis/1', class: 'ui-row-action' }, ['Ver parcela']], ' ']],
      ],
    ];
    const tr = element(row, 0) as ReactElement<Props>;
    expect(isValidElement(tr)).toBe(true);
    expect(tr.key).toBe('0');
    expect(tr.type).toBe('tr');
    const [date, actions] = tr.props.children as ReactElement<Props>[];
    expect(date?.props).toEqual({ className: 'nowrap', children: '05/12/2026' });
    const [link, space] = actions?.props.children as [ReactElement<Props>, string];
    expect(link.props).toEqual({ href: '/recebiveis/1', className: 'ui-row-action', children: 'Ver parcela' });
    expect(space).toBe(' ');
  });

  it("captures the app's rows so that React writes them back as they were", () => {
    const rows = [
      '<tr role="row" data-row="" data-index="0"><td role="cell"><input type="checkbox" class="ui-checkbox" aria-label="Selecionar"></td>' +
        '<td role="cell" class="ui-wrap"><span class="ui-stacked-main" dir="auto">Ana</span><span class="ui-stacked-sub" dir="auto">Aluguel</span></td>' +
        '<td role="cell" class="ta-right ui-money">R$ 10,00</td>' +
        '<td role="cell" class="ui-sticky-end"><a class="ui-row-action" data-app-link="" href="/recebiveis/1/baixa" aria-label="Registrar baixa: Aluguel">Registrar baixa</a></td></tr>',
      '<tr role="row" data-row="" data-index="1" data-stripe=""><td role="cell"><input type="checkbox" class="ui-checkbox" aria-label="Selecionar"></td>' +
        '<td role="cell" class="ui-wrap">—</td><td role="cell" class="ta-right ui-money">R$ 0,00</td><td role="cell" class="ui-sticky-end"></td></tr>',
    ];
    document.body.innerHTML =
      '<div class="ui-table-scroll" data-tall=""><div style="min-width: 62.5rem;">' +
      '<table role="table" class="ui-table" aria-busy="false" style="--table-vertical-spacing: 0.25rem;">' +
      '<caption class="ui-visually-hidden">Parcelas</caption>' +
      `<tbody role="rowgroup">${rows.join('')}</tbody></table></div></div>`;
    (document.querySelector('tbody input') as HTMLInputElement).checked = true;

    // The very script the harness runs in the app's page.
    const taken = (0, eval)(TABLE_SHELL) as Omit<SameRows, 'states'>;
    const first = (0, eval)(TABLE_ROWS) as Tree[];
    expect(first).toHaveLength(2);
    expect(taken.table).toEqual({ role: 'table', class: 'ui-table', style: '--table-vertical-spacing: 0.25rem;' });
    expect(taken.scroll).toEqual({ class: 'ui-table-scroll', 'data-tall': '' });
    expect(renderToStaticMarkup(element(taken.head[0] as Tree))).toBe(
      '<caption class="ui-visually-hidden">Parcelas</caption>',
    );
    // The checkbox's state, a property, comes back as one (an attribute in static markup).
    const html = (first ?? []).map((row) => renderToStaticMarkup(element(row)));
    expect(html[0]).toBe(
      (rows[0] as string).replace('aria-label="Selecionar">', 'aria-label="Selecionar" checked=""/>'),
    );
    expect(html[1]).toBe((rows[1] as string).replace('aria-label="Selecionar">', 'aria-label="Selecionar"/>'));
  });
});
