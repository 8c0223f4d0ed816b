import { QueryClient } from '@tanstack/react-query';

/** One client for the app; the http client already toasts errors, so queries do not retry blindly. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
