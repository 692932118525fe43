import { act, cleanup, render, screen } from '@testing-library/react';
import { useContext, useLayoutEffect } from 'react';
import { MemoryRouter, Route, Routes, UNSAFE_NavigationContext, useLocation, type Navigator } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { defineList, textField } from './url-state';
import { useListState, type ListState } from './useListState';

const spec = defineList<{ busca: string }, 'NUMERO'>({
  pageSizes: [10, 50],
  defaultPageSize: 10,
  sortFields: ['NUMERO'],
  fields: { busca: textField() },
  defaults: () => ({ busca: '' }),
  describe: (f) => (f.busca ? [`busca ${f.busca}`] : []),
});

type State = ListState<{ busca: string }, 'NUMERO', Record<string, unknown>>;
const seen: { list?: State; navigator?: Navigator } = {};

function List() {
  const list = useListState(spec);
  useLayoutEffect(() => {
    seen.list = list;
  });
  return null;
}

function Where() {
  const location = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  useLayoutEffect(() => {
    seen.navigator = navigator;
  });
  return <output aria-label="endereço">{`${location.pathname}${location.search}`}</output>;
}

const renderAt = (path: string, basename?: string) =>
  render(
    <MemoryRouter basename={basename} initialEntries={[path]}>
      <Routes>
        <Route path="contratos" element={<List />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );

const address = () => screen.getByRole('status', { name: 'endereço' }).textContent;

describe('useListState', () => {
  it('writes a change into the address, back to the first page', () => {
    renderAt('/contratos?pagina=3');
    act(() => seen.list!.update({ busca: 'acme' }));
    expect(address()).toBe('/contratos?busca=acme');
    act(() => seen.list!.onSort('NUMERO'));
    expect(address()).toBe('/contratos?busca=acme&campo_ordenado_ascendente=NUMERO');
  });

  it('writes under a basename, whatever its case or a trailing slash in the address', () => {
    renderAt('/admin/contratos', '/admin');
    act(() => seen.list!.update({ busca: 'acme' }));
    expect(address()).toBe('/contratos?busca=acme');
    cleanup();
    renderAt('/ADMIN/contratos/', '/admin');
    act(() => seen.list!.update({ busca: 'acme' }));
    expect(address()).toBe('/contratos/?busca=acme');
  });

  it.each([undefined, '/admin'])(
    'drops a change asked for once the address has left the list (basename %s)',
    (basename) => {
      renderAt(`${basename ?? ''}/contratos?busca=a`, basename);
      const { update, clear } = seen.list!;
      // The screen opened still loads: the list is still mounted when its debounced search
      // fires (the history already holds the new address, the list has not seen it yet).
      act(() => {
        seen.navigator!.push(`${basename ?? ''}/contratos/novo`);
        update({ busca: '' });
        clear();
      });
      expect(address()).toBe('/contratos/novo');
    },
  );
});
