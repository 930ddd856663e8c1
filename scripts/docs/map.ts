// docs/map.md: for every page address, its route module, screens, data hooks and endpoints, and for every endpoint
// its handler, service method, repositories and the pages that call it. Made from the console's route table, the
// api-client, the contract and the server's route files by reading their syntax; `node scripts/docs/map.ts` writes
// it and `--check` exits with 1 when it is stale (npm test runs the same check).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import ts from 'typescript';
import { endpoints, type EndpointName } from '@orbit/contract';
import {
  declaringFile,
  fromRoot,
  importedFiles,
  importsOf,
  lineOf,
  resolveImport,
  root,
  sourceOf,
} from './source-index.ts';

export const mapFile = join(root, 'docs', 'map.md');
const consoleRoutes = join(root, 'apps', 'console', 'src', 'routes.tsx');
const consoleSource = join(root, 'apps', 'console', 'src');
const dashScreensFile = join(consoleSource, 'routes', 'dashScreens.ts');
const serverAreas = join(root, 'apps', 'api', 'src', 'areas');
/** A server file of an area that is neither its routes, its repositories nor its index: a service. */
const isServiceFile = (file: string) =>
  /[\\/]areas[\\/][^\\/]+[\\/][^\\/]+\.ts$/.test(file) && !/(-routes|-repository|[\\/]index)\.ts$/.test(file);
/** The api-client calls that name an endpoint by its first argument. */
const endpointCalls = ['apiRequest', 'apiResponse', 'routeAddress'];

export interface Page {
  path: string;
  /** The route's component in routes.tsx. */
  component: string;
  /** The module that defines it, or null for a redirect. */
  module: string | null;
  redirectsTo?: string;
  /** Pages inside it, when it is a layout. */
  layout: boolean;
  screens: { name: string; file: string }[];
  hooks: { name: string; file: string; endpoints: string[] }[];
}

export interface Endpoint {
  name: string;
  method: string;
  path: string;
  handler: { file: string; line: number } | null;
  services: { service: string; method: string; file: string }[];
  repositories: { file: string; methods: string[] }[];
  pages: string[];
}

// ---- Pages --------------------------------------------------------------------------------------------------------

function attribute(element: ts.JsxOpeningLikeElement, name: string): ts.JsxAttribute | undefined {
  return element.attributes.properties.find(
    (property): property is ts.JsxAttribute =>
      ts.isJsxAttribute(property) && ts.isIdentifier(property.name) && property.name.text === name,
  );
}

/** The console's path constants (`paths.wallet`, `reportPaths.rides`) by the expression that names them. */
const pathConstants = (() => {
  const constants = new Map<string, string>();
  for (const statement of sourceOf(join(consoleSource, 'paths.ts')).statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      let value = declaration.initializer;
      while (value && (ts.isAsExpression(value) || ts.isSatisfiesExpression(value))) value = value.expression;
      if (!value || !ts.isObjectLiteralExpression(value)) continue;
      for (const property of value.properties)
        if (ts.isPropertyAssignment(property) && ts.isStringLiteral(property.initializer))
          constants.set(`${declaration.name.getText()}.${property.name.getText()}`, property.initializer.text);
    }
  }
  return constants;
})();

/** An attribute's text: a string, or a path constant. */
const stringAttribute = (element: ts.JsxOpeningLikeElement, name: string) => {
  const initializer = attribute(element, name)?.initializer;
  if (initializer && ts.isStringLiteral(initializer)) return initializer.text;
  if (initializer && ts.isJsxExpression(initializer) && initializer.expression)
    return pathConstants.get(initializer.expression.getText());
  return undefined;
};

