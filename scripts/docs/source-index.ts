// Reading the workspace's source as syntax, for the generated map: which module declares a name a package exports,
// and what a module imports. Syntax only (no type checker), so it stays fast.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

export const root = resolve(import.meta.dirname, '..', '..');

/** A path relative to the repository's root, with forward slashes. */
export const fromRoot = (path: string) => relative(root, path).split('\\').join('/');

const parsed = new Map<string, ts.SourceFile>();

export function sourceOf(path: string): ts.SourceFile {
  let file = parsed.get(path);
  if (!file) {
    const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, kind);
    parsed.set(path, file);
  }
  return file;
}

/** The workspace packages by import name, to their entry file. */
const packageEntries: Record<string, string> = {
  '@orbit/contract': 'packages/contract/src/index.ts',
  '@orbit/domain': 'packages/domain/src/index.ts',
  '@orbit/i18n': 'packages/i18n/src/index.ts',
  '@orbit/ui': 'packages/ui/src/index.ts',
  '@orbit/api-client': 'packages/api-client/src/index.ts',
};

/** The file an import specifier names: a relative path, or a workspace package's entry; null for libraries. */
export function resolveImport(from: string, specifier: string): string | null {
  const entry = packageEntries[specifier];
  if (entry) return join(root, entry);
  if (!specifier.startsWith('.')) return null;
  const path = resolve(dirname(from), specifier);
  return existsSync(path) ? path : null;
}

/** The entry of a server area (docs/architecture.md#the-server-by-area). */
const areaIndex = /[\\/]apps[\\/]api[\\/]src[\\/]areas[\\/][^\\/]+[\\/]index\.ts$/;

/** One name a module imports: where from, and as what it is known inside. */
export interface ImportedName {
  /** The name the exporting module gives it. */
  name: string;
  /** The name it has in the importing module. */
  local: string;
  specifier: string;
  /** The file of the specifier, or null for a library. */
  file: string | null;
  typeOnly: boolean;
}

export function importsOf(path: string): ImportedName[] {
  const names: ImportedName[] = [];
  for (const statement of sourceOf(path).statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    const file = resolveImport(path, specifier);
    const clause = statement.importClause;
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        const name = (element.propertyName ?? element.name).text;
        names.push({
          name,
          local: element.name.text,
          specifier,
          // A server area's index.ts stands for the files it re-exports.
          file: file && areaIndex.test(file) ? (declaringFile(file, name) ?? file) : file,
          typeOnly: Boolean(clause?.isTypeOnly || element.isTypeOnly),
        });
      }
    }
  }
  return names;
}

/** Every relative or workspace module a file imports, dynamic imports included. */
export function importedFiles(path: string): string[] {
  const files = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && !node.importClause?.isTypeOnly) {
      const file = resolveImport(path, node.moduleSpecifier.text);
      if (file) files.add(file);
    }
    // A module that gathers others (`export { … } from`) uses them too, as a deferred group of sections does.
    if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      !node.isTypeOnly
    ) {
      const file = resolveImport(path, node.moduleSpecifier.text);
      if (file) files.add(file);
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      const file = resolveImport(path, node.arguments[0].text);
      if (file) files.add(file);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceOf(path));
  return [...files];
}

const declaring = new Map<string, string | null>();

/** The module that declares `name`, following a package's `export *` and `export { … } from` chains. */
export function declaringFile(entry: string, name: string, seen = new Set<string>()): string | null {
  const key = `${entry}#${name}`;
  if (declaring.has(key)) return declaring.get(key) ?? null;
  if (seen.has(entry)) return null;
  seen.add(entry);
  let found: string | null = null;
  for (const statement of sourceOf(entry).statements) {
    if (found) break;
    if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      const target = resolveImport(entry, statement.moduleSpecifier.text);
      if (!target) continue;
      const clause = statement.exportClause;
      if (!clause) found = declaringFile(target, name, seen);
      else if (ts.isNamedExports(clause)) {
        const element = clause.elements.find((candidate) => candidate.name.text === name);
        if (element) found = declaringFile(target, (element.propertyName ?? element.name).text, seen);
      }
    } else if (declaresName(statement, name)) found = entry;
  }
  declaring.set(key, found);
  return found;
}

function declaresName(statement: ts.Statement, name: string): boolean {
  const exported = ts.canHaveModifiers(statement)
    ? ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
    : false;
  if (!exported) return false;
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.some((item) => ts.isIdentifier(item.name) && item.name.text === name);
  if (
    ts.isFunctionDeclaration(statement) ||
    ts.isClassDeclaration(statement) ||
    ts.isInterfaceDeclaration(statement) ||
    ts.isTypeAliasDeclaration(statement)
  )
    return statement.name?.text === name;
  return false;
}

/** The line of a node, counted from 1. */
export const lineOf = (node: ts.Node) => node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1;
