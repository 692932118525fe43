import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * A React Query client for hooks under test, and the wrapper that provides it to
 * `renderHook`: no retries, and what is read stays fresh until the code under test
 * invalidates it (a refetch is then the code's doing, never a timer's).
 */
export function withQueryClient() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}