/** The element a Route shows: its tag name, and where a Navigate goes. */
function shownElement(element: ts.JsxOpeningLikeElement): { tag: string; to?: string } | null {
  const initializer = attribute(element, 'element')?.initializer;
  if (!initializer || !ts.isJsxExpression(initializer) || !initializer.expression) return null;
  const shown = initializer.expression;
  const opening = ts.isJsxSelfClosingElement(shown) ? shown : ts.isJsxElement(shown) ? shown.openingElement : null;
  if (!opening) return null;
  return { tag: opening.tagName.getText(), to: stringAttribute(opening, 'to') };
}

const joinPath = (parent: string, child: string) =>
  child.startsWith('/') ? child : `${parent === '/' ? '' : parent}/${child}`;

/** Every Route of routes.tsx with its full address and component, in the order of the table. */
function routeEntries(): { path: string; tag: string; to?: string; layout: boolean }[] {
  const entries: { path: string; tag: string; to?: string; layout: boolean }[] = [];
  const visit = (node: ts.Node, parent: string) => {
    const opening = ts.isJsxSelfClosingElement(node) ? node : ts.isJsxElement(node) ? node.openingElement : null;
    if (opening && opening.tagName.getText() === 'Route') {
      const path = attribute(opening, 'index') ? parent : joinPath(parent, stringAttribute(opening, 'path') ?? '');
      const shown = shownElement(opening);
      const children = ts.isJsxElement(node)
        ? node.children.filter((child) => ts.isJsxElement(child) || ts.isJsxSelfClosingElement(child))
        : [];
      if (shown) entries.push({ path, tag: shown.tag, to: shown.to, layout: children.length > 0 });
      for (const child of children) visit(child, path);
      return;
    }
    ts.forEachChild(node, (child) => visit(child, parent));
  };
  visit(sourceOf(consoleRoutes), '');
  return entries;
}

function topLevelConst(file: ts.SourceFile, name: string): ts.VariableDeclaration | undefined {
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const found = statement.declarationList.declarations.find(
      (declaration) => ts.isIdentifier(declaration.name) && declaration.name.text === name,
    );
    if (found) return found;
  }
  return undefined;
}

/** The dynamic imports inside a node, following calls of the file's own constants that import. */
function dynamicImports(node: ts.Node, file: ts.SourceFile, seen = new Set<string>()): string[] {
  const found: string[] = [];
  const visit = (child: ts.Node) => {
    if (ts.isCallExpression(child)) {
      const [first] = child.arguments;
      if (child.expression.kind === ts.SyntaxKind.ImportKeyword && first && ts.isStringLiteral(first)) {
        const resolved = resolveImport(file.fileName, first.text);
        if (resolved) found.push(resolved);
      } else if (ts.isIdentifier(child.expression) && !seen.has(child.expression.text)) {
        seen.add(child.expression.text);
        const local = topLevelConst(file, child.expression.text);
        if (local?.initializer) found.push(...dynamicImports(local.initializer, file, seen));
      }
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/** The module of a route component: through dashScreens.ts for the screens inside /dash, or its own import. */
function moduleOfComponent(component: string): string | null {
  const declaration = topLevelConst(sourceOf(consoleRoutes), component);
  const initializer = declaration?.initializer;
  if (!initializer || !ts.isCallExpression(initializer)) return null;
  const callee = initializer.expression.getText();
  const [first] = initializer.arguments;
  if (callee === 'dashScreen' && first && ts.isStringLiteral(first)) {
    const screens = sourceOf(dashScreensFile);
    let found: string | null = null;
    const visit = (node: ts.Node) => {
      if (ts.isPropertyAssignment(node) && node.name.getText() === first.text)
        found = dynamicImports(node.initializer, screens)[0] ?? null;
      else ts.forEachChild(node, visit);
    };
    visit(screens);
    return found;
  }
  const imported = dynamicImports(initializer, sourceOf(consoleRoutes));
  return imported.find((file) => basename(file).startsWith(component)) ?? imported.at(-1) ?? null;
}

/** The functions a declaration calls in its own file, and the endpoints they name, followed through the file. */
function endpointsOfExport(file: string, name: string): string[] {
  const source = sourceOf(file);
  const declarations = new Map<string, ts.Node>();
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) declarations.set(statement.name.text, statement);
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) declarations.set(declaration.name.text, declaration);
  }
  const found = new Set<string>();
  const seen = new Set<string>();
  const follow = (declarationName: string) => {
    const declaration = declarations.get(declarationName);
    if (!declaration || seen.has(declarationName)) return;
    seen.add(declarationName);
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
        const [first] = node.arguments;
        if (endpointCalls.includes(node.expression.text) && first && ts.isStringLiteralLike(first))
          found.add(first.text);
      }
      if (ts.isIdentifier(node) && declarations.has(node.text)) follow(node.text);
      ts.forEachChild(node, visit);
    };
    visit(declaration);
  };
  follow(name);
  return [...found];
}

