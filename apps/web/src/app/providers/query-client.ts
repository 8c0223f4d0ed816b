import { QueryClient } from '@tanstack/react-query';
import { setPrefetchBusyCheck } from '../../lib/prefetch-when-idle';

/** One client for the app; the http client already toasts errors, so queries do not retry blindly. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

// Chunks fetched ahead (the next page, the chat's markdown) wait until the page's own data has arrived.
setPrefetchBusyCheck(() => queryClient.isFetching() > 0);
