import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { configureHttp } from '../api/http';
import { AuthProvider } from '../auth/AuthContext';
import { AuthSession, buildSettings } from '../auth/session';
import type { AppConfig } from '../config/schema';
import { createQueryClient } from './query-client';
import { AppRouter, preloadScreen } from './router';
import { loadScoped } from '../ui/load-scoped';

/** How long the first render waits for its screen's data; a slower answer shows the page loading. */
export const FIRST_DATA_WAIT_MS = 200;

export async function startApp(root: Root, config: AppConfig): Promise<void> {
  const session = new AuthSession(buildSettings(config, window.location.origin, import.meta.env.BASE_URL));
  configureHttp({
    baseUrl: config.apiBaseUrl,
    getAccessToken: () => session.accessToken(),
    renewAccessToken: (rejected) => session.renewRejected(rejected),
    onSessionExpired: () => session.expire(),
  });
  const queryClient = createQueryClient();
  // The callback page completes the sign-in itself; elsewhere, restore the stored session.
  if (!window.location.pathname.endsWith(config.auth.redirectPath) && (await session.load())) {
    // The screen's data, asked for now; the first render waits a moment for it, so that a
    // quick answer is drawn in the same render and layout as the page (decision 0011).
    const data = preloadScreen(queryClient, import.meta.env.BASE_URL, window.location);
    if (data) await Promise.race([data, new Promise((wait) => setTimeout(wait, FIRST_DATA_WAIT_MS))]);
  }

  // No MantineProvider here: the first screen is plain elements, and what uses Mantine
  // brings its own (MantineScope, docs/decisions/0009-first-screen-without-mantine.md).
  root.render(
    <StrictMode>
      <AuthProvider session={session}>
        <QueryClientProvider client={queryClient}>
          <AppRouter basename={import.meta.env.BASE_URL} />
        </QueryClientProvider>
      </AuthProvider>
    </StrictMode>,
  );
}

/** The configuration could not be read: says why (the page's code loads only then). */
export function renderConfigError(root: Root, error: unknown): void {
  loadScoped(() => import('./pages/ConfigErrorPage').then((m) => m.ConfigErrorPage))().then(
    (ConfigErrorPage) => root.render(<ConfigErrorPage error={error} />),
    () =>
      root.render(
        <p role="alert">O aplicativo não pôde iniciar: {error instanceof Error ? error.message : String(error)}</p>,
      ),
  );
}
