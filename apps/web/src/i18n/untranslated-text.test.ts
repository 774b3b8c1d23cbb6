// Every text a person reads in the web app comes from the i18n catalogues (issue 17): JSX text, visible
// attributes (aria-label, placeholder, title, alt, label) and prose string literals in the source.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { untranslatedText } from './untranslated-text.ts';

const src = join(import.meta.dirname, '..');

// NOTE: the blog's four long articles are the one screen not yet written in Bangla (issue 17 stays open
// for them); every other file must be clean. Remove the entry once the articles exist in both languages.
const NOT_YET_TRANSLATED = ['features/blog/articles.tsx'];

describe('untranslated text in the web app', () => {
  it('when a screen shows text, then the text comes from the i18n catalogues', () => {
    const findings = untranslatedText(src).filter((f) => !NOT_YET_TRANSLATED.includes(f.file));
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
      'Not paid',
    ]);
  });
});
