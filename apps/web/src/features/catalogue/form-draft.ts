// Add a Book's draft (decision 380): the unfinished form is kept in this browser's localStorage, one per
// seller, on every change; coming back (reload, another page, a closed tab) restores it; sending it (or
// "Start again") clears it. Nothing goes to the server: a draft is the seller's, on their own device.
import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

const PREFIX = 'boibazar.draft.add-book.';

export const draftKey = (sellerEmail: string) => `${PREFIX}${sellerEmail.trim().toLowerCase()}`;

function readDraft(key: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const filled = (value: unknown) => value !== undefined && value !== null && value !== '' && value !== false;

/**
 * Restores the seller's draft into the form once (as typed values, so nothing the form fills in itself
 * overwrites them), then saves every change. Answers whether a draft was restored and how to drop it.
 */
export function useFormDraft<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setValue' | 'watch' | 'getValues' | 'reset'>,
  sellerEmail: string,
  fresh: T,
) {
  const key = draftKey(sellerEmail);
  // Only what the seller typed counts: the form's own starting values (their name) are not a draft.
  const typed = (values: Record<string, unknown>) =>
    Object.entries(values).some(([name, value]) => filled(value) && value !== fresh[name]);
  const [restored, setRestored] = useState(false);
  const restoring = useRef(true);
  const { setValue, watch, reset } = form;

  useEffect(() => {
    const draft = readDraft(key);
    if (draft && typed(draft)) {
      for (const [name, value] of Object.entries(draft))
        if (name in fresh && filled(value)) setValue(name as never, value as never, { shouldDirty: true });
      setRestored(true);
    }
    restoring.current = false;
    const subscription = watch((values) => {
      if (restoring.current) return;
      try {
        if (typed(values)) localStorage.setItem(key, JSON.stringify(values));
        else localStorage.removeItem(key);
      } catch {
        // A full or blocked storage only loses the draft, never the form.
      }
    });
    return () => subscription.unsubscribe();
    // Once per seller: the form and its fresh values do not change meaning.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return {
    restored,
    /** The book was listed: the draft is done. */
    clear: () => localStorage.removeItem(key),
    /** "Start again": an empty form and no draft. */
    discard: () => {
      restoring.current = true;
      reset(fresh);
      localStorage.removeItem(key);
      restoring.current = false;
      setRestored(false);
    },
  };
}
