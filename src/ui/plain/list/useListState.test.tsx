import { act, cleanup, render, screen } from '@testing-library/react';
import { useContext, useLayoutEffect } from 'react';
import { MemoryRouter, Route, Routes, UNSAFE_NavigationContext, useLocation, type Navigator } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LaterNavigation, MAX_WAIT_MS } from '../later-navigation';
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

const routes = (
  <>
    <Routes>
      <Route path="contratos" element={<List />} />
      <Route path="*" element={null} />
    </Routes>
    <Where />
  </>
);
const renderAt = (path: string, basename?: string) =>
  render(
    <MemoryRouter basename={basename} initialEntries={[path]}>
      {routes}
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

  describe('under the app navigator', () => {
    const renderLater = (path: string) =>
      render(
        <MemoryRouter initialEntries={[path]}>
          <LaterNavigation>{routes}</LaterNavigation>
        </MemoryRouter>,
      );

    it('shows a change at once and writes its address once its view is painted', () => {
      vi.useFakeTimers();
      try {
        renderLater('/contratos?busca=a');
        act(() => seen.list!.update({ busca: 'acme' }));
        expect(seen.list!.filters.busca).toBe('acme');
        expect(address()).toBe('/contratos?busca=a');
        act(() => {
          seen.list!.settled();
          vi.advanceTimersByTime(100);
        });
        expect(address()).toBe('/contratos?busca=acme');
        expect(seen.list!.filters.busca).toBe('acme');
        // Back steps to the filter before.
        act(() => seen.navigator!.go(-1));
        expect(address()).toBe('/contratos?busca=a');
        expect(seen.list!.filters.busca).toBe('a');
      } finally {
        vi.useRealTimers();
      }
    });

    it('writes a change still pending before the screen it opens, so Back returns to the filtered list', () => {
      vi.useFakeTimers();
      try {
        renderLater('/contratos');
        act(() => seen.list!.update({ busca: 'acme' }));
        act(() => seen.navigator!.push('/contratos/42'));
        expect(address()).toBe('/contratos/42');
        act(() => seen.navigator!.go(-1));
        expect(address()).toBe('/contratos?busca=acme');
        act(() => void vi.advanceTimersByTime(2 * MAX_WAIT_MS));
        act(() => seen.navigator!.go(-1));
        expect(address()).toBe('/contratos');
        expect(seen.list!.filters.busca).toBe('');
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
