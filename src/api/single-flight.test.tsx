import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useRefreshingMutation, useSingleFlightMutation } from './single-flight';

function setup(mutationFn: (n: number) => Promise<string>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSingleFlightMutation({ mutationFn }), { wrapper });
}

/** A promise settled from outside. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useSingleFlightMutation', () => {
  it('sends once while a call is on its way (a double click in the same tick), then again once it settled', async () => {
    const pending = deferred<string>();
    const fn = vi.fn((_n: number) => pending.promise);
    const { result } = setup(fn);
    const onSuccess = vi.fn();
    act(() => {
      result.current.mutate(1, { onSuccess });
      result.current.mutate(2, { onSuccess });
    });
    await waitFor(() => expect(result.current.isPending).toBe(true));
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn.mock.calls[0]?.[0]).toBe(1);
    await act(async () => pending.resolve('feito'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(onSuccess).toHaveBeenCalledTimes(1);

    fn.mockImplementation(() => Promise.resolve('de novo'));
    await act(async () => {
      await result.current.mutateAsync(3);
    });
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('a second mutateAsync gets the pending promise; after an error it can be sent again', async () => {
    const pending = deferred<string>();
    const fn = vi.fn((_n: number) => pending.promise);
    const { result } = setup(fn);
    let first: Promise<string> = Promise.resolve('');
    let second: Promise<string> = Promise.resolve('');
    act(() => {
      first = result.current.mutateAsync(1);
      second = result.current.mutateAsync(2);
    });
    expect(second).toBe(first);
    pending.reject(new Error('Falha'));
    await expect(first).rejects.toThrow('Falha');
    await waitFor(() => expect(result.current.isError).toBe(true));

    fn.mockImplementation(() => Promise.resolve('ok'));
    act(() => result.current.mutate(4));
    await waitFor(() => expect(result.current.data).toBe('ok'));
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe('useRefreshingMutation', () => {
  it('reads again what its change moves, and only once the call succeeded', async () => {
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const fn = vi.fn((n: number) => (n > 0 ? Promise.resolve('feito') : Promise.reject(new Error('recusado'))));
    const { result } = renderHook(() => useRefreshingMutation(fn, 'quote-created'), { wrapper });
    await act(async () => {
      await result.current.mutateAsync(0).catch(() => undefined);
    });
    expect(invalidate).not.toHaveBeenCalled();
    await act(async () => {
      await result.current.mutateAsync(7);
    });
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual([['quotes', 'list']]);
  });
});
