// The scanner's decode path on a real barcode: bwip-js draws an ISBN's EAN-13 (as printed on a book's back),
// and the barcode-detector polyfill (ZXing in WebAssembly, as browsers without BarcodeDetector run it) reads it.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import bwipjs from 'bwip-js/node';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { isbnFromBarcodes, polyfillDetector, readIsbn, type IsbnDetector } from './read-isbn.ts';

const require = createRequire(import.meta.url);

/** Node has no ImageData; the polyfill takes anything that says it is one. */
class FakeImageData {
  readonly [Symbol.toStringTag] = 'ImageData';
  readonly colorSpace = 'srgb';
  constructor(
    readonly data: Uint8ClampedArray,
    readonly width: number,
    readonly height: number,
  ) {}
}

class FakeRect {
  constructor(
    readonly x = 0,
    readonly y = 0,
    readonly width = 0,
    readonly height = 0,
  ) {}
}

async function barcodeImage(text: string, bcid = 'ean13') {
  const png = await bwipjs.toBuffer({
    bcid,
    text,
    scale: 3,
    height: 20,
    includetext: true,
    paddingwidth: 20,
    paddingheight: 20,
    backgroundcolor: 'FFFFFF',
  });
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return new FakeImageData(new Uint8ClampedArray(data), info.width, info.height) as unknown as ImageData;
}

describe('reading an ISBN from a barcode', () => {
  let detector: IsbnDetector;
  beforeAll(async () => {
    // Node has neither ImageData nor DOMRectReadOnly; the polyfill needs both (browsers have them).
    if (!('ImageData' in globalThis)) Object.assign(globalThis, { ImageData: FakeImageData });
    if (!('DOMRectReadOnly' in globalThis)) Object.assign(globalThis, { DOMRectReadOnly: FakeRect });
    const wasm = await readFile(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
    detector = await polyfillDetector({
      binary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength),
    });
  });

  it('reads the EAN-13 of an ISBN printed as a barcode', async () => {
    expect(await readIsbn(detector, await barcodeImage('9780306406157'))).toBe('9780306406157');
  });

  it('reads nothing from a barcode that is not a book (an EAN-13 outside 978/979)', async () => {
    const image = await barcodeImage('4006381333931');
    expect((await detector.detect(image)).map((code) => code.rawValue)).toEqual(['4006381333931']);
    expect(await readIsbn(detector, image)).toBeNull();
  });

  it('takes the first Bookland code and skips other formats', () => {
    expect(
      isbnFromBarcodes([
        { format: 'qr_code', rawValue: '9780306406157' },
        { format: 'ean_13', rawValue: '9780306406158' },
        { format: 'ean_13', rawValue: '9780306406157' },
      ]),
    ).toBe('9780306406157');
    expect(isbnFromBarcodes([])).toBeNull();
  });
});
