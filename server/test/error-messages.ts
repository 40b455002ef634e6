import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Every errorMessage the server can write, read from its source: the
 * arguments of the error helpers (badRequest ... new HttpError), the message
 * tables beside them (`*_MESSAGE`, `*_MESSAGES`, `MESSAGES`), and the custom
 * messages of the contract's schemas. Constants and object members are
 * followed to their text; a template's `${...}` parts read as `{}`.
 */
const HELPERS = new Set(['badRequest', 'unauthorized', 'forbidden', 'notFound', 'conflict', 'tooMany', 'HttpError']);
const MESSAGE_NAME = /(^|_)MESSAGES?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' || entry.name === 'eval' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

export function collectServerMessages(
  root: string,
  { folders = ['server', 'contract'], alsoReturnsOf = [] as string[], skipFiles = [] as string[] } = {},
) {
  const files = folders.flatMap((folder) => sourceFiles(join(root, folder)));
  const constants = new Map<string, ts.Expression>();
  const functions = new Map<string, ts.FunctionLikeDeclaration>();
  const sources = files.map((file) =>
    ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true),
  );
  for (const source of sources) {
    const visit = (node: ts.Node) => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
        constants.set(node.name.text, node.initializer);
      if (ts.isFunctionDeclaration(node) && node.name && node.body) functions.set(node.name.text, node);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  const messages = new Set<string>();
  const unresolved: string[] = [];
  const where = (node: ts.Node) => {
    const source = node.getSourceFile();
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    return `${relative(root, source.fileName)}:${line + 1}: ${node.getText().slice(0, 80)}`;
  };

  /** The texts an expression can be, or null when it cannot be read from the source. */
  function texts(node: ts.Expression, depth = 0): string[] | null {
    if (depth > 6) return null;
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
      return texts(node.expression, depth);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isTemplateExpression(node))
      return [
        (node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join('')).replace(
          /(\{\})+/g,
          '{}',
        ),
      ];
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const left = texts(node.left, depth + 1) ?? ['{}'];
      const right = texts(node.right, depth + 1) ?? ['{}'];
      return left.flatMap((l) => right.map((r) => l + r));
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken) {
      return [...(texts(node.left, depth + 1) ?? []), ...(texts(node.right, depth + 1) ?? [])];
    }
    if (ts.isConditionalExpression(node)) {
      const a = texts(node.whenTrue, depth + 1);
      const b = texts(node.whenFalse, depth + 1);
      return a && b ? [...a, ...b] : null;
    }
    if (ts.isIdentifier(node)) {
      const value = constants.get(node.text);
      return value ? texts(value, depth + 1) : null;
    }
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      const object = constants.get(node.expression.text);
      const member = object && memberOf(object, node.name.text);
      return member ? texts(member, depth + 1) : null;
    }
    if (ts.isRegularExpressionLiteral(node)) return [];
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && functions.has(node.expression.text)) {
      return returnedTexts(functions.get(node.expression.text)!, depth + 1);
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const fn = ts.isIdentifier(callee)
        ? constants.get(callee.text)
        : ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)
          ? memberOf(constants.get(callee.expression.text), callee.name.text)
          : undefined;
      if (fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && !ts.isBlock(fn.body))
        return texts(fn.body as ts.Expression, depth + 1);
      return null;
    }
    if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) return texts(node.body as ts.Expression, depth + 1);
    return null;
  }

  /** What a function with a body can return: each `return` of its own (not of functions inside it). */
  function returnedTexts(fn: ts.FunctionLikeDeclaration, depth: number): string[] | null {
    const found: string[] = [];
    let readable = true;
    const visit = (node: ts.Node) => {
      if (node !== fn && ts.isFunctionLike(node)) return;
      if (ts.isReturnStatement(node) && node.expression) {
        const texts_ = texts(node.expression, depth);
        if (texts_ === null) readable = false;
        else found.push(...texts_);
      }
      ts.forEachChild(node, visit);
    };
    if (fn.body) visit(fn.body);
    return readable ? found : null;
  }

  function memberOf(object: ts.Expression | undefined, name: string): ts.Expression | undefined {
    if (!object) return undefined;
    while (ts.isAsExpression(object) || ts.isSatisfiesExpression(object) || ts.isParenthesizedExpression(object))
      object = object.expression;
    if (!ts.isObjectLiteralExpression(object)) return undefined;
    for (const property of object.properties) {
      if (ts.isPropertyAssignment(property) && property.name.getText().replace(/['"]/g, '') === name)
        return property.initializer;
    }
    return undefined;
  }

  function isParameter(node: ts.Expression): boolean {
    if (!ts.isIdentifier(node)) return false;
    for (let scope: ts.Node | undefined = node.parent; scope; scope = scope.parent) {
      if (ts.isFunctionLike(scope) && scope.parameters.some((p) => p.name.getText() === node.text)) return true;
    }
    return false;
  }

  function add(node: ts.Expression) {
    const found = texts(node);
    if (found === null) unresolved.push(where(node));
    else for (const text of found) messages.add(text);
  }

  /** Every string a message table holds (its values, each member function's template). */
  function addTable(node: ts.Expression) {
    while (ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) node = node.expression;
    if (ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties) if (ts.isPropertyAssignment(property)) addTable(property.initializer);
    } else add(node);
  }

  for (const source of sources) {
    if (skipFiles.some((file) => source.fileName === join(root, file))) continue;
    const inContract = source.fileName.includes(`${join(root, 'contract')}`);
    const visit = (node: ts.Node) => {
      if (!inContract) {
        if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
          const name = ts.isIdentifier(node.expression) ? node.expression.text : undefined;
          const args = node.arguments ?? [];
          if (name && HELPERS.has(name) && args.length > 0) {
            const message = name === 'HttpError' ? args[1] : args[0];
            // The helpers' own definitions pass their parameter on; only callers name a text.
            if (message && !isParameter(message)) add(message);
          }
        }
        // { errorMessage: '...' } written by hand (the not-found answer, the router's refusals).
        if (
          ts.isPropertyAssignment(node) &&
          node.name.getText() === 'errorMessage' &&
          !ts.isIdentifier(node.initializer)
        ) {
          const found = texts(node.initializer);
          if (found) for (const text of found) messages.add(text);
        }
        if (
          ts.isVariableDeclaration(node) &&
          ts.isIdentifier(node.name) &&
          MESSAGE_NAME.test(node.name.text) &&
          node.initializer
        )
          addTable(node.initializer);
      } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        // zod: .min(1, 'text'), .refine(check, 'text'), .regex(re, { message: 'text' }), { error: 'text' }
        for (const arg of node.arguments) {
          if (ts.isStringLiteral(arg) && /[.!?]$/.test(arg.text) && /\s/.test(arg.text)) messages.add(arg.text);
          if (ts.isObjectLiteralExpression(arg)) {
            const text = memberOf(arg, 'message') ?? memberOf(arg, 'error');
            if (text && (ts.isStringLiteral(text) || ts.isNoSubstitutionTemplateLiteral(text))) messages.add(text.text);
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  for (const name of alsoReturnsOf) {
    const fn = functions.get(name);
    const found = fn ? returnedTexts(fn, 0) : null;
    if (found === null) unresolved.push(`function ${name}`);
    else for (const text of found) messages.add(text);
  }
  return { messages: [...messages].sort(), unresolved };
}
