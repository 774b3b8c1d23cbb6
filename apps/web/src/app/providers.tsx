import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { toastOptions, toastsOverLimit } from '../lib/toast.ts';

/** Dismisses the oldest visible notices beyond the spec's 20 (react-hot-toast's own cap counts fading ones too). */
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
      {/* NOTE: below the sticky top bar: a notice over it would hide Dashboard / Log Out, and hovering
          or tapping a notice pauses its timer, so it would stay there. */}
      <Toaster position="top-center" containerStyle={{ top: 76 }} toastOptions={toastOptions} />
      <ToastLimit />
    </QueryClientProvider>
  );
}
