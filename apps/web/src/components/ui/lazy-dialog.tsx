// A dialog whose code (and its form libraries: react-hook-form, zod) loads when it is first opened, not with
// the page that can open it: the category, search, seller and book pages stay out of the forms' chunk
// until a reader presses Book Now or Offer an exchange.
import { type ComponentType, lazy, Suspense } from 'react';

export function lazyDialog<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: Props) {
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
