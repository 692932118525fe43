import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { rowLink } from './cells';
import { appLink, stacked } from './cells-lazy';
import { DataTable, type Column, type DataTableProps, type Expandable, type Selectable } from './DataTable';
import { useSelection } from './useSelection';

interface Item {
  id: string;
  name: string;
  parts: string[];
}
const ITEMS: Item[] = [
  { id: 'a', name: 'Alfa', parts: ['a1', 'a2'] },
  { id: 'b', name: 'Beta', parts: ['b1'] },
];
const COLUMNS: readonly Column<Item, 'NAME'>[] = [
  { header: 'Nome', width: '1fr', sort: 'NAME', cell: (i, ctx) => rowLink(ctx, `/itens/${i.id}`, i.name) },
  { header: 'Partes', width: '4rem', align: 'right', cell: (i) => String(i.parts.length) },
  { header: 'Grupo', width: '6rem', userText: (i) => `Grupo ${i.name}`, toggles: true },
  {
    header: 'Ações',
    hiddenHeader: true,
    width: '6rem',
    cell: (i, ctx) =>
      appLink(ctx, `/itens/${i.id}/editar`, 'Editar', { ariaLabel: `Editar ${i.name}`, keepFrom: true }),
  },
];
const SELECTABLE: Selectable<Item> = {
  rowId: (i) => i.id,
  rowLabel: (i) => `Selecionar ${i.name}`,
  pageLabel: 'Selecionar a página',
};
const EXPANDABLE: Expandable<Item> = {
  rowId: (i) => i.id,
  toggleLabel: (i) => `Partes de ${i.name}`,
  detail: (i) => (
    <ul>
      {i.parts.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  ),
};
const value = (i: Item) => i.name;
/** What every table of these tests shares. */
const BASE = { caption: 'Itens', minWidth: 400, loading: false, busy: false, pageSize: 10 };

/** An unsorted table of `items` in a router, with BASE's props unless `props` says otherwise. */
const unsortedTable = <S extends string>(
  props: Pick<DataTableProps<Item, S>, 'columns' | 'items'> & Partial<DataTableProps<Item, S>>,
) => (
  <MemoryRouter>
    <DataTable {...BASE} sort={null} onSort={vi.fn()} {...props} />
  </MemoryRouter>
);

function Where() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '';
  return <output aria-label="rota">{`${location.pathname}|${from}`}</output>;
}

function List({ onSort }: { onSort: (field: 'NAME') => void }) {
  const selection = useSelection(SELECTABLE.rowId, value);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (row: Item) => {
    const next = new Set(expanded);
    if (next.has(row.id)) next.delete(row.id);
    else next.add(row.id);
    setExpanded(next);
  };
  return (
    <>
      <p>Selecionados: {[...selection.selected.values()].join(',') || 'nada'}</p>
      <DataTable
        {...BASE}
        columns={COLUMNS}
        items={ITEMS}
        sort={{ field: 'NAME', direction: 'asc' }}
        onSort={onSort}
        rowClickable
        selectable={SELECTABLE}
        selected={selection.ids}
        onSelect={selection.onSelect}
        expandable={EXPANDABLE}
        expanded={expanded}
        onExpand={toggle}
      />
    </>
  );
}

function renderList(onSort = vi.fn()) {
  render(
    <MantineProvider env="test">
      <MemoryRouter basename="/admin" initialEntries={['/admin/itens?pagina=2']}>
        <Where />
        <Routes>
          <Route path="/itens" element={<List onSort={onSort} />} />
          <Route path="/itens/:id" element={<p>aberto</p>} />
          <Route path="/itens/:id/editar" element={<p>edição</p>} />
        </Routes>
      </MemoryRouter>
    </MantineProvider>,
  );
  return onSort;
}
const where = () => screen.getByRole('status', { name: 'rota' }).textContent;

