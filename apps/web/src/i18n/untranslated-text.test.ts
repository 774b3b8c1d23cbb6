// Every text a person reads in the web app comes from the i18n catalogues (issue 17): JSX text, visible
// attributes (aria-label, placeholder, title, alt, label) and prose string literals in the source.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { untranslatedText } from './untranslated-text.ts';

const src = join(import.meta.dirname, '..');

// The blog's articles are long content written out in both languages side by side in one file (checked by
// features/blog/articles.test.ts), not catalogue texts; every other file must be clean.
const WRITTEN_IN_BOTH_LANGUAGES = ['features/blog/articles.tsx'];

describe('untranslated text in the web app', () => {
  it('when a screen shows text, then the text comes from the i18n catalogues', () => {
    const findings = untranslatedText(src).filter((f) => !WRITTEN_IN_BOTH_LANGUAGES.includes(f.file));
    expect(findings.map((f) => `${f.file}:${f.line} ${JSON.stringify(f.text)}`)).toEqual([]);
  });

  it('when a component writes English directly, then the scan names it (JSX text, attributes, notices, templates)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'untranslated-'));
    mkdirSync(join(dir, 'features'));
    writeFileSync(
      join(dir, 'features', 'Sample.tsx'),
      `import { notify } from './toast.ts';
export function Sample({ name }: { name: string }) {
  const t = useText('orders');
  return (
    <div className="flex items-center gap-2" id="sample" data-state="open">
      <h1>My Orders</h1>
      <p>{t.myOrders}</p>
      <input placeholder="Type your phone no here" aria-label={t.phone} type="text" />
      <img alt={\`Photo of \${name}\`} src="/x.png" />
      <button onClick={() => notify.success('Booking cancelled')} title="Close">·</button>
      <span>{name} gives</span>
      {'Load more'}
      <span>{count === 1 ? 'sale' : 'sales'}</span>
      <span>{status === 'paid' ? t.myOrders : null}</span>
      {field('isbn', 'ISBN (optional)')}
      <Shelf onOffer={user?.role === 'Seller' ? offer : undefined} note={ready ? 'Ready now' : 'Not yet'} />
      <select aria-label={t.role}><option value="Seller">Seller</option></select>
    </div>
  );
}
const STATUS = { open: 'Not paid', code: 'HTTP_ERROR', cls: 'bg-red-100 text-red-800' };
`,
    );
    expect(untranslatedText(dir).map((f) => f.text)).toEqual([
      'My Orders',
      'Type your phone no here',
      'Photo of {}',
      'Booking cancelled',
      'Close',
      'gives',
      'Load more',
      'sale',
      'sales',
      'ISBN (optional)',
      'Ready now',
      'Not yet',
      'Seller',
      'Not paid',
    ]);
  });
});
