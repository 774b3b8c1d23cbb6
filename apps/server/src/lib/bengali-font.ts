// Noto Sans Bengali for pages the server writes itself (the parcel label, decision 438): the very woff2
// files the web app bundles from @fontsource (apps/web/src/index.css, decision 170), served at stable
// paths because the web build's copies carry a content hash. Bengali subset only, with the same
// unicode-range, so Latin text keeps the system font.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export const BENGALI_FONT_WEIGHTS = ['400', '700'] as const;
export type BengaliFontWeight = (typeof BENGALI_FONT_WEIGHTS)[number];

/** Where the server answers each weight (static-web.ts). */
export const bengaliFontPath = (weight: BengaliFontWeight) => `/fonts/noto-sans-bengali-${weight}.woff2`;

/** The web app's unicode-range for the Bengali subset (apps/web/src/index.css). */
const BENGALI_RANGE =
  'U+0951-0952,U+0964-0965,U+0980-09FE,U+1CD0,U+1CD2,U+1CD5-1CD6,U+1CD8,U+1CE1,U+1CEA,U+1CED,U+1CF2,U+1CF5-1CF7,U+200C-200D,U+20B9,U+25CC,U+A8F1';

/**
 * The @font-face rules, with absolute addresses on `origin`: the label opens from a blob: address (the web
 * app fetches it with the member's token), where a relative address would not resolve.
 */
export function bengaliFontFaces(origin: string): string {
  return BENGALI_FONT_WEIGHTS.map(
    (weight) =>
      `@font-face{font-family:'Noto Sans Bengali';font-style:normal;font-display:swap;font-weight:${weight};` +
      `src:url('${origin}${bengaliFontPath(weight)}') format('woff2');unicode-range:${BENGALI_RANGE}}`,
  ).join('\n');
}

const require = createRequire(import.meta.url);
const files = new Map<BengaliFontWeight, Buffer>();

/** The font file's bytes, read from the @fontsource package once. */
export function bengaliFontFile(weight: BengaliFontWeight): Buffer {
  let bytes = files.get(weight);
  if (!bytes) {
    bytes = readFileSync(
      require.resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff2`),
    );
    files.set(weight, bytes);
  }
  return bytes;
}
