// Finds text a person would read that does not come from the i18n catalogues: JSX text, the visible
// attributes (aria-label, placeholder, title, alt, …) and prose string literals anywhere in the web app's
// source. Used by untranslated-text.test.ts; runs on the TypeScript syntax tree, not on regular expressions.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface Finding {
  file: string;
  line: number;
  text: string;
}

/** Attributes whose value people read or hear. */
const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'placeholder',
  'title',
  'alt',
  'label',
]);

/** Attributes (and props) that never reach a person: classes, routes, ids, types, keys. */
const HIDDEN_ATTRIBUTES = new Set([
  'className',
  'id',
  'htmlFor',
  'type',
  'name',
  'href',
  'to',
  'src',
  'srcSet',
  'sizes',
  'role',
  'key',
  'rel',
  'target',
  'autoComplete',
  'inputMode',
  'method',
  'lang',
  'accept',
  'pattern',
  'form',
  'variant',
  'tone',
  'size',
  'as',
  'loading',
  'decoding',
  'fetchPriority',
  'dir',
  'enterKeyHint',
  'capture',
  'viewBox',
  'd',
  'fill',
  'stroke',
  'strokeWidth',
  'strokeLinecap',
  'strokeLinejoin',
  'xmlns',
  'dataKey',
  'nameKey',
  'layout',
  'orientation',
  'scope',
]);

const LATIN_LETTER = /[A-Za-z]/;
/**
 * Prose: starts with a capitalised word ('Cancel', 'Top-up paid'), has two plain words in a row, or a
 * word in brackets ('ISBN (optional)').
 */
const PROSE = /^\s*[A-Z][a-z]|(^|\s)[a-z]{2,}[,.!?]? [a-z]{2,}[.,!?…]?(\s|$)|\([a-z]{2,}\)/;
/** Words of the wire, not of people: HTTP headers and schemes, time zones. */
const WIRE_WORDS = /^(Bearer |Content-Type$|Accept-Language$|Authorization$|Asia\/Dhaka$)/;
/** A word beside a template's placeholder: '{} gives', 'Pay for {}'. */
const WORD_BY_PLACEHOLDER = /\}\s[A-Za-z]{2,}(?=$|[\s.,!?:;])|(^|\s)[A-Za-z]{2,}\s\{\}/;
const IDENTIFIER = /^[A-Z][a-z]+[A-Z]\w*$/;
const isProse = (text: string) =>
  (PROSE.test(text) || WORD_BY_PLACEHOLDER.test(text)) && !WIRE_WORDS.test(text) && !IDENTIFIER.test(text);

function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('{}');
  return null;
}

function attributeOf(node: ts.Node): ts.JsxAttribute | null {
  let current: ts.Node = node.parent;
  while (
    current &&
    (ts.isJsxExpression(current) ||
      ts.isConditionalExpression(current) ||
      ts.isBinaryExpression(current) ||
      ts.isParenthesizedExpression(current))
  )
    current = current.parent;
  return current && ts.isJsxAttribute(current) ? current : null;
}

/**
 * Whether the literal is shown as a child of a JSX element, alone or as a branch of a choice:
 * `{'Load more'}`, `{n === 1 ? 'sale' : 'sales'}`, `{name || 'Someone'}` (never the condition's own
 * operands, such as the 'paid' of `status === 'paid' ? … : …`).
 */
function isJsxChild(node: ts.Node): boolean {
  let child: ts.Node = node;
  let current: ts.Node = node.parent;
  for (;;) {
    if (ts.isParenthesizedExpression(current)) {
      child = current;
      current = current.parent;
    } else if (ts.isConditionalExpression(current) && current.condition !== child) {
      child = current;
      current = current.parent;
    } else if (
      ts.isBinaryExpression(current) &&
      [
        ts.SyntaxKind.BarBarToken,
        ts.SyntaxKind.QuestionQuestionToken,
        ts.SyntaxKind.AmpersandAmpersandToken,
      ].includes(current.operatorToken.kind) &&
      (current.operatorToken.kind !== ts.SyntaxKind.AmpersandAmpersandToken || current.right === child)
    ) {
      child = current;
      current = current.parent;
    } else break;
  }
  return ts.isJsxExpression(current) && (ts.isJsxElement(current.parent) || ts.isJsxFragment(current.parent));
}

