// The picture a new account gets when nobody chose a photo at sign-up (decision 215): the name's initials,
// white on the brand colour, drawn in the browser and sent through the same photo upload as a chosen one,
// so the spec's required photo is a real stored image.
import { initialsOf } from './initials.ts';

const SIZE = 256;
/** --color-brand-700, the colour the Avatar draws initials on. */
const BRAND_700 = '#0f766e';

/** The picture as a PNG file, or null where the browser cannot draw one. */
export async function initialsAvatar(name: string): Promise<File | null> {
  const initials = initialsOf(name);
  const font = `700 ${SIZE * 0.4}px "Noto Sans Bengali", ui-sans-serif, system-ui, sans-serif`;
  // Bengali letters need the self-hosted font to have arrived, or the canvas draws empty boxes.
  await document.fonts.load(font, initials).catch(() => undefined);
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.fillStyle = BRAND_700;
  context.fillRect(0, 0, SIZE, SIZE);
  context.fillStyle = '#ffffff';
  context.font = font;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(initials, SIZE / 2, SIZE / 2, SIZE * 0.8);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return blob && new File([blob], 'initials.png', { type: 'image/png' });
}
