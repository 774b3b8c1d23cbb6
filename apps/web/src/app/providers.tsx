import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { toastOptions, toastsOverLimit } from '../lib/toast.ts';

/** react-hot-toast has no built-in cap, so dismiss the oldest visible notices beyond the spec's 20. */
function ToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toastsOverLimit(toasts).forEach((id) => toast.dismiss(id));
  }, [toasts]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster position="top-center" toastOptions={toastOptions} />
      <ToastLimit />
    </QueryClientProvider>
  );
}
