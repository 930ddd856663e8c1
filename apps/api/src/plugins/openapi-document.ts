import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import * as contract from '@orbit/contract';
import { routes, type RouteDefinition } from '@orbit/contract';
import { apiTagOf, apiTags, errorAnswersOf, operationDocs, type OperationDocs } from '@orbit/contract/openapi';
import { exampleOf, type JsonSchema } from './openapi-examples.ts';

/*
 * The OpenAPI document is derived from the contract as a whole (ADR 0063): schema names from the contract's export
 * names, operationId from the route names, tags from the path areas, error answers from access and input, so a
 * route added to the contract is documented without an edit here.
 */

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const schemaRef = (name: string) => `#/components/schemas/${name}`;
const schemaNameOf = (ref: string) => ref.slice(schemaRef('').length);

/** `adminUserSchema` → `AdminUser`: a component's name is its export name, without the `Schema` suffix. */
export function componentNameOf(exportName: string): string {
  const bare = exportName.replace(/Schema$/, '');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}

/** Schemas whose JSON form is not a JSON body (the CSV and event streams) or that become parameters, not components. */
function notComponents(): Set<unknown> {
  const skipped = new Set<unknown>([contract.csvStreamSchema, contract.liveStreamSchema]);
  for (const route of Object.values(routes) as RouteDefinition[]) {
    for (const part of [route.query, route.params, route.headers]) if (part) skipped.add(part);
  }
  return skipped;
}

const componentKinds = new Set(['object', 'array', 'union', 'record', 'intersection', 'enum', 'pipe', 'default']);

/**
 * Gives every exported schema of the contract that is a structure (object, array, union, enum...) an id in zod's
 * global registry, so that the document names it once in `components.schemas` and refers to it everywhere else.
 * Runs once per process; the ids stay for later apps of the same process.
 */
function registerNamedSchemas(): void {
  const skipped = notComponents();
  // In the order of their names, whatever order the module system lists a namespace's exports in (Node sorts them,
  // Vitest's runner does not), so that a schema exported under two names is named alike in every process.
  const exports = Object.entries(contract).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [exportName, value] of exports) {
    if (!exportName.endsWith('Schema') || !(value instanceof z.ZodType) || skipped.has(value)) continue;
    // `XInput` is the name the type provider gives what X accepts: such an export stays inline.
    if (!componentKinds.has(value.def.type) || componentNameOf(exportName).endsWith('Input')) continue;
    const meta = z.globalRegistry.get(value);
    if (meta?.id) continue; // one schema exported under two names keeps the first
    z.globalRegistry.add(value, { ...meta, id: componentNameOf(exportName) });
  }
}
registerNamedSchemas();

/** Every `$ref` to a component schema in a value, by name. */
function refsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (isRecord(value)) {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(schemaRef('')))
        found.add(schemaNameOf(child));
      else refsIn(child, found);
    }
  }
  return found;
}

/** A copy of `value` with each `$ref` to a renamed component pointing to its new name. */
function renameRefs<T>(value: T, renamed: Map<string, string>): T {
  if (renamed.size === 0) return value;
  return JSON.parse(JSON.stringify(value), (key, child: unknown) =>
    key === '$ref' && typeof child === 'string' && child.startsWith(schemaRef(''))
      ? schemaRef(renamed.get(schemaNameOf(child)) ?? schemaNameOf(child))
      : child,
  ) as T;
}

/**
 * fastify-type-provider-zod names each registered schema twice, `X` as answered and `XInput` as accepted. Where the
 * two read the same (most), one `X` stays; an `XInput` that no answer needs becomes `X`; the others keep both.
 * Components nothing refers to are left out.
 */
