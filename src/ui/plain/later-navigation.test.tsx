import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Navigator, Path, To } from 'react-router-dom';
import { laterNavigator, MAX_WAIT_MS } from './later-navigation';

/** A history as React Router's: pushes change its location. */
function fakeHistory(start = '/contratos') {
  const entries: string[] = [start];
  const toPath = (to: To) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}`);
  const navigator: Navigator & { location: { pathname: string; search: string } } = {
    createHref: toPath,
    go: vi.fn(),
    push: vi.fn((to: To) => void entries.push(toPath(to))),
    replace: vi.fn((to: To) => void (entries[entries.length - 1] = toPath(to))),
    get location() {
      const url = new URL(entries.at(-1) as string, 'http://x');
      return { pathname: url.pathname, search: url.search };
    },
  };
  return { navigator, entries };
}

const at = (search: string): Path => ({ pathname: '/contratos', search, hash: '' });

describe('laterNavigator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes a change once its view is painted and the page is idle, and tells it as shown meanwhile', () => {
    const { navigator, entries } = fakeHistory();
    const later = laterNavigator(navigator);
    later.pushLater(at('?status=ATIVO'));
    expect(entries).toEqual(['/contratos']);
    expect(later.location).toMatchObject({ pathname: '/contratos', search: '?status=ATIVO' });
    expect(later.pendingPath()).toBe('/contratos?status=ATIVO');
    later.settled();
    vi.advanceTimersByTime(100);
    expect(entries).toEqual(['/contratos', '/contratos?status=ATIVO']);
    expect(later.location.search).toBe('?status=ATIVO');
    expect(later.pendingPath()).toBeNull();
  });

  it('writes within MAX_WAIT_MS when the view never tells it is painted', () => {
    const { navigator, entries } = fakeHistory();
    const later = laterNavigator(navigator);
    later.pushLater(at('?status=ATIVO'));
    vi.advanceTimersByTime(MAX_WAIT_MS - 1);
    expect(entries).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(entries.at(-1)).toBe('/contratos?status=ATIVO');
  });

  it('writes only the last of quick changes, once', () => {
    const { navigator, entries } = fakeHistory();
    const later = laterNavigator(navigator);
    later.pushLater(at('?status=ATIVO'));
    later.settled();
    later.pushLater(at('?status=INATIVO'));
    later.settled();
    vi.advanceTimersByTime(2 * MAX_WAIT_MS);
    expect(entries).toEqual(['/contratos', '/contratos?status=INATIVO']);
  });

  it('writes a pending change before any navigation, so Back returns to it', () => {
    const { navigator, entries } = fakeHistory();
    const later = laterNavigator(navigator);
    later.pushLater(at('?status=ATIVO'));
    later.push('/contratos/42');
    expect(entries).toEqual(['/contratos', '/contratos?status=ATIVO', '/contratos/42']);
    vi.advanceTimersByTime(2 * MAX_WAIT_MS);
    expect(entries).toHaveLength(3);

    const other = fakeHistory();
    const back = laterNavigator(other.navigator);
    back.pushLater(at('?pagina=2'));
    back.go(-1);
    expect(other.entries).toEqual(['/contratos', '/contratos?pagina=2']);
    expect(other.navigator.go).toHaveBeenCalledWith(-1);
  });

  it("drops a pending change on the browser's own Back, and one for a page the history left", () => {
    const { navigator, entries } = fakeHistory();
    const later = laterNavigator(navigator);
    const stop = later.listen(window);
    later.pushLater(at('?status=ATIVO'));
    window.dispatchEvent(new PopStateEvent('popstate'));
    vi.advanceTimersByTime(2 * MAX_WAIT_MS);
    expect(entries).toEqual(['/contratos']);
    stop();

    later.pushLater(at('?status=ATIVO'));
    entries.push('/recebiveis');
    later.settled();
    vi.advanceTimersByTime(2 * MAX_WAIT_MS);
    expect(entries).toEqual(['/contratos', '/recebiveis']);
  });
});
