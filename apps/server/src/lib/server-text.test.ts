// Every validation message the shared schemas can show a person has a Bangla text (issue 17): literal
// messages found in the schemas' source, and the templated shapes with examples of each. Likewise every refusal
// the server's modules write out (`forbidden(code, '…')`, `conflict(code, '…')`, `new AppError(code, '…')`, …).
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

const REFUSALS = new Set(['forbidden', 'conflict', 'badRequest']);

/**
 * The literal messages the server's modules and plugins refuse with: `forbidden(code, '…')`, `conflict(code, '…')`,
 * `badRequest(code, '…')`, `new AppError(code, '…')`, a step's `refusal: '…'`, and `notFound(code, 'What')` as "What not found". Sandboxes speak
 * their provider's language and are left out.
 */
function serverRefusals(): string[] {
  const root = join(import.meta.dirname, '..');
  const found = new Set<string>();
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('sandbox') && !f.includes('fixture'),
  );
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    if (!/AppError|forbidden|conflict|badRequest|notFound/.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const literal = (node: ts.Node | undefined) =>
      node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const name = node.expression.text;
        // The first argument is the rule's code (decision 417); the words follow it.
        const words = literal(node.arguments[1]);
        if (words !== undefined && REFUSALS.has(name)) found.add(words);
        if (words !== undefined && name === 'notFound') found.add(`${words} not found`);
      }
      // The exchange's table words its refusals beside each step (`refusal: '…'`).
      if (ts.isPropertyAssignment(node) && node.name.getText() === 'refusal') {
        const message = literal(node.initializer);
        if (message !== undefined) found.add(message);
      }
      if (ts.isNewExpression(node) && node.expression.getText() === 'AppError') {
        const message = literal(node.arguments?.[1]);
        if (message !== undefined) found.add(message);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...found];
}

describe('validation messages in Bangla', () => {
  it('when a server module refuses with its own words, then those words have a Bangla text', () => {
    const refusals = serverRefusals();
    // The walk reaches the modules and the plugins.
    expect(refusals).toContain('Only the payer can pay the top-up');
    expect(refusals).toContain('Please sign in first');
    expect(refusals.length).toBeGreaterThan(140);
    const missing = refusals.filter((m) => !BENGALI.test(localise(m, 'bn')));
    expect(missing).toEqual([]);
  });

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