const isSourceFile = (file: string) => !/\.(test|stories)\.tsx?$/.test(file);

export function readPages(): Page[] {
  const entries = routeEntries();
  const modules = new Map(entries.map((entry) => [entry.tag, moduleOfComponent(entry.tag)]));
  const pageModules = new Set([...modules.values()].filter((file): file is string => file !== null));
  return entries.map(({ path, tag, to, layout }) => {
    const module = to === undefined ? (modules.get(tag) ?? null) : null;
    const files = new Set<string>();
    // The route module and the console modules it uses, other pages' modules and the screen table left out.
    const collect = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      for (const next of importedFiles(file))
        if (next.startsWith(consoleSource) && isSourceFile(next) && !pageModules.has(next) && next !== dashScreensFile)
          collect(next);
    };
    if (module) collect(module);
    const screens = new Map<string, string>();
    const hooks = new Map<string, { file: string; endpoints: string[] }>();
    for (const file of files) {
      for (const imported of importsOf(file)) {
        if (imported.typeOnly || !imported.file) continue;
        if (imported.specifier === '@orbit/ui' && /Screen$/.test(imported.name)) {
          const declared = declaringFile(imported.file, imported.name);
          if (declared) screens.set(imported.name, fromRoot(declared));
        }
        if (imported.specifier === '@orbit/api-client') {
          const declared = declaringFile(imported.file, imported.name);
          const named = declared ? endpointsOfExport(declared, imported.name) : [];
          if (declared && named.length > 0) hooks.set(imported.name, { file: fromRoot(declared), endpoints: named });
        }
      }
    }
    return {
      path,
      component: tag,
      module: module ? fromRoot(module) : null,
      ...(to !== undefined && { redirectsTo: to }),
      layout,
      screens: [...screens].map(([name, file]) => ({ name, file })).sort((a, b) => a.name.localeCompare(b.name)),
      hooks: [...hooks].map(([name, hook]) => ({ name, ...hook })).sort((a, b) => a.name.localeCompare(b.name)),
    };
  });
}

// ---- Server ---------------------------------------------------------------------------------------------------------