function tidyComponents(document: Json): Json {
  const components = document.components as Json & { schemas: Record<string, unknown> };
  let schemas = components.schemas;
  const renamed = new Map<string, string>();
  // Merging one pair can make another pair equal (an object holding it), so repeat until nothing changes.
  for (let changed = true; changed;) {
    changed = false;
    for (const name of Object.keys(schemas)) {
      const output = name.replace(/Input$/, '');
      if (name === output || renamed.has(name) || !(output in schemas)) continue;
      if (isDeepStrictEqual(renameRefs(schemas[name], renamed), renameRefs(schemas[output], renamed))) {
        renamed.set(name, output);
        changed = true;
      }
    }
  }
  schemas = renameRefs(Object.fromEntries(Object.entries(schemas).filter(([name]) => !renamed.has(name))), renamed);
  let rest = renameRefs({ ...document, components: { ...components, schemas: {} } }, renamed);

  const used = reachable(rest, schemas);
  const final = new Map<string, string>();
  for (const name of used) {
    const output = name.replace(/Input$/, '');
    if (name !== output && !used.has(output)) final.set(name, output);
  }
  rest = renameRefs(rest, final);
  const kept: Record<string, unknown> = {};
  for (const name of [...used].sort()) kept[final.get(name) ?? name] = renameRefs(schemas[name], final);
  return { ...rest, components: { ...(rest.components as Json), schemas: sortKeys(kept) } };
}

function reachable(root: unknown, schemas: Record<string, unknown>): Set<string> {
  const used = new Set<string>();
  const visit = (names: Set<string>) => {
    for (const name of names) {
      if (used.has(name)) continue;
      used.add(name);
      visit(refsIn(schemas[name]));
    }
  };
  visit(refsIn(root));
  return used;
}

const sortKeys = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));

const routeByOperation = new Map(
  (Object.entries(routes) as [string, RouteDefinition][]).map(([name, route]) => [
    `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`,
    { name, route },
  ]),
);

const errorRef = { $ref: schemaRef(componentNameOf('errorResponseSchema')) };
const retryAfter = {
  'retry-after': { description: 'Seconds to wait before asking again', schema: { type: 'integer', minimum: 0 } },
};

/** The answers of an operation: its 2xx described and with an example, then each error status it can give. */
function describeResponses(
  name: string,
  route: RouteDefinition,
  docs: OperationDocs,
  responses: Json,
  resolve: Resolve,
): Json {
  const described: Json = {};
  for (const [status, response] of Object.entries(responses)) {
    if (status === 'default' || !isRecord(response)) continue;
    const content = isRecord(response.content) ? response.content : {};
    const json = content['application/json'];
    const schemaDescription = isRecord(json) && isRecord(json.schema) ? resolve(json.schema).description : undefined;
    described[status] = {
      ...response,
      description:
        docs.answer ??
        (typeof schemaDescription === 'string' ? schemaDescription : undefined) ??
        (typeof response.description === 'string' && response.description !== 'Default Response'
          ? response.description
          : route.summary),
      ...(isRecord(json) &&
        isRecord(json.schema) && {
          content: { ...content, 'application/json': { ...json, example: exampleOf(json.schema, resolve) } },
        }),
    };
  }
  for (const [status, reasons] of errorAnswersOf(name, route)) {
    described[String(status)] = {
      description: reasons.join('. '),
      ...((status === 429 || status === 503) && { headers: retryAfter }),
      content: { 'application/json': { schema: errorRef } },
    };
  }
  described['431'] = {
    description: 'Request headers too large: the HTTP server refuses them before any route, with no body',
  };
  described.default = {
    description: 'Any other failure: an unsupported media type, or a fault of the server',
    content: { 'application/json': { schema: errorRef } },
  };
  return described;
}

type Resolve = (schema: JsonSchema) => JsonSchema;

