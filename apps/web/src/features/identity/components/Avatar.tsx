import { useState } from 'react';
import { initialsOf } from '../initials.ts';

/** The person's photo, or their initials on the brand colour when there is none or it will not load. */
export function Avatar({ name, image, size = 96 }: { name: string; image: string; size?: number }) {
  const [broken, setBroken] = useState(false);
  const initials = initialsOf(name);
  if (image && !broken) {
    return (
      <img
        src={image}
        alt={name}
        width={size}
        height={size}
        onError={() => setBroken(true)}
        className="rounded-full object-cover ring-4 ring-white shadow"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={name}
      className="inline-flex items-center justify-center rounded-full bg-brand-700 font-bold text-white ring-4 ring-white shadow"
      style={{ width: size, height: size, fontSize: size / 2.6 }}
    >
      {initials}
    </span>
  );
}