/** A local name in a route file's registration function, to the service type and file it stands for. */
function serviceLocals(
  registration: ts.FunctionDeclaration,
  file: string,
): Map<string, { service: string; file: string }> {
  const typeFiles = new Map(
    importsOf(file)
      .filter((imported) => imported.file)
      .map((imported) => [imported.local, imported.file ?? '']),
  );
  const depsType = registration.parameters[1]?.type;
  const properties = new Map<string, { service: string; file: string }>();
  if (depsType && ts.isTypeLiteralNode(depsType)) {
    for (const member of depsType.members) {
      if (!ts.isPropertySignature(member) || !member.type || !ts.isTypeReferenceNode(member.type)) continue;
      // `Pick<Service, 'method'>` stands for the service.
      const reference = member.type;
      const named =
        ['Pick', 'Omit'].includes(reference.typeName.getText()) && reference.typeArguments?.[0]
          ? reference.typeArguments[0].getText()
          : reference.typeName.getText();
      const typeFile = typeFiles.get(named);
      if (typeFile && isServiceFile(typeFile))
        properties.set(member.name.getText(), { service: named, file: typeFile });
    }
  }
  const locals = new Map(properties);
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isObjectBindingPattern(node.name) &&
      node.initializer?.getText() === 'deps'
    ) {
      for (const element of node.name.elements) {
        const property = (element.propertyName ?? element.name).getText();
        const found = properties.get(property);
        if (found) locals.set(element.name.getText(), found);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(registration);
  return locals;
}

interface Registration {
  handler: { file: string; line: number };
  calls: { service: string; method: string; file: string }[];
}

function readRegistrations(): Map<string, Registration> {
  const registrations = new Map<string, Registration>();
  const files = readdirSync(serverAreas).flatMap((area) =>
    readdirSync(join(serverAreas, area))
      .filter((name) => name.endsWith('-routes.ts'))
      .map((name) => join(serverAreas, area, name)),
  );
  for (const file of files) {
    for (const statement of sourceOf(file).statements) {
      if (!ts.isFunctionDeclaration(statement) || !statement.body) continue;
      const locals = serviceLocals(statement, file);
      const visit = (node: ts.Node) => {
        if (
          ts.isCallExpression(node) &&
          node.expression.getText() === 'registerRoute' &&
          node.arguments[0] &&
          ts.isPropertyAccessExpression(node.arguments[0])
        ) {
          const name = node.arguments[0].name.text;
          const calls: Registration['calls'] = [];
          const collect = (child: ts.Node) => {
            if (ts.isCallExpression(child) && ts.isPropertyAccessExpression(child.expression)) {
              // `service.method(…)`, or `deps.service.method(…)`.
              const target = child.expression.expression;
              const local = ts.isIdentifier(target)
                ? target.text
                : ts.isPropertyAccessExpression(target) && target.expression.getText() === 'deps'
                  ? target.name.text
                  : '';
              const service = locals.get(local);
              const method = child.expression.name.text;
              if (service && !calls.some((call) => call.service === service.service && call.method === method))
                calls.push({ ...service, method });
            }
            ts.forEachChild(child, collect);
          };
          node.arguments.slice(1).forEach(collect);
          registrations.set(name, { handler: { file: fromRoot(file), line: lineOf(node) }, calls });
          return;
        }
        ts.forEachChild(node, visit);
      };
      visit(statement.body);
    }
  }
  return registrations;
}

/** The object a service's factory answers: its methods by name. */
function serviceFactory(file: string): { factory: ts.FunctionDeclaration; methods: Map<string, ts.Node> } | null {
  const source = sourceOf(file);
  const factory = source.statements.find(
    (statement): statement is ts.FunctionDeclaration =>
      ts.isFunctionDeclaration(statement) &&
      Boolean(statement.name?.text.startsWith('create')) &&
      Boolean(statement.body),
  );
  if (!factory) return null;
  const inner = new Map<string, ts.Node>();
  for (const statement of factory.body?.statements ?? []) {
    if (ts.isFunctionDeclaration(statement) && statement.name) inner.set(statement.name.text, statement);
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.initializer)
          inner.set(declaration.name.text, declaration.initializer);
  }
  // `return { … }`, or `const service = { … }; return service;`, perhaps with `satisfies` or `as`.
  let returned = factory.body?.statements.findLast(ts.isReturnStatement)?.expression;
  while (
    returned &&
    (ts.isSatisfiesExpression(returned) || ts.isAsExpression(returned) || ts.isParenthesizedExpression(returned))
  )
    returned = returned.expression;
  if (returned && ts.isIdentifier(returned)) returned = inner.get(returned.text) as ts.Expression | undefined;
  if (!returned || !ts.isObjectLiteralExpression(returned)) return null;
  const methods = new Map<string, ts.Node>();
  for (const property of returned.properties) {
    const name = property.name?.getText();
    if (!name) continue;
    if (ts.isShorthandPropertyAssignment(property)) {
      const local = inner.get(name);
      if (local) methods.set(name, local);
    } else if (ts.isPropertyAssignment(property)) methods.set(name, property.initializer);
    else methods.set(name, property);
  }
  return { factory, methods };
}