/** An operand of `===` / `!==`. */
function isComparedKey(node: ts.Node): boolean {
  const parent = node.parent;
  return (
    ts.isBinaryExpression(parent) &&
    [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(
      parent.operatorToken.kind,
    )
  );
}

/** The tag name of the element an attribute belongs to. */
function elementOf(attribute: ts.JsxAttribute): string {
  const element = attribute.parent.parent;
  return ts.isJsxOpeningElement(element) || ts.isJsxSelfClosingElement(element)
    ? element.tagName.getText()
    : '';
}

function attributeName(attribute: ts.JsxAttribute): string {
  return attribute.name.getText();
}

/** A string literal in a place that never reaches a person. */
function inHiddenPlace(node: ts.Node): boolean {
  const parent = node.parent;
  if (!parent) return true;
  if (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent)
  )
    return true;
  if (ts.isImportTypeNode(parent.parent ?? parent) || ts.isLiteralTypeNode(parent)) return true;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return true;
  if (ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent))
    return ts.isElementAccessExpression(parent) && parent.argumentExpression === node;
  if (ts.isCaseClause(parent)) return true;
  if (
    ts.isBinaryExpression(parent) &&
    [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(
      parent.operatorToken.kind,
    )
  )
    return true;
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression.getText();
    if (
      /^(useText|textOf|require|import|console\.\w+|new Error|Symbol|.*\.(get|set|has|delete|getItem|setItem|removeItem|querySelector|querySelectorAll|getElementById|addEventListener|removeEventListener|startsWith|endsWith|includes|split|join|replace|match|test|append|setProperty))$/.test(
        callee,
      )
    )
      return true;
  }
  // Property values named like code: `className: '…'`, `queryKey`, `kind`, `status`…
  if (ts.isPropertyAssignment(parent)) {
    const key = parent.name.getText();
    if (
      /^(className|class|queryKey|mutationKey|kind|status|method|type|id|to|href|path|key|variant|tone|timeZone|locale|cache|credentials|mode|icon|dataKey|fill|stroke|color|position|role|name)$/.test(
        key,
      ) ||
      /Class$/.test(key)
    )
      return true;
  }
  // A table that carries its own Bangla beside the English (`{ en: {…}, bn: {…} }`), such as lib/dates.ts.
  for (let node_: ts.Node | undefined = parent; node_; node_ = node_.parent)
    if (
      ts.isPropertyAssignment(node_) &&
      node_.name.getText() === 'en' &&
      ts.isObjectLiteralExpression(node_.parent) &&
      node_.parent.properties.some((p) => p.name?.getText() === 'bn')
    )
      return true;
  if (
    ts.isVariableDeclaration(parent) &&
    /(Class|Classes|class|Key|_KEY|Url|URL|Path|Id)$/.test(parent.name.getText())
  )
    return true;
  return false;
}

export function parse(file: string, source: string): ts.SourceFile {
  return ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
}

/** The nodes of one file holding untranslated text, in source order. */
export function untranslatedNodes(sourceFile: ts.SourceFile): ts.Node[] {
  const found: ts.Node[] = [];
  const report = (node: ts.Node, _text: string) => found.push(node);

  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      if (LATIN_LETTER.test(node.text)) report(node, node.text);
      return;
    }
    const text = literalText(node);
    if (text !== null) {
      const attribute = attributeOf(node);
      if (attribute) {
        const name = attributeName(attribute);
        if (name.startsWith('data-') || HIDDEN_ATTRIBUTES.has(name)) return;
        // A key the attribute's expression compares with (`user?.role === 'Seller' ? … : …`) and an option's
        // value are data: the server's words, never shown (issue 30).
        if (isComparedKey(node) || (name === 'value' && elementOf(attribute) === 'option')) return;
        if (
          /^aria-(labelledby|describedby|controls|current|live|haspopup|owns|activedescendant|errormessage|details|flowto|sort|autocomplete|orientation|relevant)$/.test(
            name,
          )
        )
          return;
        if (VISIBLE_ATTRIBUTES.has(name) ? LATIN_LETTER.test(text) : isProse(text)) report(node, text);
        return;
      }
      if (isJsxChild(node) ? LATIN_LETTER.test(text) : !inHiddenPlace(node) && isProse(text))
        report(node, text);
      if (ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

function findingsOf(file: string, source: string): Finding[] {
  const sourceFile = parse(file, source);
  return untranslatedNodes(sourceFile).map((node) => ({
    file,
    line: sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1,
    text: (ts.isJsxText(node) ? node.text : (literalText(node) ?? '')).trim(),
  }));
}

/** The web app's source files under `dir`, tests, declarations and the i18n folder left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : sourceFiles(path);
    // A feature's catalogue (i18n.ts, i18n-bn.ts) is where the texts live, not a screen.
    const catalogue = /^i18n(-bn)?\.ts$/.test(entry.name);
    return /\.tsx?$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      !entry.name.endsWith('.d.ts') &&
      !catalogue
      ? [path]
      : [];
  });
}

/** Every piece of untranslated text under `root` (the web app's src), with paths relative to it. */
export function untranslatedText(root: string): Finding[] {
  return sourceFiles(root).flatMap((path) => findingsOf(relative(root, path), readFileSync(path, 'utf8')));
}
