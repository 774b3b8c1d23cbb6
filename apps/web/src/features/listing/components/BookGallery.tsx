// The book page's photos (decision 380): the cover large, arrows, thumbnails, swipe on phones, the arrow
// keys, a full-screen view, alt texts from the title and position. Its seller adds (camera or file),
// reorders and removes photos here, up to MAX_BOOK_PHOTOS, the first being the cover.
import { MAX_BOOK_PHOTOS, type BookPhoto } from '@boibazar/shared/catalogue';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { BookImage } from '#app/components/ui/BookImage.tsx';
import { formatCount } from '#app/lib/money.ts';
import { useBookPhotos, useChangePhotos } from '../api/book-photos.ts';
import { useText } from '#app/i18n/i18n.ts';
import { listingText } from '../i18n.ts';

const SWIPE_PX = 40;
const arrowClass =
  'absolute top-1/2 -translate-y-1/2 rounded-full bg-white/90 px-3 py-2 text-lg font-bold shadow ring-1 ring-stone-300 hover:bg-white focus-visible:outline-2 focus-visible:outline-emerald-700';

export interface BookGalleryProps {
  bookId: string;
  title: string;
  /** The listing's `image`, shown while the gallery loads and when it cannot. */
  image: string;
  /** The viewer is the seller and the book is unsold: the photos can be changed. */
  editable: boolean;
}

export function BookGallery({ bookId, title, image, editable }: BookGalleryProps) {
  const t = useText(listingText);
  const photos: BookPhoto[] = useBookPhotos(bookId).data?.photos ?? [
    { id: 'cover', url: image, thumbnailUrl: null },
  ];
  const [shown, setShown] = useState(0);
  const current = Math.min(shown, photos.length - 1);
  const dialog = useRef<HTMLDialogElement>(null);
  const swipeFrom = useRef<number | null>(null);
  // A swipe ends with a click on the photo: that click must not open the full-screen view.
  const swiped = useRef(false);
  const many = photos.length > 1;
  const go = (step: number) => setShown((current + step + photos.length) % photos.length);
  const alt = (index: number) =>
    t.photoNOfCount({ title, n: formatCount(index + 1), count: formatCount(photos.length) });

  // The previous and next arrows, on the page's photo and in the full-screen view alike.
  const arrows = (
    <>
      <button
        type="button"
        className={`${arrowClass} left-2`}
        onClick={() => go(-1)}
        aria-label={t.previousPhoto}
      >
        ‹
      </button>
      <button
        type="button"
        className={`${arrowClass} right-2`}
        onClick={() => go(1)}
        aria-label={t.nextPhoto}
      >
        ›
      </button>
    </>
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (!many) return;
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeFrom.current === null || !many) return;
    const dx = event.clientX - swipeFrom.current;
    swipeFrom.current = null;
    swiped.current = Math.abs(dx) >= SWIPE_PX;
    if (swiped.current) go(dx < 0 ? 1 : -1);
  };

  return (
    <div>
      <section
        aria-roledescription={t.carousel}
        aria-label={t.photosOfTitle({ title })}
        tabIndex={many ? 0 : undefined}
        onKeyDown={onKeyDown}
        className="relative mx-auto w-full max-w-[16rem] touch-pan-y rounded-xl focus-visible:outline-2 focus-visible:outline-emerald-700 md:max-w-none"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        data-testid="book-gallery"
      >
        <button
          type="button"
          className="block w-full cursor-zoom-in"
          onClick={() => {
            if (swiped.current) swiped.current = false;
            else dialog.current?.showModal();
          }}
          aria-label={`${t.fullScreen}: ${alt(current)}`}
        >
          <BookImage
            src={photos[current]!.url}
            title={title}
            alt={alt(current)}
            width={400}
            height={600}
            priority={current === 0}
            className="pointer-events-none aspect-[2/3] w-full rounded-xl bg-stone-100 object-cover shadow-md select-none"
          />
        </button>
        {many && (
          <>
            {arrows}
            <p aria-live="polite" className="sr-only">
              {alt(current)}
            </p>
          </>
        )}
      </section>
      {many && (
        <ul className="mt-3 flex flex-wrap justify-center gap-2">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <button
                type="button"
                aria-label={t.showPhotoN({ n: formatCount(index + 1) })}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => setShown(index)}
                className={`block h-16 w-12 overflow-hidden rounded-md ring-2 ${index === current ? 'ring-emerald-700' : 'ring-transparent'}`}
              >
                <img
                  src={photo.thumbnailUrl ?? photo.url}
                  alt=""
                  className="h-full w-full object-cover"
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <dialog
        ref={dialog}
        aria-label={t.photosOfTitle({ title })}
        onKeyDown={onKeyDown}
        className="m-auto max-h-[100dvh] max-w-[100vw] bg-transparent p-2 backdrop:bg-black/85"
      >
        <div className="relative">
          <img
            src={photos[current]!.url}
            alt={alt(current)}
            className="max-h-[90dvh] max-w-full rounded-lg object-contain"
          />
          {many && <>{arrows}</>}
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="absolute top-2 right-2 rounded-full bg-white px-3 py-1 text-sm font-semibold shadow"
          >
            {t.closeFullScreen}
          </button>
        </div>
      </dialog>
      {editable && <ManagePhotos bookId={bookId} photos={photos} onShow={setShown} />}
    </div>
  );
}