/** The repositories a service method reads or writes, followed through the service file's own functions. */
function repositoriesOf(file: string, method: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const parsed = serviceFactory(file);
  const start = parsed?.methods.get(method);
  if (!parsed || !start) return found;
  const source = sourceOf(file);
  const repositoryFactories = new Map(
    importsOf(file)
      .filter((imported) => imported.file?.endsWith('-repository.ts') && /Repository$/.test(imported.name))
      .map((imported) => [imported.local, fromRoot(imported.file ?? '')]),
  );
  // Functions of the file and of the factory, and the repositories bound to a name (`const users = usersRepository(db)`).
  const functions = new Map<string, ts.Node>();
  const boundRepositories = new Map<string, string>();
  const record = (statement: ts.Statement) => {
    if (ts.isFunctionDeclaration(statement) && statement.name) functions.set(statement.name.text, statement);
    if (!ts.isVariableStatement(statement)) return;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
      const initializer = declaration.initializer;
      if (ts.isCallExpression(initializer) && ts.isIdentifier(initializer.expression)) {
        const repository = repositoryFactories.get(initializer.expression.text);
        if (repository) boundRepositories.set(declaration.name.text, repository);
      }
      if (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer))
        functions.set(declaration.name.text, initializer);
    }
  };
  source.statements.forEach(record);
  parsed.factory.body?.statements.forEach(record);
  // Repositories bound inside a function too (`const licenses = licensesRepository(tx)` in a transaction).
  const bindAnywhere = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const initializer = node.initializer;
      if (ts.isCallExpression(initializer) && ts.isIdentifier(initializer.expression)) {
        const repository = repositoryFactories.get(initializer.expression.text);
        if (repository) boundRepositories.set(node.name.text, repository);
      }
    }
    ts.forEachChild(node, bindAnywhere);
  };
  bindAnywhere(source);
  const add = (repository: string, name: string) => {
    const methods = found.get(repository) ?? new Set<string>();
    methods.add(name);
    found.set(repository, methods);
  };
  const seen = new Set<ts.Node>();
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node)) {
      const target = node.expression;
      if (ts.isIdentifier(target) && boundRepositories.has(target.text))
        add(boundRepositories.get(target.text) ?? '', node.name.text);
      if (
        ts.isCallExpression(target) &&
        ts.isIdentifier(target.expression) &&
        repositoryFactories.has(target.expression.text)
      )
        add(repositoryFactories.get(target.expression.text) ?? '', node.name.text);
    }
    if (ts.isIdentifier(node)) {
      const local = functions.get(node.text);
      if (local && !seen.has(local)) {
        seen.add(local);
        visit(local);
      }
    }
    ts.forEachChild(node, visit);
  };
  seen.add(start);
  visit(start);
  return found;
}

export function readEndpoints(pages: readonly Page[]): Endpoint[] {
  const registrations = readRegistrations();
  return (Object.keys(endpoints) as EndpointName[]).map((name) => {
    const endpoint = endpoints[name];
    const registration = registrations.get(name);
    const repositories = new Map<string, Set<string>>();
    for (const call of registration?.calls ?? [])
      for (const [file, methods] of repositoriesOf(call.file, call.method)) {
        const known = repositories.get(file) ?? new Set<string>();
        methods.forEach((method) => known.add(method));
        repositories.set(file, known);
      }
    return {
      name,
      method: endpoint.method,
      path: endpoint.path,
      handler: registration?.handler ?? null,
      services: (registration?.calls ?? []).map((call) => ({ ...call, file: fromRoot(call.file) })),
      repositories: [...repositories]
        .map(([file, methods]) => ({ file, methods: [...methods].sort() }))
        .sort((a, b) => a.file.localeCompare(b.file)),
      pages: pages.filter((page) => page.hooks.some((hook) => hook.endpoints.includes(name))).map((page) => page.path),
    };
  });
}

