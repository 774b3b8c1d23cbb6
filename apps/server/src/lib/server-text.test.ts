// Every validation message the shared schemas can show a person has a Bangla text (issue 17): literal
// messages found in the schemas' source, and the templated shapes with examples of each.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { localise } from '@boibazar/shared/messages';

const BENGALI = /[\u0980-\u09FF]/;
const MESSAGE_CALLS = new Set([
  'min',
  'max',
  'length',
  'refine',
  'regex',
  'email',
  'url',
  'int',
  'positive',
  'nonnegative',
]);

/** The string literals used as messages in the shared schemas: `.min(n, '…')`, `{ message: '…' }`, `requiredText('…')`. */
function schemaMessages(): string[] {
  const dir = join(import.meta.dirname, '../../../../packages/shared/src');
  const found = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const source = ts.createSourceFile(
      file,
      readFileSync(join(dir, file), 'utf8'),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        const parent = node.parent;
        const asMessage =
          (ts.isPropertyAssignment(parent) && parent.name.getText() === 'message') ||
          (ts.isCallExpression(parent) &&
            parent.arguments[0] !== node &&
            ts.isPropertyAccessExpression(parent.expression) &&
            MESSAGE_CALLS.has(parent.expression.name.text)) ||
          (ts.isCallExpression(parent) &&
            parent.expression.getText() === 'requiredText' &&
            parent.arguments[0] === node) ||
          (ts.isPropertyAssignment(parent) && parent.name.getText() === 'required');
        if (asMessage) found.add(node.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...found];
}

describe('validation messages in Bangla', () => {
  it('when a shared schema refuses a value with its own message, then that message has a Bangla text', () => {
    const messages = schemaMessages();
    expect(messages).toContain('condotion is Required');
    const missing = messages.filter((m) => !BENGALI.test(localise(m, 'bn')));
    expect(missing).toEqual([]);
  });

  it('when a message is templated, then each shape reads in Bangla with Bengali digits; English is unchanged', () => {
    const examples = [
      'Name must be at most 100 characters',
      'Resale Price must be a whole number',
      'Purchage Year must be between 1900 and 2026',
      'Password must be at least 8 characters',
      'A message can be at most 2000 characters',
      'At most 3 books on each side',
      'The top-up must be at most 100000 Taka',
      'The review must be at most 1000 characters',
      'Courier company is required',
      'Book not found',
      'Too many attempts; please wait 42 seconds and try again',
      'Too many sign-in attempts for this account; please wait 42 seconds, or reset your password',
      'The photo is larger than 8 MB',
    ];
    for (const message of examples) {
      const bangla = localise(message, 'bn');
      expect(bangla, message).toMatch(BENGALI);
      expect(bangla, message).not.toMatch(/[0-9]/);
      expect(localise(message, 'en')).toBe(message);
    }
    expect(localise('condotion is Required', 'en')).toBe('condotion is Required');
  });
});
