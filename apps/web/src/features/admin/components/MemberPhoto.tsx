/** The account's photo, or its initials when there is none (or it fails to load). */
import { useState } from 'react';
import { useText } from '#app/i18n/i18n.ts';
import { adminText } from '../i18n.ts';

export function MemberPhoto({ name, image }: { name: string; image: string }) {
  const t = useText(adminText);
  const [failed, setFailed] = useState(false);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  if (image && !failed)
    return (
      <img
        src={image}
        alt={t.photoOfName({ name })}
        width={40}
        height={40}
        loading="lazy"
        onError={() => setFailed(true)}
        className="h-10 w-10 rounded-full object-cover"
      />
    );
  return (
    <span
      role="img"
      aria-label={t.noPhotoForName({ name })}
      className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
    >
      {initials || '?'}
    </span>
  );
}
