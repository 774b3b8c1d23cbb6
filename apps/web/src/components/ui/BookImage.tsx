import { useState } from 'react';
import { useText } from '#app/i18n/i18n.ts';
import { uiText } from '#app/i18n/shell.ts';

/** A book photo; when the address cannot be loaded, a plain book placeholder instead of a broken image. */
export function BookImage({
  src,
  title,
  alt: altProp,
  className,
  width,
  height,
  priority = false,
}: {
  src: string;
  title: string;
  /** The photo's text alternative; the placeholder always says 'No photo of …'. */
  alt?: string;
  className: string;
  width: number;
  height: number;
  /** The page's first cover (its largest paint): loaded at once and ahead of other images. */
  priority?: boolean;
}) {
  const t = useText(uiText);
  const alt = altProp ?? t.photoOfTitle({ title });
  const [failed, setFailed] = useState(false);
  if (failed || !src)
    return (
      <div
        role="img"
        aria-label={t.noPhotoOfTitle({ title })}
        className={`${className} flex items-center justify-center`}
      >
        <svg viewBox="0 0 24 24" className="h-1/3 max-h-16 w-1/3 max-w-16 text-stone-400" aria-hidden="true">
          <path
            d="M4 5a2 2 0 012-2h12v16H6a2 2 0 00-2 2V5zm0 16a2 2 0 012-2h12v2H6"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </svg>
      </div>
    );
  return (
    <img
      src={src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      width={width}
      height={height}
      onError={() => setFailed(true)}
      className={`${className} object-contain`}
    />
  );
}
