import type { Tree } from '@nx/devkit';
import ts from 'typescript';

/**
 * Small additive edits to shared source files, found through the syntax tree rather than line numbers or
 * text, so they still land when other teams have added their own lines meanwhile. Each edit inserts text;
 * nothing existing is rewritten (Prettier formats the result afterwards).
 */
export class SourceFile {
  private readonly insertions: Array<{ at: number; text: string }> = [];
  readonly source: ts.SourceFile;

  constructor(
    private readonly tree: Tree,
    readonly path: string,
  ) {
    const text = tree.read(path, 'utf-8');
    if (text === null) throw new AnchorError(path, 'the file does not exist');
    const kind = path.endsWith('.tsx')
      ? ts.ScriptKind.TSX
      : path.endsWith('.mjs')
        ? ts.ScriptKind.JS
        : ts.ScriptKind.TS;
    this.source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  }

  get text(): string {
    return this.source.text;
  }

  insert(at: number, text: string): void {
    this.insertions.push({ at, text });
  }

  /** Adds an element at the end of an array literal's or object literal's list. */
  append(list: ts.NodeArray<ts.Node>, text: string): void {
    const last = list[list.length - 1];
    if (last) this.insert(last.end, `, ${text}`);
    else this.insert(list.pos, text);
  }

  /** Adds an import after the last import (or after the last one from `after`, when given and present). */
  addImport(statement: string, after?: (module: string) => boolean): void {
    const imports = this.source.statements.filter(ts.isImportDeclaration);
    const anchors = after ? imports.filter((node) => after(moduleOf(node))) : [];
    const anchor = anchors[anchors.length - 1] ?? imports[imports.length - 1];
    if (anchor) this.insert(anchor.end, `\n${statement}`);
    else this.insert(0, `${statement}\n`);
  }

  /** Adds text as the file's last statement. */
  appendStatement(statement: string): void {
    const text = this.text;
    this.insert(text.length, `${text.endsWith('\n') || text.length === 0 ? '' : '\n'}${statement}\n`);
  }

  /** Every node of the file, depth first. */
  nodes(): ts.Node[] {
    const all: ts.Node[] = [];
    const visit = (node: ts.Node) => {
      all.push(node);
      ts.forEachChild(node, visit);
    };
    visit(this.source);
    return all;
  }

  /** The initializer of a top-level `const <name> = ...` (through `as const` / `satisfies`). */
  constInitializer(name: string): ts.Expression {
    for (const statement of this.source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer)
          return unwrap(declaration.initializer);
      }
    }
    throw new AnchorError(this.path, `no top-level \`const ${name} = ...\``);
  }

  objectLiteral(name: string): ts.ObjectLiteralExpression {
    const value = this.constInitializer(name);
    if (!ts.isObjectLiteralExpression(value))
      throw new AnchorError(this.path, `\`${name}\` is not an object literal`);
    return value;
  }

  save(): void {
    const text = this.text;
    let result = '';
    let cursor = 0;
    for (const { at, text: piece } of [...this.insertions].sort((a, b) => a.at - b.at)) {
      result += text.slice(cursor, at) + piece;
      cursor = at;
    }
    this.tree.write(this.path, result + text.slice(cursor));
  }
}

/** The generator could not find the place it edits: someone reshaped the file; the message says what was expected. */
export class AnchorError extends Error {
  constructor(path: string, problem: string) {
    super(
      `Cannot add the new domain to ${path}: ${problem}. Add it by hand, or restore the shape the generator expects.`,
    );
    this.name = 'AnchorError';
  }
}

export function unwrap(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isParenthesizedExpression(current)
  )
    current = current.expression;
  return current;
}

export function moduleOf(node: ts.ImportDeclaration | ts.ExportDeclaration): string {
  const specifier = node.moduleSpecifier;
  return specifier && ts.isStringLiteral(specifier) ? specifier.text : '';
}

function propertyName(property: ts.ObjectLiteralElementLike): string | undefined {
  const name = property.name;
  if (!name) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}

/** The value of `key` in an object literal, if it is a plain `key: value` property. */
export function property(object: ts.ObjectLiteralExpression, key: string): ts.Expression | undefined {
  const found = object.properties.find((candidate) => propertyName(candidate) === key);
  return found && ts.isPropertyAssignment(found) ? unwrap(found.initializer) : undefined;
}

export function keysOf(object: ts.ObjectLiteralExpression): string[] {
  return object.properties.map(propertyName).filter((key): key is string => key !== undefined);
}

export function stringValue(node: ts.Expression | undefined): string | undefined {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    ? node.text
    : undefined;
}
