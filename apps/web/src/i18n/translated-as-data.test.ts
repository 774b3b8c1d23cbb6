// Values are keys, labels are translations (issue 30): no catalogue text is compared, submitted as a form
// control's value, used as a switch case or sent, because in Bangla the server would receive Bangla.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translatedAsData } from './translated-as-data.ts';

const src = join(import.meta.dirname, '..');

describe('translated text used as data in the web app', () => {
  it('when a screen compares, submits or sends a value, then the value is a key, never a catalogue text', () => {
    expect(translatedAsData(src).map((m) => `${m.file}:${m.line} ${m.code} (${m.why})`)).toEqual([]);
  });

  it('when a component uses a catalogue text as data, then the scan names it (comparison, option value, case, sent)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'translated-as-data-'));
    mkdirSync(join(dir, 'features'));
    writeFileSync(
      join(dir, 'features', 'Sample.tsx'),
      `export function Sample({ user, role }: { user?: { role: string }; role: string }) {
  const t = useText('identity');
  const tApp = useText('app');
  const signUp = useSignUp();
  const form = useForm({ defaultValues: { role: t.buyer } });
  switch (role) {
    case t.admin:
      break;
  }
  return (
    <form onSubmit={() => signUp.mutate({ role: tApp.seller, name: user?.role ?? '' })}>
      {user?.role === t.seller && <p>{t.seller}</p>}
      {textOf('orders').paid !== role ? null : <b>{t.count({ n: 1 })}</b>}
      <select aria-label={t.roleQuestion}>
        <option value={t.buyer}>{t.buyer}</option>
        <option value="Seller">{t.seller}</option>
      </select>
      <input defaultValue={t.name} placeholder={t.name} />
      {[t.buyer].includes(role) && <i title={t.seller} />}
    </form>
  );
}
`,
    );
    expect(translatedAsData(dir).map((m) => `${m.line} ${m.code} (${m.why})`)).toEqual([
      '5 t.buyer (passed to useForm())',
      '7 t.admin (a switch case)',
      '11 tApp.seller (passed to mutate())',
      '12 t.seller (compared)',
      "13 textOf('orders').paid (compared)",
      '15 t.buyer (the value of a control)',
      '18 t.name (the defaultValue of a control)',
    ]);
  });
});
