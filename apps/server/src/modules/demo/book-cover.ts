// Draws a simple book cover locally (no downloads): a coloured SVG rendered to WebP by sharp.

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

function wrap(title: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width && line) {
      lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  return lines.slice(0, 4);
}

export async function renderBookCover(title: string, author: string, hue: number): Promise<Buffer> {
  const lines = wrap(title, 14);
  const text = lines
    .map(
      (l, i) => `<text x="200" y="${220 + i * 48}" font-size="40" font-weight="700">${escapeXml(l)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600" viewBox="0 0 400 600">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},55%,38%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,22%)"/>
  </linearGradient></defs>
  <rect width="400" height="600" fill="url(#g)"/>
  <rect x="24" y="24" width="352" height="552" fill="none" stroke="rgba(255,255,255,0.55)" stroke-width="3"/>
  <rect x="0" y="0" width="18" height="600" fill="rgba(0,0,0,0.25)"/>
  <g fill="#fff" font-family="DejaVu Serif, serif" text-anchor="middle">${text}
    <text x="200" y="520" font-size="24" opacity="0.85">${escapeXml(author)}</text></g>
</svg>`;
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}