function ManagePhotos({
  bookId,
  photos,
  onShow,
}: {
  bookId: string;
  photos: BookPhoto[];
  onShow: (index: number) => void;
}) {
  const t = useText(listingText);
  const { add, reorder, remove } = useChangePhotos(bookId);
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState<File | null>(null);
  const busy = add.isPending || reorder.isPending || remove.isPending;
  const full = photos.length >= MAX_BOOK_PHOTOS;
  const error = add.error ?? reorder.error ?? remove.error;

  const upload = (file: File) => {
    setFailed(null);
    setProgress(0);
    add.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (next) => onShow(next.photos.length - 1),
        onError: () => setFailed(file),
        onSettled: () => setProgress(null),
      },
    );
  };
  const move = (index: number, step: number) => {
    const order = photos.map((p) => p.id);
    const [moved] = order.splice(index, 1);
    order.splice(index + step, 0, moved!);
    reorder.mutate(order, { onSuccess: () => onShow(index + step) });
  };
  const picker = (capture: boolean) => (
    <label className="inline-flex cursor-pointer items-center rounded-lg bg-emerald-700 px-3 py-2 text-sm font-semibold text-white focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-emerald-700 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50">
      {capture ? t.takePhoto : t.choosePhoto}
      <input
        type="file"
        accept="image/jpeg,image/png,image/webp"
        capture={capture ? 'environment' : undefined}
        className="sr-only"
        disabled={busy || full}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) upload(file);
        }}
      />
    </label>
  );

  return (
    <section
      aria-labelledby="your-photos-title"
      className="mt-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="your-photos-title" className="font-bold">
        {t.yourPhotos}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t.photosHint({ max: formatCount(MAX_BOOK_PHOTOS) })}</p>
      <ol className="mt-3 space-y-2">
        {photos.map((photo, index) => (
          <li key={photo.id} className="flex items-center gap-2">
            <img src={photo.thumbnailUrl ?? photo.url} alt="" className="h-12 w-9 rounded object-cover" />
            <span className="min-w-0 flex-1 text-sm">
              {formatCount(index + 1)}
              {index === 0 && ` · ${t.cover}`}
            </span>
            <button
              type="button"
              disabled={busy || index === 0}
              onClick={() => move(index, -1)}
              className="rounded px-2 py-1 text-sm ring-1 ring-stone-300 disabled:opacity-40"
              aria-label={`${t.moveEarlier}: ${formatCount(index + 1)}`}
            >
              ↑
            </button>
            <button
              type="button"
              disabled={busy || index === photos.length - 1}
              onClick={() => move(index, 1)}
              className="rounded px-2 py-1 text-sm ring-1 ring-stone-300 disabled:opacity-40"
              aria-label={`${t.moveLater}: ${formatCount(index + 1)}`}
            >
              ↓
            </button>
            <button
              type="button"
              disabled={busy || photos.length <= 1}
              onClick={() => remove.mutate(photo.id)}
              className="rounded px-2 py-1 text-sm text-red-800 ring-1 ring-stone-300 disabled:opacity-40"
              aria-label={`${t.removePhoto}: ${formatCount(index + 1)}`}
            >
              ✕
            </button>
          </li>
        ))}
      </ol>
      <div className="mt-3 flex flex-wrap gap-2">
        {picker(true)}
        {picker(false)}
      </div>
      {full && <p className="mt-2 text-sm text-stone-700">{t.photosFull}</p>}
      {progress !== null && (
        <p className="mt-2 text-sm" role="status">
          {t.uploadingPercent({ percent: formatCount(Math.round(progress * 100)) })}
        </p>
      )}
      {error && (
        <div role="alert" className="mt-2 text-sm text-red-800">
          <p>
            {failed ? t.photoUploadFailed : ''} {error.message}
          </p>
          {failed && (
            <button type="button" onClick={() => upload(failed)} className="mt-1 font-semibold underline">
              {t.tryAgain}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