/** Names, areas, access and answers of every operation, from the route of the contract it serves. */
function describeOperations(document: Json, resolve: Resolve): Json {
  const paths: Json = {};
  for (const [path, methods] of Object.entries(document.paths as Record<string, Json>)) {
    const operations: Json = {};
    for (const [method, operation] of Object.entries(methods)) {
      const found = routeByOperation.get(`${method} ${path}`);
      if (!found || !isRecord(operation)) {
        operations[method] = operation;
        continue;
      }
      const { name, route } = found;
      const docs = operationDocs[name as keyof typeof operationDocs] ?? {};
      const tag = apiTagOf(route.path);
      const body = isRecord(operation.requestBody) ? operation.requestBody : undefined;
      const bodyContent = body && isRecord(body.content) ? body.content : {};
      const bodyJson = bodyContent['application/json'];
      operations[method] = {
        operationId: name,
        ...operation,
        summary: route.summary,
        ...(docs.description && { description: docs.description }),
        ...(tag && { tags: [tag] }),
        ...(route.access === 'public' ? { security: [] } : { security: operation.security }),
        ...(operation.parameters !== undefined && { parameters: operation.parameters }),
        ...(body && {
          requestBody: {
            ...body,
            ...(isRecord(bodyJson) &&
              isRecord(bodyJson.schema) && {
                content: {
                  ...bodyContent,
                  'application/json': {
                    ...bodyJson,
                    example: docs.requestExample ?? exampleOf(bodyJson.schema, resolve),
                  },
                },
              }),
          },
        }),
        responses: describeResponses(name, route, docs, (operation.responses ?? {}) as Json, resolve),
      };
    }
    paths[path] = operations;
  }
  return paths;
}

/** Headers every webhook delivery carries (Standard Webhooks), for the document's `webhooks` (ADR 0093). */
const webhookHeaders = [
  ['webhook-id', "The event's id (`evt_…`), the same in every attempt and in the event feed: drop a repeat by it"],
  ['webhook-timestamp', 'Seconds since the Unix epoch when this attempt was signed; refuse one older than 5 minutes'],
  [
    'webhook-signature',
    "`v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the endpoint's secret (the base64 after `whsec_`); two, space-separated, while a rotated secret overlaps",
  ],
].map(([name, description]) => ({ name, in: 'header', required: true, description, schema: { type: 'string' } }));

/**
 * The `webhooks` of the document: one operation per event type, the POST an endpoint receives, with the event's
 * schema (its versioned payload in `data`), so receivers can generate types as they do for the calls.
 */
function webhookOperations(): Json {
  const operations: Json = {};
  for (const type of contract.webhookEventTypes) {
    const { $schema: _dialect, ...schema } = z.toJSONSchema(contract.webhookEventSchemaOf(type), {
      unrepresentable: 'any',
    }) as Json;
    operations[type] = {
      post: {
        operationId: `webhook${type.replace(/(^|\.)(\w)/g, (_match, _dot: string, letter: string) => letter.toUpperCase())}`,
        summary: `The event ${type}, version ${contract.webhookEventVersion}`,
        tags: ['Webhooks'],
        // The receiver checks the signature in the headers, not a credential of an OpenAPI security scheme.
        security: [],
        parameters: webhookHeaders,
        requestBody: { required: true, content: { 'application/json': { schema } } },
        responses: {
          '200': { description: 'Taken: any 2xx answer ends the delivery; anything else is retried on the schedule' },
          '410': { description: 'The endpoint is gone: it is disabled, and nothing more is sent until it is enabled' },
        },
      },
    };
  }
  return operations;
}

/**
 * Completes the document @fastify/swagger built: named component schemas, then each operation's id, tag, access,
 * answers and examples, the areas in use and where the API is served.
 */
export function completeDocument(document: Json, publicUrl: string): Json {
  const tidy = tidyComponents(document);
  const schemas = (tidy.components as Json).schemas as Record<string, JsonSchema>;
  const resolve: Resolve = (schema) => {
    let current = schema;
    for (let depth = 0; current.$ref && depth < 20; depth++) current = schemas[schemaNameOf(current.$ref)] ?? {};
    return current;
  };
  const paths = describeOperations(tidy, resolve);
  const used = new Set(
    Object.values(paths).flatMap((methods) =>
      Object.values(methods as Record<string, { tags?: string[] }>).flatMap((operation) => operation.tags ?? []),
    ),
  );
  return {
    ...tidy,
    servers: [{ url: publicUrl, description: 'This installation (PUBLIC_URL)' }],
    tags: apiTags.filter((tag) => used.has(tag.name)).map(({ name, description }) => ({ name, description })),
    paths,
    webhooks: webhookOperations(),
  };
}
