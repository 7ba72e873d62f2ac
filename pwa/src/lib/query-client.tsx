import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * One QueryClient for the whole app. It is provided by the route modules that need server state (slots,
 * my-requests, admin), not by the shell, so React Query stays out of the landing page's first load.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: true, staleTime: 15_000, networkMode: 'always' },
    mutations: { networkMode: 'always', retry: 0 },
  },
});

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
