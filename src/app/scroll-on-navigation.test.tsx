import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type NavigateFunction } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollToTopOnNewPage } from './scroll-on-navigation';

afterEach(() => vi.restoreAllMocks());

function Page() {
  useScrollToTopOnNewPage();
  return null;
}

function setup() {
  const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/contratos'] });
  render(<RouterProvider router={router} />);
  const navigate = (to: string | number) => act(() => router.navigate(to as Parameters<NavigateFunction>[0]));
  return { scrolled, navigate };
}

describe('useScrollToTopOnNewPage', () => {
  it('a new page opens at its top; the same page with other filters keeps its scroll', async () => {
    const { scrolled, navigate } = setup();
    expect(scrolled).not.toHaveBeenCalled();
    await navigate('/contratos?status=ATIVO');
    expect(scrolled).not.toHaveBeenCalled();
    await navigate('/notas');
    expect(scrolled).toHaveBeenCalledExactlyOnceWith(0, 0);
  });

  it('back and forward leave the scroll to the browser', async () => {
    const { scrolled, navigate } = setup();
    await navigate('/notas');
    scrolled.mockClear();
    await navigate(-1);
    expect(scrolled).not.toHaveBeenCalled();
  });
});
