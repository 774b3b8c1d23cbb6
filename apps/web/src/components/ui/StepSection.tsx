// One step a deal's party may take now, as a titled box on the order or exchange page (issue 24: the two
// pages drew the same box by hand). `collapsed` tucks a step one rarely takes (decline, dispute) under its
// title until opened.
import { useId, type ReactNode } from 'react';

const BOX = 'rounded-lg border border-stone-200 bg-white p-4';

export function StepSection({
  title,
  hint,
  collapsed = false,
  children,
}: {
  title: string;
  /** A sentence under the title saying what the step does. */
  hint?: ReactNode;
  collapsed?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  if (collapsed)
    return (
      <details className={BOX}>
        <summary className="cursor-pointer font-semibold text-stone-900">{title}</summary>
        {hint && <p className="mt-1 text-sm text-stone-600">{hint}</p>}
        <div className="mt-3">{children}</div>
      </details>
    );
  return (
    <section className={BOX} aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {hint && <p className="mt-1 text-sm text-stone-600">{hint}</p>}
      <div className="mt-3">{children}</div>
    </section>
  );
}
