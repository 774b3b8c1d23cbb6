// "Scan the barcode" (issue 29): the camera in a modal dialog until a book's EAN-13 is read. Loaded only when
// the seller opens it (IsbnLookup imports it lazily), with the polyfill's WebAssembly loaded after that and only
// where the browser has no BarcodeDetector of its own. Escape or the close button end it and stop the camera.
import { useEffect, useRef, useState } from 'react';
import { buttonClass } from '#app/components/ui/Button.tsx';
import { isbnDetector, readIsbn } from './read-isbn.ts';
import { useText } from '#app/i18n/i18n.ts';
import { listingText } from '../i18n.ts';

type Problem = 'noCamera' | 'cameraDenied' | 'scannerFailed';

/** Why the camera did not start, as the seller should hear it. */
export function cameraProblem(error: unknown): Problem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'cameraDenied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noCamera';
  return 'scannerFailed';
}

/** How often a frame is read (the polyfill decodes on the main thread: 4 a second leaves the page responsive). */
const FRAME_MS = 250;

export default function BarcodeScanner({
  onResult,
  onClose,
}: {
  onResult: (isbn: string) => void;
  onClose: () => void;
}) {
  const t = useText(listingText);
  const dialog = useRef<HTMLDialogElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'scanning' | Problem>('starting');
  const done = useRef({ onResult, onClose });
  done.current = { onResult, onClose };

  useEffect(() => {
    dialog.current?.showModal();
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) {
          setState('noCamera');
          return;
        }
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
        if (stopped) return stop();
        const element = video.current!;
        element.srcObject = stream;
        await element.play();
        const detector = await isbnDetector();
        if (stopped) return;
        setState('scanning');
        const look = async () => {
          if (stopped) return;
          try {
            const isbn = element.readyState >= 2 ? await readIsbn(detector, element) : null;
            if (isbn && !stopped) {
              stop();
              done.current.onResult(isbn);
              return;
            }
          } catch {
            // A frame that could not be read: try the next one.
          }
          timer = setTimeout(look, FRAME_MS);
        };
        void look();
      } catch (error) {
        stream?.getTracks().forEach((track) => track.stop());
        if (!stopped) setState(cameraProblem(error));
      }
    })();
    return stop;
  }, []);

  const problem = state === 'noCamera' || state === 'cameraDenied' || state === 'scannerFailed';
  return (
    <dialog
      ref={dialog}
      aria-labelledby="scanner-title"
      onClose={() => done.current.onClose()}
      className="m-auto w-[min(28rem,calc(100vw-1rem))] rounded-xl bg-white p-4 shadow-xl backdrop:bg-black/70"
    >
      <h2 id="scanner-title" className="text-lg font-semibold">
        {t.scanTitle}
      </h2>
      <video
        ref={video}
        muted
        playsInline
        aria-hidden="true"
        className={`mt-3 aspect-[4/3] w-full rounded-lg bg-stone-900 object-cover ${problem ? 'hidden' : ''}`}
      />
      {problem ? (
        <p role="alert" className="mt-3 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {t[state]}
        </p>
      ) : (
        <p role="status" className="mt-2 text-sm text-stone-700">
          {state === 'starting' ? t.startingCamera : t.pointAtBarcode}
        </p>
      )}
      <div className="mt-4 flex justify-end">
        <button
          type="button"
          autoFocus
          onClick={() => dialog.current?.close()}
          className={buttonClass({ variant: 'outline' })}
        >
          {t.closeScanner}
        </button>
      </div>
    </dialog>
  );
}
