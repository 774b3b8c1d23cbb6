// A file picker that reads as the app's Button in the reader's language, never the browser's own "Choose
// File": the real input stays in the page, visually hidden but focusable and named by the button's text, so
// Tab reaches it, Enter or Space opens the picker, and a screen reader announces a file upload.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { buttonClass, type ButtonStyle } from './Button.tsx';

export function FileButton({
  children,
  size,
  variant,
  className,
  ...input
}: ButtonStyle & { children: ReactNode } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'className'
  >) {
  return (
    <label
      className={buttonClass({
        size,
        variant,
        className: [
          'relative inline-flex cursor-pointer items-center justify-center focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-2 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
          className,
        ]
          .filter(Boolean)
          .join(' '),
      })}
    >
      {children}
      <input type="file" className="sr-only" {...input} />
    </label>
  );
}