// ---- The document ---------------------------------------------------------------------------------------------------

const link = (file: string, line?: number) =>
  `[${basename(file)}${line ? `:${line}` : ''}](../${file}${line ? `#L${line}` : ''})`;
const code = (text: string) => `\`${text}\``;
const anchorOf = (name: string) => `endpoint-${name.toLowerCase()}`;

export function renderMap(pages: readonly Page[], list: readonly Endpoint[]): string {
  const byName = new Map(list.map((endpoint) => [endpoint.name, endpoint]));
  const lines = [
    '# Map: from a page to its SQL',
    '',
    'Made by `node scripts/docs/map.ts` from `apps/console/src/routes.tsx`, the api-client, the contract and the',
    "server's route files; `npm test` fails when it is stale. Each page lists its route module, the screens and data",
    'hooks it uses, and the endpoints they call; each endpoint lists its handler, the service methods the handler',
    'calls, the repositories (and their methods) those reach, and the pages that call it.',
    '',
    '## Pages',
    '',
  ];
  for (const page of pages) {
    lines.push(`### ${code(page.path)}${page.layout ? ' (layout)' : ''}`, '');
    if (page.redirectsTo !== undefined) {
      lines.push(`Redirects to ${code(page.redirectsTo)}.`, '');
      continue;
    }
    lines.push(
      `- Route module: ${page.module ? `${code(page.component)} in ${link(page.module)}` : code(page.component)}`,
    );
    if (page.screens.length > 0)
      lines.push(
        `- Screens: ${page.screens.map((screen) => `${code(screen.name)} (${link(screen.file)})`).join(', ')}`,
      );
    if (page.hooks.length > 0) {
      lines.push('- Data:');
      for (const hook of page.hooks) {
        const called = hook.endpoints
          .map((name) => {
            const endpoint = byName.get(name);
            return endpoint ? `[${code(`${endpoint.method} ${endpoint.path}`)}](#${anchorOf(name)})` : code(name);
          })
          .join(', ');
        lines.push(`  - ${code(hook.name)} (${link(hook.file)}) → ${called}`);
      }
    }
    lines.push('');
  }
  lines.push('## Endpoints', '');
  for (const endpoint of list) {
    lines.push(
      `### <a id="${anchorOf(endpoint.name)}"></a>${code(endpoint.name)}: ${code(`${endpoint.method} ${endpoint.path}`)}`,
      '',
    );
    lines.push(`- Handler: ${endpoint.handler ? link(endpoint.handler.file, endpoint.handler.line) : 'none'}`);
    if (endpoint.services.length > 0)
      lines.push(
        `- Service: ${endpoint.services.map((call) => `${code(`${call.service}.${call.method}`)} (${link(call.file)})`).join(', ')}`,
      );
    if (endpoint.repositories.length > 0)
      lines.push(
        `- Repositories: ${endpoint.repositories.map((repository) => `${link(repository.file)} (${repository.methods.map(code).join(', ')})`).join(', ')}`,
      );
    lines.push(`- Called from: ${endpoint.pages.length > 0 ? endpoint.pages.map(code).join(', ') : 'no page'}`, '');
  }
  return lines.join('\n');
}

/** The map as it is checked in: rendered, then laid out by Prettier as `npm run format` would. */
export async function formattedMap(): Promise<string> {
  const pages = readPages();
  const options = await resolveConfig(mapFile);
  return format(renderMap(pages, readEndpoints(pages)), { ...options, filepath: mapFile });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const map = await formattedMap();
  if (process.argv.includes('--check')) {
    const stale = readFileSync(mapFile, 'utf8') !== map;
    if (stale) console.error('docs/map.md is stale: run node scripts/docs/map.ts');
    process.exit(stale ? 1 : 0);
  }
  writeFileSync(mapFile, map);
  console.log('docs/map.md written');
}
