// Finds translated text used as data (issue 30): values are keys, labels are translations. A text from the
// catalogues (a variable bound to useText(…) or textOf(…)) must never be compared, be a form control's
// value, a switch case, a form default or part of what a mutation sends, because in Bangla it is Bangla.
// Used by translated-as-data.test.ts; runs on the TypeScript syntax tree.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import ts from 'typescript';
import { parse, sourceFiles } from './untranslated-text.ts';

export interface Misuse {
  file: string;
  line: number;
  code: string;
  why: string;
}

const TEXT_SOURCES = new Set(['useText', 'textOf']);
const COMPARISONS = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);
/** Attributes whose value is data the form submits or the page matches on, never a label. */
const DATA_ATTRIBUTES = new Set(['value', 'defaultValue']);
/** Calls whose arguments are matched or sent, never shown. */
const DATA_CALLS = new Set([
  'includes',
  'indexOf',
  'startsWith',
  'endsWith',
  'has',
  'setValue',
  'mutate',
  'mutateAsync',
  'api',
  'apiUpload',
  'useForm',
  'navigate',
  'setSearchParams',
]);

/** The names bound to a catalogue in this file: `const t = useText('x')`, `const tApp = textOf('app')`. */
function textVariables(sourceFile: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isCallExpression(node.initializer) &&
      ts.isIdentifier(node.initializer.expression) &&
      TEXT_SOURCES.has(node.initializer.expression.text)
    )
      names.add(node.name.text);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return names;
}

/** `t.seller`, `t['seller']`, `t.count({…})`: an expression that yields a catalogue text. */
function isText(node: ts.Node, names: Set<string>): boolean {
  let current: ts.Node = node;
  while (ts.isParenthesizedExpression(current)) current = current.expression;
  if (ts.isCallExpression(current)) current = current.expression;
  if (!ts.isPropertyAccessExpression(current) && !ts.isElementAccessExpression(current)) return false;
  const root = current.expression;
  if (ts.isIdentifier(root)) return names.has(root.text);
  return (
    ts.isCallExpression(root) && ts.isIdentifier(root.expression) && TEXT_SOURCES.has(root.expression.text)
  );
}

function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/** Why this text expression is used as data, or undefined when it is only shown. */
function misuse(node: ts.Expression): string | undefined {
  const parent = node.parent;
  if (ts.isBinaryExpression(parent) && COMPARISONS.has(parent.operatorToken.kind)) return 'compared';
  if (ts.isCaseClause(parent) && parent.expression === node) return 'a switch case';
  if (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent)) {
    const name = parent.parent.name.getText();
    return DATA_ATTRIBUTES.has(name) ? `the ${name} of a control` : undefined;
  }
  // Climb through object literals and arrays: `mutate({ role: t.seller })`, `defaultValues: { role: t.x }`.
  let at: ts.Node = node;
  while (
    ts.isPropertyAssignment(at.parent) ||
    ts.isShorthandPropertyAssignment(at.parent) ||
    ts.isObjectLiteralExpression(at.parent) ||
    ts.isArrayLiteralExpression(at.parent)
  )
    at = at.parent;
  if (ts.isCallExpression(at.parent) && at.parent.arguments.includes(at as ts.Expression)) {
    const name = calleeName(at.parent);
    if (name && DATA_CALLS.has(name)) return `passed to ${name}()`;
  }
  return undefined;
}

function misusesOf(file: string, source: string): Misuse[] {
  const sourceFile = parse(file, source);
  const names = textVariables(sourceFile);
  const found: Misuse[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isPropertyAccessExpression(node) ||
        ts.isElementAccessExpression(node) ||
        ts.isCallExpression(node)) &&
      isText(node, names) &&
      // the outermost text expression only: `t.count({…})`, not also its `t.count`
      !(ts.isCallExpression(node.parent) && node.parent.expression === node)
    ) {
      const why = misuse(node);
      if (why)
        found.push({
          file,
          line: sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1,
          code: node.getText(),
          why,
        });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/** Every catalogue text used as data under `root` (the web app's src), with paths relative to it. */
export function translatedAsData(root: string): Misuse[] {
  return sourceFiles(root).flatMap((path) => misusesOf(relative(root, path), readFileSync(path, 'utf8')));
}
