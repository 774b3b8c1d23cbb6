// Every refusal a module or plugin throws names its rule with a code from the shared list (decision 417):
// no bare HTTP-class code beyond the generic validation and sign-in ones, each helper only with codes of its
// own status, and the errors plugin answers each code with the list's status and the message unchanged.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  ERROR_STATUS,
  GENERIC_ERROR_CODES,
  MODULE_GENERIC_CODES,
  RULE_ERROR_CODES,
  isErrorCode,
  type ErrorCode,
} from '@boibazar/shared/errors';
import errors from '../plugins/errors.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from './errors.ts';

const HELPER_STATUS: Record<string, number> = {
  notFound: 404,
  forbidden: 403,
  conflict: 409,
  badRequest: 400,
};

/** Where a code is computed rather than written, and what vouches for it. */
const COMPUTED = new Map<string, string>([
  // The refusal's code is the caller's (`TOO_MANY_ATTEMPTS` or `ACCOUNT_SIGN_IN_LIMITED`), typed ErrorCode.
  ['modules/identity/auth-rate-limit.ts', 'code'],
  // The reason's code; catalogue/why-not-for-sale.test.ts walks every reason.
  ['modules/catalogue/why-not-for-sale.ts', "CODE_OF_REASON[reason] ?? 'BOOK_WITHDRAWN'"],
]);

interface Use {
  file: string;
  line: number;
  how: string; // 'new AppError', 'super', 'code:' or a helper's name
  code: string | null; // null: not a string literal
  text: string;
}

/** Every code a module or plugin throws with: `new AppError(C, …)`, `super(C, …)`, `helper(C, …)`, `code: 'C'`. */
function codeUses(): Use[] {
  const root = join(import.meta.dirname, '..');
  const uses: Use[] = [];
  for (const dir of ['modules', 'plugins']) {
    const files = readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    for (const name of files) {
      const file = `${dir}/${name}`;
      // The handler's own answers (`INTERNAL`, a class for Fastify's errors) are not refusals.
      if (file === 'plugins/errors.ts') continue;
      const text = readFileSync(join(root, file), 'utf8');
      if (!/AppError|forbidden|conflict|badRequest|notFound/.test(text)) continue;
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
      const extendsAppError = /extends AppError/.test(text);
      const add = (node: ts.Node, how: string, arg: ts.Node | undefined) => {
        if (!arg) return;
        const code = ts.isStringLiteral(arg) ? arg.text : null;
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        uses.push({ file, line, how, code, text: arg.getText() });
      };
      const visit = (node: ts.Node): void => {
        if (ts.isNewExpression(node) && node.expression.getText() === 'AppError')
          add(node, 'new AppError', node.arguments?.[0]);
        if (ts.isCallExpression(node)) {
          const callee = node.expression.getText();
          if (callee === 'super' && extendsAppError) add(node, 'super', node.arguments[0]);
          // The server's helpers (not the book-info fixture's own `notFound(res)`, outside modules).
          if (callee in HELPER_STATUS && node.arguments.length >= 2) add(node, callee, node.arguments[0]);
        }
        if (
          ts.isPropertyAssignment(node) &&
          node.name.getText() === 'code' &&
          ts.isStringLiteral(node.initializer) &&
          /^[A-Z][A-Z_]+$/.test(node.initializer.text)
        )
          add(node, 'code:', node.initializer);
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return uses;
}

describe('error codes', () => {
  const uses = codeUses();
  const where = (u: Use) => `${u.file}:${u.line} ${u.how}(${u.text})`;

  it('when the walk reads the modules and plugins, then it finds their refusals', () => {
    expect(uses.length).toBeGreaterThan(250);
    expect(uses.map((u) => u.code)).toEqual(
      expect.arrayContaining(['ALREADY_BOOKED', 'OWN_BOOK', 'WRONG_STAGE']),
    );
  });

  it('when a module or plugin refuses, then the code is a rule code from the shared list', () => {
    const generic = new Set<string>(Object.keys(GENERIC_ERROR_CODES));
    const allowed = new Set<string>(MODULE_GENERIC_CODES);
    const wrong = uses
      .filter((u) => u.code !== null)
      .filter((u) => !isErrorCode(u.code!) || (generic.has(u.code!) && !allowed.has(u.code!)))
      .map(where);
    expect(wrong).toEqual([]);
  });

  it('when a code is not written out, then it is one of the computed ones this test vouches for', () => {
    const computed = uses.filter((u) => u.code === null).map((u) => [u.file, u.text]);
    expect(computed.length).toBeGreaterThan(0);
    for (const [file, text] of computed) expect(COMPUTED.get(file!), `${file}: ${text}`).toBe(text);
  });

  it("when a helper names a code, then the code's status is the helper's", () => {
    const wrong = uses
      .filter((u) => u.code !== null && u.how in HELPER_STATUS)
      .filter((u) => ERROR_STATUS[u.code as ErrorCode] !== HELPER_STATUS[u.how])
      .map(where);
    expect(wrong).toEqual([]);
  });

  it('when the list is read, then no code is both generic and a rule, and every status is an error status', () => {
    const both = Object.keys(RULE_ERROR_CODES).filter((c) => c in GENERIC_ERROR_CODES);
    expect(both).toEqual([]);
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect(code).toMatch(/^[A-Z][A-Z_]+[A-Z]$/);
      expect(status >= 400 && status < 600, code).toBe(true);
    }
  });

  it("when the helpers build an error, then it carries the code, the list's status and the words", () => {
    expect(notFound('BOOK_NOT_FOUND', 'Book')).toMatchObject({
      code: 'BOOK_NOT_FOUND',
      status: 404,
      message: 'Book not found',
    });
    expect(forbidden('OWN_BOOK', 'You cannot book your own book').status).toBe(403);
    expect(conflict('BOOK_SOLD', 'This book has already been sold', { x: 1 })).toMatchObject({
      status: 409,
      details: { x: 1 },
    });
    expect(badRequest('CSV_INVALID', 'The CSV has no rows under its header').status).toBe(400);
  });

  it("when any listed code is thrown, then the errors plugin answers the list's status, the code and the message", async () => {
    const app = Fastify();
    await app.register(errors, { savedLanguage: async () => null });
    app.get<{ Params: { code: ErrorCode } }>('/throw/:code', async (request) => {
      throw new AppError(request.params.code, 'This book has already been sold', { stage: 'open' });
    });
    await app.ready();
    try {
      for (const [code, status] of Object.entries(ERROR_STATUS)) {
        const res = await app.inject({ method: 'GET', url: `/throw/${code}` });
        expect(res.statusCode, code).toBe(status);
        expect(res.json()).toEqual({
          error: { code, message: 'This book has already been sold', details: { stage: 'open' } },
        });
      }
    } finally {
      await app.close();
    }
  });
});