describe('DataTable', () => {
  it('renders the columns as data: header roles, sort state, links with the basename', async () => {
    const onSort = renderList();
    const table = screen.getByRole('table', { name: 'Itens' });
    expect(within(table).getByRole('columnheader', { name: /Nome/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: 'Ações' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Alfa' })).toHaveAttribute('href', '/admin/itens/a');
    await userEvent.click(within(table).getByRole('button', { name: /Nome/ }));
    expect(onSort).toHaveBeenCalledWith('NAME');
  });

  it('names what a sort button does next: ascending, descending, then no order', () => {
    const table = (sort: DataTableProps<Item, 'NAME'>['sort']) =>
      unsortedTable({ columns: COLUMNS, items: ITEMS, sort });
    const view = render(table(null));
    const button = () => screen.getByRole('button', { name: /^Nome/ });
    expect(button()).toHaveAccessibleName('Nome , ordenar crescente');
    expect(button()).toHaveAttribute('title', 'Nome: ordenar crescente');
    view.rerender(table({ field: 'NAME', direction: 'asc' }));
    expect(button()).toHaveAccessibleName('Nome , ordenar decrescente');
    view.rerender(table({ field: 'NAME', direction: 'desc' }));
    expect(button()).toHaveAccessibleName('Nome , tirar a ordenação');
    expect(screen.getByRole('columnheader', { name: /^Nome/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('opens the row from anywhere on it, and an action link with the view it came from', async () => {
    renderList();
    await userEvent.click(screen.getAllByRole('cell', { name: '1' })[0] as HTMLElement);
    expect(where()).toBe('/itens/b|');
  });

  it('an in-app action link carries the list address as `from`', async () => {
    renderList();
    await userEvent.click(screen.getByRole('link', { name: 'Editar Alfa' }));
    expect(where()).toBe('/itens/a/editar|/itens?pagina=2');
  });

  it('selects rows and the page through one delegated handler, without opening the row', async () => {
    renderList();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar Beta' }));
    expect(screen.getByText('Selecionados: Beta')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Selecionar a página' })).toHaveProperty('indeterminate', true);
    expect(screen.getByRole('checkbox', { name: 'Selecionar Beta' }).closest('tr')).toHaveAttribute('data-selected');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar a página' }));
    expect(screen.getByText('Selecionados: Beta,Alfa')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selecionar a página' }));
    expect(screen.getByText('Selecionados: nada')).toBeInTheDocument();
    expect(where()).toBe('/itens|');
  });

  it('expands a row into its detail (a grouped list) and closes it', async () => {
    renderList();
    const toggle = screen.getByRole('button', { name: 'Partes de Alfa' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    // The same element, still focused: the row is not built again when its detail opens.
    expect(screen.getByRole('button', { name: 'Partes de Alfa' })).toBe(toggle);
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('a2')).toBeInTheDocument();
    expect(where()).toBe('/itens|');
    await userEvent.click(screen.getByRole('button', { name: 'Partes de Alfa' }));
    expect(screen.queryByText('a2')).not.toBeInTheDocument();
  });

  it("shows user text as the cell's own text: its direction, the whole text as a tooltip on hover, a dash for none (0831)", async () => {
    const columns: readonly Column<Item>[] = [
      { header: 'Nome', width: '1fr', userText: (i) => i.name },
      { header: 'Partes', width: '4rem', cell: (i) => String(i.parts.length) },
    ];
    const rows = [
      { id: 'a', name: 'مؤسسة النور', parts: [] },
      { id: 'b', name: '', parts: ['b1'] },
    ];
    render(unsortedTable({ columns, items: rows }));
    const [rtl, none] = screen.getAllByRole('cell').filter((_, i) => i % 2 === 0) as [HTMLElement, HTMLElement];
    expect(rtl).toHaveAttribute('dir', 'auto');
    expect(rtl).toHaveTextContent('مؤسسة النور');
    // The text is the cell's: no element inside it (one less per row of a list).
    expect(rtl.children).toHaveLength(0);
    expect(none).toHaveTextContent('—');
  });

  it('a cut cell, or a stacked cell’s cut line, gets its whole text as a tooltip on hover only; a whole one none', async () => {
    const columns: readonly Column<Item>[] = [
      { header: 'Cliente', width: '1fr', userText: (i) => i.name },
      { header: 'Pagamento', width: '6rem', cell: () => 'Cartão de crédito' },
      { header: 'Cliente e descrição', width: '1fr', cell: (i) => stacked(i.name, `Descrição de ${i.name}`) },
    ];
    render(unsortedTable({ columns, items: [{ id: 'a', name: 'مؤسسة النور', parts: [] }] }));
    const [name, payment] = screen.getAllByRole('cell') as [HTMLElement, HTMLElement];
    const sub = screen.getByText('Descrição de مؤسسة النور');
    // jsdom lays nothing out: a cut box is one whose text is wider than it.
    const cut = (el: HTMLElement) => {
      Object.defineProperty(el, 'scrollWidth', { value: 140 });
      Object.defineProperty(el, 'clientWidth', { value: 96 });
    };
    cut(payment);
    cut(sub);
    // The tooltip while the pointer is over the cell only: a rendered title that changes
    // with the data restyles the cell at every filter change.
    for (const [el, text] of [
      [payment, 'Cartão de crédito'],
      [sub, 'Descrição de مؤسسة النور'],
    ] as const) {
      expect(el).not.toHaveAttribute('title');
      await userEvent.hover(el);
      expect(el).toHaveAttribute('title', text);
      await userEvent.unhover(el);
      expect(el).not.toHaveAttribute('title');
    }
    await userEvent.hover(name);
    expect(name).not.toHaveAttribute('title');
  });

  it("puts the selection cell, then the columns, in the order of the header; the toggle is its column's text", () => {
    renderList();
    const table = screen.getByRole('table', { name: 'Itens' });
    const [head, first] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement];
    const headers = within(head).getAllByRole('columnheader');
    expect(within(headers[0] as HTMLElement).getByRole('checkbox', { name: 'Selecionar a página' })).toBeVisible();
    expect(headers.map((h) => h.textContent?.replace(/[▲▼↕].*$/, '').trim())).toEqual([
      '',
      'Nome',
      'Partes',
      'Grupo',
      'Ações',
    ]);
    const cells = within(first).getAllByRole('cell');
    expect(cells).toHaveLength(headers.length);
    expect(within(cells[0] as HTMLElement).getByRole('checkbox', { name: 'Selecionar Alfa' })).toBeVisible();
    expect(cells[1]).toHaveTextContent('Alfa');
    expect(cells[2]).toHaveTextContent('2');
    // One control per row opens it: the column's text, named by the label, which contains that text.
    expect(within(first).getAllByRole('button')).toHaveLength(1);
    expect(within(cells[3] as HTMLElement).getByRole('button', { name: 'Partes de Alfa' })).toHaveTextContent(
      /^Grupo Alfa$/,
    );
  });

  it('draws the expand arrow with CSS: the toggle holds its text alone', () => {
    renderList();
    const toggle = screen.getByRole('button', { name: 'Partes de Beta' });
    expect([...toggle.childNodes].map((n) => n.nodeType)).toEqual([Node.TEXT_NODE]);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('refuses an expandable table without exactly one toggling text column', () => {
    // React reports the error it rethrows.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const columns: readonly Column<Item>[] = [{ header: 'Nome', width: '1fr', userText: (i) => i.name }];
    try {
      expect(() => render(unsortedTable({ columns, items: ITEMS, expandable: EXPANDABLE }))).toThrow(
        /exactly one `userText` column/,
      );
    } finally {
      quiet.mockRestore();
    }
  });

  /** A plain table of `n` items named after `tag`, with no selection or expansion. */
  const items = (n: number, tag = 'Item') =>
    Array.from({ length: n }, (_, i) => ({ id: `${tag}${i}`, name: `${tag} ${i}`, parts: [] }));
  const plainTable = (rows: Item[], { pageSize = 10, loading = false } = {}) => (
    <MantineProvider env="test">{unsortedTable({ columns: COLUMNS, items: rows, loading, pageSize })}</MantineProvider>
  );

  it('skips rows off screen only on a page longer than 50 rows (decision 0015)', () => {
    const view = render(plainTable(items(50), { pageSize: 100 }));
    expect(screen.getByRole('table', { name: 'Itens' })).not.toHaveAttribute('data-skip-offscreen');
    view.rerender(plainTable(items(100), { pageSize: 100 }));
    expect(screen.getAllByRole('row')).toHaveLength(101);
    expect(screen.getByRole('table', { name: 'Itens' })).toHaveAttribute('data-skip-offscreen');
    // From the 21st row (Table.css contains the rows marked so).
    const rows = view.container.querySelectorAll('tbody tr[data-row]');
    expect(rows[19]).not.toHaveAttribute('data-deferred');
    expect(rows[20]).toHaveAttribute('data-deferred');
    expect(rows[99]).toHaveAttribute('data-deferred');
  });

  it("marks each row's position and stripe on the row, the same for a position whatever its data (decision 0015)", () => {
    const marks = () =>
      [...view.container.querySelectorAll('tbody tr')].map(
        (tr) => `${tr.getAttribute('data-index')}${tr.hasAttribute('data-stripe') ? 's' : ''}`,
      );
    const view = render(plainTable([], { loading: true }));
    // The placeholder rows too: they keep the list's lines and stripes.
    expect(marks()).toEqual(['0s', '1', '2s', '3', '4s', '5', '6s', '7', '8s', '9']);
    view.rerender(plainTable(items(5, 'a')));
    expect(marks()).toEqual(['0s', '1', '2s', '3', '4s']);
    const third = view.container.querySelectorAll('tbody tr')[2];
    // Fewer rows: those left are the same elements, their marks untouched.
    view.rerender(plainTable(items(3, 'b')));
    expect(marks()).toEqual(['0s', '1', '2s']);
    expect(view.container.querySelectorAll('tbody tr')[2]).toBe(third);
  });

  it('renders again only the rows whose data changed (a new answer showing some rows again)', () => {
    const cell = vi.fn((i: Item) => i.name);
    const columns: readonly Column<Item>[] = [{ header: 'Nome', width: '1fr', cell }];
    const table = (items: Item[], selected: ReadonlySet<string> = new Set()) =>
      unsortedTable({ columns, items, selectable: SELECTABLE, selected, onSelect: vi.fn() });
    // Each answer is new objects, as JSON parsed again.
    const answer = (...names: string[]) => names.map((name, i) => ({ id: `i${i}`, name, parts: [`p${i}`] }));
    const rendered = () => cell.mock.calls.map(([i]) => i.name);
    const view = render(table(answer('Alfa', 'Beta', 'Gama')));
    expect(rendered()).toEqual(['Alfa', 'Beta', 'Gama']);

    cell.mockClear();
    view.rerender(table(answer('Alfa', 'Beta', 'Delta')));
    expect(rendered()).toEqual(['Delta']);
    expect(screen.getAllByRole('cell', { name: /^(Alfa|Beta|Delta)$/ }).map((c) => c.textContent)).toEqual([
      'Alfa',
      'Beta',
      'Delta',
    ]);

    // The same data again: nothing; one row selected: that row.
    cell.mockClear();
    view.rerender(table(answer('Alfa', 'Beta', 'Delta')));
    expect(rendered()).toEqual([]);
    view.rerender(table(answer('Alfa', 'Beta', 'Delta'), new Set(['i1'])));
    expect(rendered()).toEqual(['Beta']);
    expect(screen.getByRole('checkbox', { name: 'Selecionar Beta' })).toBeChecked();

    // A row that moved is other data at its position: rendered with what it now holds.
    cell.mockClear();
    view.rerender(table(answer('Beta', 'Alfa', 'Delta')));
    expect(rendered()).toEqual(['Beta', 'Alfa']);
    expect(screen.getByRole('checkbox', { name: 'Selecionar Beta' })).not.toBeChecked();
  });
});
