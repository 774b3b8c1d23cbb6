// Reading a book's ISBN from a camera frame (issue 29): the browser's own BarcodeDetector where it reads
// EAN-13, otherwise the `barcode-detector` polyfill (ZXing in WebAssembly). This file is only imported by the
// scanner dialog, which loads when the seller presses "Scan the barcode": neither the polyfill nor its
// WebAssembly is in the landing page's or Add a Book's first load.
import { normaliseIsbn } from '@boibazar/shared/isbn';

/** What the scanner needs of a BarcodeDetector (the native one and the polyfill both have it). */
export interface IsbnDetector {
  detect(
    image: ImageBitmapSource | ImageData | HTMLVideoElement,
  ): Promise<{ rawValue: string; format: string }[]>;
}

/** The formats a book's barcode comes in: EAN-13 (Bookland, 978/979) and, on older books, UPC-A/EAN-8 are not ISBNs. */
const FORMATS = ['ean_13'] as const;

/** The first detected code that is an ISBN-13 (Bookland EAN, 978 or 979 with a right check digit), normalised. */
export function isbnFromBarcodes(found: readonly { rawValue: string; format: string }[]): string | null {
  for (const { rawValue, format } of found) {
    if (format !== 'ean_13' || !/^97[89]\d{10}$/.test(rawValue)) continue;
    const isbn = normaliseIsbn(rawValue);
    if (isbn) return isbn;
  }
  return null;
}

type DetectorClass = {
  new (options?: { formats?: string[] }): IsbnDetector;
  getSupportedFormats(): Promise<readonly string[]>;
};

/** The native detector when the browser has one that reads EAN-13. */
async function nativeDetector(): Promise<IsbnDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    const formats = await Native.getSupportedFormats();
    return formats.includes('ean_13') ? new Native({ formats: [...FORMATS] }) : null;
  } catch {
    return null;
  }
}

/** The polyfill, with its WebAssembly served from BoiBazar's own build (never a third-party CDN). */
export async function polyfillDetector(wasm?: { url?: string; binary?: ArrayBuffer }): Promise<IsbnDetector> {
  const { BarcodeDetector, prepareZXingModule } = await import('barcode-detector/ponyfill');
  const url =
    wasm?.url ??
    (wasm?.binary ? undefined : (await import('zxing-wasm/reader/zxing_reader.wasm?url')).default);
  prepareZXingModule({
    overrides: wasm?.binary
      ? { wasmBinary: wasm.binary }
      : {
          locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') && url ? url : prefix + path),
        },
    fireImmediately: false,
  });
  return new BarcodeDetector({ formats: [...FORMATS] });
}

/** The detector the scanner uses: native first, the polyfill otherwise. */
export async function isbnDetector(): Promise<IsbnDetector> {
  return (await nativeDetector()) ?? polyfillDetector();
}

/** The ISBN in one image or video frame, or null. */
export async function readIsbn(
  detector: IsbnDetector,
  image: ImageBitmapSource | ImageData | HTMLVideoElement,
): Promise<string | null> {
  return isbnFromBarcodes(await detector.detect(image));
}
