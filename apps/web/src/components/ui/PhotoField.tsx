// A photo field: an upload (drag and drop or file picker, with progress and a preview) or an https address.
// The caller says where uploads go (a book photo, a profile photo); both use the server's photo pipeline.
import { imageProblem, type UploadedImage } from '@boibazar/shared/catalogue';
import { MAX_PHOTO_BYTES } from '@boibazar/shared/images';
import { useEffect, useId, useState } from 'react';
import { ApiError } from '#app/lib/api-client.ts';
import { useText } from '#app/i18n/i18n.ts';
import { uiText } from '#app/i18n/shell.ts';
import { useMessage } from '#app/i18n/messages.ts';

export const MAX_PHOTO_MB = MAX_PHOTO_BYTES / 1024 / 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export interface PhotoFieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  /** The photo the listing has now (editing): shown until another is chosen. */
  initial?: string;
  /** Sends the chosen file; resolves with the stored photo's address. */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<UploadedImage>;
  legend?: string;
  /** On a phone, a second button that opens the camera ('user': the front one, for a profile photo). */
  camera?: 'user' | 'environment';
  /** Shown while no photo is chosen: what the form will use instead (sign-up's initials). */
  placeholder?: React.ReactNode;
}

/** A phone or tablet: a touch screen is the main pointer, so the camera is at hand. */
const onPhone = () => typeof window !== 'undefined' && window.matchMedia('(pointer: coarse)').matches;

export function PhotoField({
  id,
  value,
  onChange,
  onBlur,
  error,
  initial,
  upload,
  legend: legendProp,
  camera,
  placeholder,
}: PhotoFieldProps) {
  const t = useText(uiText);
  const legend = legendProp ?? t.photo;
  const [mode, setMode] = useState<'upload' | 'url'>('upload');
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const urlId = useId();
  const hintId = useId();
  const errorId = useId();
  const cameraId = useId();
  const [withCamera] = useState(() => camera !== undefined && onPhone());

  useEffect(
    () => () => {
      if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const send = async (file: File) => {
    setUploadError(null);
    onChange('');
    if (!PHOTO_TYPES.includes(file.type)) {
      setUploadError(t.photoWrongType);
      return;
    }
    if (file.size > MAX_PHOTO_BYTES) {
      setUploadError(t.photoTooLarge({ MAX_PHOTO_MB }));
      return;
    }
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      const uploaded = await upload(file, setProgress);
      setProgress(1);
      onChange(uploaded.url);
    } catch (e) {
      setPreview(null);
      setProgress(null);
      setUploadError(e instanceof ApiError ? e.message : t.theUploadFailed);
    }
  };

  /** The file picker and the camera alike: send what was chosen, and let the same file be chosen again. */
  const sendChosen = (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (file) void send(file);
    e.target.value = '';
  };

  const urlPreview = mode === 'url' && value && !imageProblem(value) ? value : null;
  const current = initial && value === initial ? initial : null;
  // A photo the form put in itself (the cover an ISBN lookup found, issue 29) shows like an uploaded one.
  const given = value && !imageProblem(value) ? value : null;
  const shown = mode === 'upload' ? (preview ?? current ?? given) : urlPreview;
  const message = useMessage(uploadError ?? error);
  const tab = (m: 'upload' | 'url', label: string) => (
    <button
      type="button"
      aria-pressed={mode === m}
      onClick={() => {
        setMode(m);
        setUploadError(null);
        setPreview(null);
        setProgress(null);
        onChange('');
      }}
      className={`rounded-md px-3 py-1.5 text-sm font-medium ${mode === m ? 'bg-brand-700 text-white' : 'bg-stone-100 text-stone-700 hover:bg-stone-200'}`}
    >
      {label}
    </button>
  );

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={message ? errorId : hintId}>
      <legend className="mb-1 text-sm font-medium text-stone-800">{legend}</legend>
      <div className="flex gap-2">
        {tab('upload', t.uploadAPhoto)}
        {tab('url', t.useAWebAddress)}
      </div>
      {mode === 'upload' && withCamera && (
        <label
          htmlFor={cameraId}
          className="flex cursor-pointer items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white focus-within:ring-3 focus-within:ring-brand-600 hover:bg-brand-800"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 fill-none stroke-current stroke-2">
            <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
            <circle cx="12" cy="13" r="3.5" />
          </svg>
          {t.takeAPhoto}
          <input
            id={cameraId}
            type="file"
            accept="image/*"
            capture={camera}
            className="sr-only"
            onBlur={onBlur}
            onChange={sendChosen}
          />
        </label>
      )}
      {mode === 'upload' ? (
        <label
          htmlFor={id}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => {
            e.preventDefault();
            setDragging(false);
            const file = e.dataTransfer.files[0];
            if (file) void send(file);
          }}
          className={`flex cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed px-4 py-6 text-center focus-within:ring-3 focus-within:ring-brand-600 ${dragging ? 'border-brand-600 bg-brand-50' : 'border-stone-300 bg-stone-50 hover:border-brand-500'}`}
        >
          <span className="font-semibold text-brand-800">{t.choosePhotoOrDrag}</span>
          <span id={hintId} className="text-xs text-stone-500">
            {t.photoTypesAndLimit} {MAX_PHOTO_MB} {t.mb}
          </span>
          <input
            id={id}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            className="sr-only"
            onBlur={onBlur}
            onChange={sendChosen}
          />
        </label>
      ) : (
        <div className="flex flex-col gap-1">
          <label htmlFor={urlId} className="text-sm text-stone-700">
            {t.photoAddressHttps}
          </label>
          <input
            id={urlId}
            type="url"
            inputMode="url"
            placeholder={t.https}
            value={value}
            onBlur={onBlur}
            onChange={(e) => onChange(e.target.value)}
            className="rounded-md border border-stone-300 px-3 py-2"
          />
        </div>
      )}
      {progress !== null && mode === 'upload' && (
        <div className="flex items-center gap-2">
          <progress
            max={1}
            value={progress}
            aria-label={t.uploadProgress}
            className="h-2 flex-1 accent-brand-700"
          />
          <span className="w-24 text-right text-xs text-stone-600" aria-live="polite">
            {progress >= 1 && value ? t.uploaded : `${Math.round(progress * 100)}%`}
          </span>
        </div>
      )}
      {!shown && !value && placeholder}
      {shown && (
        <img
          src={shown}
          alt={t.previewOfThePhoto}
          className="h-40 w-auto self-start rounded-md object-contain ring-1 ring-stone-200"
        />
      )}
      {message && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {message}
        </p>
      )}
    </fieldset>
  );
}
