import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { configureHttp } from '../api/http';
import { AuthProvider } from '../auth/AuthContext';
import {
  addressOf,
  appPathOf,
  companyPath,
  currentCompanyKey,
  isOutsideCompanies,
  PORTFOLIO_PATH,
  setCurrentCompany,
  splitCompanyPath,
} from '../auth/companies';
import { AuthSession, buildSettings } from '../auth/session';
import type { AppConfig } from '../config/schema';
import { createQueryClient } from './query-client';
import { AppRouter, preloadScreen } from './router';
import { loadScoped } from '../ui/plain/load-scoped';
import { setStoreCompany } from '../lib/company-store';

/** How long the first render waits for its screen's data. */
export const FIRST_DATA_WAIT_MS = 200;

/** The company in the address (`/e/<key>/…`); an address without one is rewritten to the tab's current company. */
function companyOfPage(base: string): { key: string | null; portfolio: boolean } {
  const { pathname, search, hash } = window.location;
  const path = appPathOf(pathname, base);
  const named = splitCompanyPath(path);
  if (named) {
    setCurrentCompany(named.key);
    return { key: named.key, portfolio: false };
  }
  if (isOutsideCompanies(path)) return { key: null, portfolio: path.startsWith(PORTFOLIO_PATH) };
  const current = currentCompanyKey();
  if (current)
    window.history.replaceState(
      window.history.state,
      '',
      `${addressOf(base, companyPath(current, path))}${search}${hash}`,
    );
  return { key: current, portfolio: false };
}

export async function startApp(root: Root, config: AppConfig): Promise<void> {
  const base = import.meta.env.BASE_URL;
  const page = companyOfPage(base);
  setStoreCompany(page.key);
  const session = new AuthSession(buildSettings(config, window.location.origin, base), undefined, page.key ?? '');
  // Signed out in another tab (while this one was closed or asleep) of every company or of this one: nothing is shown.
  if (session.endedElsewhere(!window.location.pathname.endsWith(config.auth.redirectPath))) return;
  configureHttp({ baseUrl: config.apiBaseUrl, ...session.connection(), ...(page.portfolio ? { company: null } : {}) });
  const basename = page.key ? addressOf(base, companyPath(page.key)) : base;
  const queryClient = createQueryClient();
  if (!window.location.pathname.endsWith(config.auth.redirectPath) && (await session.load())) {
    // A quick answer is drawn in the same render as the page.
    const data = preloadScreen(queryClient, basename, window.location);
    if (data) await Promise.race([data, new Promise((wait) => setTimeout(wait, FIRST_DATA_WAIT_MS))]);
  }

  // No MantineProvider: the first screen is plain elements, and what uses Mantine brings its own (decision 0009).
  root.render(
    <StrictMode>
      <AuthProvider session={session}>
        <QueryClientProvider client={queryClient}>
          <AppRouter basename={basename} />
        </QueryClientProvider>
      </AuthProvider>
    </StrictMode>,
  );
}

export function renderConfigError(root: Root, error: unknown): void {
  loadScoped(() => import('./pages/ConfigErrorPage').then((m) => m.ConfigErrorPage))().then(
    (ConfigErrorPage) => root.render(<ConfigErrorPage error={error} />),
    () =>
      root.render(
        <p role="alert">O aplicativo não pôde iniciar: {error instanceof Error ? error.message : String(error)}</p>,
      ),
  );
}
