// The brand button, and the same look on a link: one place for its colours, sizes and disabled state.
// Pages pass layout only (width, margins, flex) through `className`.
import type { ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';

type Size = 'sm' | 'md' | 'lg' | 'xl';
type Variant = 'solid' | 'outline' | 'danger' | 'quiet' | 'exchange';

const LOOK: Record<Variant, string> = {
  solid: 'bg-brand-700 text-white hover:bg-brand-800',
  outline: 'border border-brand-700 text-brand-700 hover:bg-brand-50',
  /** Reporting, deleting, blocking, disputing. */
  danger: 'bg-red-700 text-white hover:bg-red-800',
  /** Cancel beside a main action. */
  quiet: 'border border-stone-300 text-stone-700 hover:bg-stone-50',
  /** The exchange's own colour (offer, counter, accept an exchange). */
  exchange: 'bg-teal-700 text-white hover:bg-teal-800',
};
const SIZE: Record<Size, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2',
  lg: 'px-4 py-2.5',
  xl: 'px-6 py-3',
};

export interface ButtonStyle {
  size?: Size;
  variant?: Variant;
  /** Layout only (width, margins, flex); the look comes from size and variant. */
  className?: string;
}

export const buttonClass = ({ size = 'md', variant = 'solid', className }: ButtonStyle = {}): string =>
  [
    'rounded-md font-semibold disabled:cursor-not-allowed disabled:opacity-60',
    LOOK[variant],
    SIZE[size],
    className,
  ]
    .filter(Boolean)
    .join(' ');

export function Button({
  size,
  variant,
  className,
  type = 'button',
  ...props
}: ButtonStyle & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={buttonClass({ size, variant, className })} {...props} />;
}

export function ButtonLink({ size, variant, className, ...props }: ButtonStyle & LinkProps) {
  return <Link className={buttonClass({ size, variant, className })} {...props} />;
}
