// Validation messages of the shared schemas (the spec's English, e.g. 'condotion is Required') in the
// reader's language: the same table the server's error handler uses (@boibazar/shared/messages).
import { localise } from '@boibazar/shared/messages';
import { useStore } from '@nanostores/react';
import { language } from './locale.ts';

/** `message` in the reader's language; English and unknown messages unchanged. */
export function useMessage(message: string | undefined): string | undefined {
  const code = useStore(language);
  return message === undefined ? undefined : localise(message, code);
}

/** Words the catalogue stores in English, such as a book's condition ('Like New'), as the reader reads them. */
export function useLocalise(): (word: string) => string {
  const code = useStore(language);
  return (word) => localise(word, code);
}
