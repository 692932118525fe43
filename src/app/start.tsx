import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { configureHttp } from '../api/http';
import { AuthProvider } from '../auth/AuthContext';
import { AuthSession, buildSettings } from '../auth/session';
import type { AppConfig } from '../config/schema';
import { NotificationsHost } from './NotificationsHost';
import { createQueryClient } from './query-client';
import { AppRouter } from './router';
import { loadScoped } from '../ui/load-scoped';

export async function startApp(root: Root, config: AppConfig): Promise<void> {
  const session = new AuthSession(buildSettings(config, window.location.origin, import.meta.env.BASE_URL));
  configureHttp({
    baseUrl: config.apiBaseUrl,
    getAccessToken: () => session.accessToken(),
    renewAccessToken: (rejected) => session.renewRejected(rejected),
    onSessionExpired: () => session.expire(),
  });
  // The callback page completes the sign-in itself; elsewhere, restore the stored session.
  if (!window.location.pathname.endsWith(config.auth.redirectPath)) await session.load();

  const queryClient = createQueryClient();
  // No MantineProvider here: the first screen is plain elements, and what uses Mantine
  // brings its own (MantineScope, docs/decisions/0009-first-screen-without-mantine.md).
  root.render(
    <StrictMode>
      <NotificationsHost />
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
