// Share a book page: the phone's own share sheet where the browser has one (the Web Share API), otherwise
// WhatsApp, Messenger and Copy link (decision 260). The link is the book's public page.
import type { Book } from '@boibazar/shared/catalogue';
import { useId, useRef, useState } from 'react';
import { useText } from '#app/i18n/i18n.ts';
import { bookShareText } from '../i18n.ts';

const canShareNatively = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

const choiceClass =
  'block rounded-md px-3 py-2 text-sm font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700';

export function ShareBook({ book }: { book: Pick<Book, '_id' | 'productName'> }) {
  const t = useText(bookShareText);
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const linkId = useId();
  const url = `${window.location.origin}/books/${book._id}`;
  const text = t.shareText({ title: book.productName });

  const share = () => {
    if (canShareNatively()) {
      // Closing the share sheet rejects with AbortError: nothing to say then.
      navigator.share({ title: text, text, url }).catch(() => undefined);
      return;
    }
    setOpen((v) => !v);
    setCopied(null);
  };

  const copy = () =>
    navigator.clipboard
      .writeText(url)
      .then(() => setCopied('yes'))
      .catch(() => setCopied('failed'));

  return (
    <div
      className="relative"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        buttonRef.current?.focus();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        onClick={share}
        aria-label={t.shareBook({ title: book.productName })}
        title={t.share}
        {...(canShareNatively() ? {} : { 'aria-expanded': open, 'aria-controls': panelId })}
        className="rounded-full p-2 text-brand-800 ring-1 ring-brand-100 hover:bg-brand-50"
      >
        <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true">
          <path
            d="M18 8a3 3 0 10-2.8-4M6 15a3 3 0 100-6 3 3 0 000 6zm12 7a3 3 0 100-6 3 3 0 000 6zM8.6 10.5l6.8-3.9M8.6 13.5l6.8 3.9"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute left-0 z-20 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-xl bg-white p-2 shadow-lg ring-1 ring-stone-200"
        >
          <ul>
            <li>
              <a
                className={choiceClass}
                href={`https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t.whatsApp}
              </a>
            </li>
            <li>
              <a
                className={choiceClass}
                href={`fb-messenger://share/?link=${encodeURIComponent(url)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t.messenger}
              </a>
            </li>
            <li>
              <button type="button" className={`${choiceClass} w-full text-left`} onClick={copy}>
                {t.copyLink}
              </button>
            </li>
          </ul>
          <label htmlFor={linkId} className="sr-only">
            {t.linkToBook}
          </label>
          <input
            id={linkId}
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 w-full rounded-md border border-stone-300 px-2 py-1 text-xs text-stone-700"
          />
          <p role="status" className="mt-1 min-h-5 text-xs font-medium text-green-800">
            {copied === 'yes' ? t.linkCopied : copied === 'failed' ? t.copyFailed : ''}
          </p>
        </div>
      )}
    </div>
  );
}
