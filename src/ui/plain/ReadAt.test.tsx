import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MAY_BE_OLD_MS, ReadAt, readState, type ReadQuery } from './ReadAt';

const NOW = Date.UTC(2026, 11, 2, 13, 42); // 10:42 in São Paulo

function query(patch: Partial<ReadQuery> = {}): ReadQuery {
  return { data: {}, dataUpdatedAt: NOW, isFetching: false, isError: false, refetch: vi.fn(), ...patch };
}

describe('readState', () => {
  it('is the oldest read of those that answered; nothing before any answers', () => {
    expect(readState([query({ data: undefined, dataUpdatedAt: 0 })], NOW)).toBeNull();
    const state = readState(
      [query({ dataUpdatedAt: NOW - 1000 }), query(), query({ data: undefined, dataUpdatedAt: 0 })],
      NOW,
    );
    expect(state).toEqual({ readAt: NOW - 1000, fetching: false, mayBeOld: false, partial: false });
  });

  it('is reading while the figures shown are earlier ones (a list under a new filter), not nothing', () => {
    const placeholder = query({ dataUpdatedAt: 0, isFetching: true });
    expect(readState([placeholder], NOW)).toEqual({ readAt: 0, fetching: true, mayBeOld: false, partial: false });
    // Its read failed: nothing to say of figures never read.
    expect(readState([query({ dataUpdatedAt: 0, isError: true })], NOW)).toBeNull();
  });

  it('may be old once read five minutes ago, or when the last refresh failed; never while reading', () => {
    expect(readState([query({ dataUpdatedAt: NOW - MAY_BE_OLD_MS + 1 })], NOW)?.mayBeOld).toBe(false);
    expect(readState([query({ dataUpdatedAt: NOW - MAY_BE_OLD_MS })], NOW)?.mayBeOld).toBe(true);
    expect(readState([query({ isError: true })], NOW)?.mayBeOld).toBe(true);
    expect(readState([query({ isError: true, isFetching: true })], NOW)).toMatchObject({
      fetching: true,
      mayBeOld: false,
    });
  });

  it('is partial while a query could not be read at all, until it is read again', () => {
    const failed = query({ data: undefined, dataUpdatedAt: 0, isError: true });
    expect(readState([query(), failed], NOW)).toEqual({ readAt: NOW, fetching: false, mayBeOld: false, partial: true });
    expect(readState([query(), { ...failed, isFetching: true }], NOW)?.partial).toBe(false);
  });
});

describe('ReadAt', () => {
  it('says when the figures were read, that they may be old, and reads every query again on request', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    try {
      const fresh = query();
      const { rerender } = render(<ReadAt queries={[fresh]} />);
      expect(screen.getByText('lidos às 10:42')).toBeInTheDocument();
      expect(screen.queryByRole('button')).toBeNull();

      const old = [query({ dataUpdatedAt: NOW - MAY_BE_OLD_MS - 60_000 }), query()];
      rerender(<ReadAt queries={old} />);
      expect(screen.getByText(/^lidos às 10:36 — podem estar desatualizados/)).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Ler de novo' }));
      expect(old.map((q) => vi.mocked(q.refetch).mock.calls.length)).toEqual([1, 1]);

      rerender(<ReadAt queries={[fresh, query({ data: undefined, dataUpdatedAt: 0, isError: true })]} />);
      expect(screen.getByText('lidos às 10:42, em parte')).toBeInTheDocument();

      rerender(<ReadAt queries={[query({ isFetching: true })]} />);
      expect(screen.getByText('atualizando…')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
