import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { StrictMode } from 'react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { theme } from '../ui/mantine/theme';

export interface RenderOptions {
  /** Initial address, e.g. `/contratos?status=ATIVO`. */
  route?: string;
  /** Route pattern the element is mounted at (default: the route's path). */
  path?: string;
  /** The router state of the initial address (as a `Link`'s `state` would set it). */
  state?: unknown;
  /** An earlier render's client: its cache, as a screen finds it when the user comes back. */
  queryClient?: QueryClient;
}

export interface RenderWithAppResult extends RenderResult {
  queryClient: QueryClient;
  /** The current address (path + query), as the router sees it. */
  location: () => string;
}

/** Renders a screen with the app's providers (Mantine in its test env, React Query without retries, a router), in StrictMode. */
export function renderWithApp(ui: ReactElement, options: RenderOptions = {}): RenderWithAppResult {
  const route = options.route ?? '/';
  const path = options.path ?? route.split('?')[0] ?? '/';
  const queryClient =
    options.queryClient ??
    new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } },
    });
  // With a router state, the address as a location (the state a `Link` would have set).
  const [pathname = '/', search] = route.split('?');
  const entry =
    options.state === undefined
      ? route
      : { pathname, search: search === undefined ? '' : `?${search}`, state: options.state };
  let current = route;
  function LocationSpy() {
    const location = useLocation();
    current = `${location.pathname}${location.search}`;
    return null;
  }
  // In StrictMode, as `npm start` runs the app: every effect is mounted, unmounted and mounted again.
  const result = render(
    <StrictMode>
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[entry]}>
            <LocationSpy />
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={<div data-testid="navigated-away" />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
  return { ...result, queryClient, location: () => current };
}
