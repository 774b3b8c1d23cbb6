// Form fields: a visible label tied to its control, and the validation message under it, tied by
// aria-describedby. Field wraps any control (select, textarea); TextField is the common <input> case.
import type { InputHTMLAttributes, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useMessage } from '#app/i18n/messages.ts';

const controlBase =
  'w-full rounded-md border border-stone-300 px-3 py-2 text-base shadow-sm placeholder:text-stone-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600';
/** For inputs, selects and textareas. */
export const controlClass = `${controlBase} bg-white text-stone-900`;
const readOnlyClass = `${controlBase} bg-stone-100 text-stone-700`;

export const errorId = (id: string) => `${id}-error`;

export function Field({
  id,
  label,
  error,
  announce = false,
  className = '',
  children,
}: {
  id: string;
  label: string;
  error?: string;
  /** Read the message out as soon as it shows (role=alert); otherwise it is read with the field. */
  announce?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const message = useMessage(error);
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      {children}
      {message && (
        <p id={errorId(id)} role={announce ? 'alert' : undefined} className="text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}

/** The aria attributes of a control whose Field may show `error`. */
export const invalidProps = (id: string, error: string | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? errorId(id) : undefined,
});

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  id: string;
  label: string;
  registration?: UseFormRegisterReturn;
  error?: string;
  announce?: boolean;
  className?: string;
}

export function TextField({ id, label, registration, error, announce, className, ...input }: TextFieldProps) {
  return (
    <Field id={id} label={label} error={error} announce={announce} className={className}>
      <input
        id={id}
        {...input}
        {...registration}
        {...invalidProps(id, error)}
        aria-describedby={error ? errorId(id) : input['aria-describedby']}
        className={input.readOnly ? readOnlyClass : controlClass}
      />
    </Field>
  );
}
