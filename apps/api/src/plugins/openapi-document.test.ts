import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, webhookEventTypes, type RouteDefinition } from '@orbit/contract';
import { apiTagOf, documentedErrorStatuses, operationDocs } from '@orbit/contract/openapi';
import { sdkTypesFile, sdkTypesOf } from '../../scripts/support/sdk-types.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { testDatabaseKinds } from '../test-support/test-database.ts';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: unknown; example?: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown; example?: unknown }> }>;
}
interface Document {
  servers?: { url: string }[];
  tags?: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
  webhooks?: unknown;
}

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const contractOpenApi = 'packages/contract/src/openapi.ts';
const openApiPath = (route: RouteDefinition) => route.path.replace(/:(\w+)/g, '{$1}');
const namedRoutes = Object.entries(routes) as [string, RouteDefinition][];

// The document does not depend on the data, so one database is enough.
const [kind] = testDatabaseKinds;

describe(`the OpenAPI document others build on (on ${kind?.name})`, () => {
  let handle: DatabaseHandle;
  let document: Document;
  let source: string;

  beforeAll(async () => {
    if (!kind) throw new Error('No test database');
    handle = await kind.open();
    const app = await createTestApp(handle, { env: { API_DOCS: 'public', PUBLIC_URL: 'https://orbit.example' } });
    try {
      source = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).body;
      document = JSON.parse(source) as Document;
    } finally {
      await app.close();
    }
  });
  afterAll(() => handle.close());

  const operationOf = (route: RouteDefinition) => document.paths[openApiPath(route)]?.[route.method.toLowerCase()];

  it("passes Redocly's recommended rules with no error and no warning", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const found = problems.map(
      (problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`,
    );
    expect(found).toEqual([]);
  });

  it('documents each webhook event type with its headers and the schema of its body (ADR 0093)', () => {
    const webhooks = document.webhooks as Record<string, { post: { operationId: string; requestBody: unknown } }>;
    expect(Object.keys(webhooks).sort()).toEqual([...webhookEventTypes].sort());
    expect(webhooks['coins.inserted']?.post.operationId).toBe('webhookCoinsInserted');
    expect(JSON.stringify(webhooks['coins.inserted']?.post.requestBody)).toContain('"balance"');
  });

  it('gives every route of the contract its operationId, area, access, summary and error answers', () => {
    const missing: string[] = [];
    for (const [name, route] of namedRoutes) {
      const where = `${name} (${route.method} ${route.path})`;
      const operation = operationOf(route);
      if (!operation) {
        missing.push(`${where} is not in the document`);
        continue;
      }
      if (operation.operationId !== name) missing.push(`${where}: operationId ${operation.operationId}`);
      if (!apiTagOf(route.path)) {
        missing.push(`${where} is in no area: add its path prefix to apiTags in ${contractOpenApi}`);
      }
      if (route.summary.trim().split(/\s+/).length < 2)
        missing.push(`${where}: write a real summary in its area of packages/contract/src/areas/`);
      if (route.access === 'public' && JSON.stringify(operation.security) !== '[]') {
        missing.push(`${where} is public but its security is not []`);
      }
      const errors = Object.keys(operation.responses).filter((status) => /^4\d\d$/.test(status) && status !== '431');
      if (errors.length === 0 && route.access !== 'public') missing.push(`${where} lists no 4xx answer`);
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!response.description || response.description === 'Default Response') {
          missing.push(`${where}: answer ${status} has no description`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(document.servers).toEqual([{ url: 'https://orbit.example', description: 'This installation (PUBLIC_URL)' }]);
    expect(new Set(Object.values(document.paths).flatMap((methods) => Object.values(methods))).size).toBe(
      namedRoutes.length,
    );
  });

  it('answers every error with the one error schema and lists only the statuses of ADR 0003 and 0051', () => {
    for (const [name, route] of namedRoutes) {
      const operation = operationOf(route);
      for (const [status, response] of Object.entries(operation?.responses ?? {})) {
        if (status.startsWith('2') || status === '431') continue;
        expect([name, status, response.content?.['application/json']?.schema]).toEqual([
          name,
          status,
          { $ref: '#/components/schemas/ErrorResponse' },
        ]);
        if (status !== 'default') expect(documentedErrorStatuses).toContain(Number(status));
      }
    }
    // The generic rules follow the contract: input → 400, a session → 401, staff → 403, a path id → 404.
    const adminUser = operationOf(routes.adminUser)?.responses ?? {};
    expect(Object.keys(adminUser)).toEqual(expect.arrayContaining(['400', '401', '403', '404', '503']));
    expect(Object.keys(adminUser)).not.toContain('409');
    // A public route without input still refuses an API key (ADR 0092): 401 for a dead one, 403 for any other.
    expect(Object.keys(operationOf(routes.countries)?.responses ?? {})).toEqual([
      '200',
      '401',
      '403',
      '431',
      'default',
    ]);
    expect(operationOf(routes.deviceActivate)?.responses['409']?.description).toBe(
      'The slot is held by another machine',
    );
  });

  it('names each structure of the contract once in components.schemas and refers to it', () => {
    const { schemas } = document.components;
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining(['CurrentUser', 'ErrorResponse', 'SignInRequest', 'AdminUser', 'ListMeta']),
    );
    expect(operationOf(routes.me)?.responses['200']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/CurrentUser',
    });
    // No object of more than one property is written out twice in the operations: it would want a name.
    const inlined = new Map<string, number>();
    const visit = (value: unknown, top: boolean) => {
      if (Array.isArray(value)) for (const item of value) visit(item, false);
      else if (typeof value === 'object' && value !== null) {
        const record = value as Record<string, unknown>;
        const properties = record.properties as Record<string, unknown> | undefined;
        if (!top && record.type === 'object' && properties && Object.keys(properties).length > 1) {
          const key = JSON.stringify(record);
          inlined.set(key, (inlined.get(key) ?? 0) + 1);
        }
        for (const [key, child] of Object.entries(record)) if (key !== 'example') visit(child, false);
      }
    };
    visit(document.paths, true);
    const repeated = [...inlined].filter(([, count]) => count > 1).map(([schema]) => schema.slice(0, 120));
    expect(repeated, 'export these schemas from the contract so that they get a name').toEqual([]);
  });

  it("shows an example of each request and answer, and each request example passes the route's own schema", () => {
    const refused: string[] = [];
    for (const [name, route] of namedRoutes) {
      const operation = operationOf(route);
      const json = (part: { content?: Record<string, { example?: unknown }> } | undefined) =>
        part?.content?.['application/json'];
      const success = Object.entries(operation?.responses ?? {}).find(([status]) => status.startsWith('2'))?.[1];
      if (json(success) && json(success)?.example === undefined) refused.push(`${name}: no answer example`);
      if (!route.body) continue;
      const example = json(operation?.requestBody)?.example;
      const parsed = route.body.safeParse(example);
      if (!parsed.success) {
        refused.push(
          `${name}: the request example ${JSON.stringify(example)} fails its schema (${parsed.error.issues
            .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
            .join(
              '; ',
            )}): give the body schema .meta({ examples: [...] }) or operationDocs.${name}.requestExample in ${contractOpenApi}`,
        );
      }
    }
    expect(refused).toEqual([]);
    expect(Object.keys(operationDocs).filter((name) => !(name in routes))).toEqual([]);
  });

  it("is what the SDK's types were generated from (npm run sdk:types writes them again)", async () => {
    expect(await readFile(sdkTypesFile, 'utf8')).toBe(await sdkTypesOf(source));
  }, 60_000);

  it('generates named types and one entry per operationId with openapi-typescript, and a typed client compiles', async () => {
    const generated = astToString(await openapiTS(source));
    const cache = path.join(repositoryRoot, 'node_modules/.cache');
    await mkdir(cache, { recursive: true });
    const folder = await mkdtemp(path.join(cache, 'orbit-openapi-client-'));
    try {
      await writeFile(path.join(folder, 'api.d.ts'), generated);
      const schemaNames = Object.keys(document.components.schemas);
      // The calls', and the webhooks' (ADR 0093), which openapi-typescript types as operations too.
      const webhookIds = Object.values(document.webhooks as Record<string, { post: { operationId: string } }>).map(
        (webhook) => webhook.post.operationId,
      );
      const operationIds = [...namedRoutes.map(([name]) => name), ...webhookIds];
      const list = (names: string[]) => names.map((name) => `  ${JSON.stringify(name)}: true,`).join('\n');
      await writeFile(
        path.join(folder, 'client.ts'),
        `import createClient from 'openapi-fetch';
import type { components, operations, paths } from './api.d.ts';

// Both ways: each component schema and each operationId of the document has its generated type, and no other.
const schemaNames = {
${list(schemaNames)}
} satisfies Record<keyof components['schemas'], true>;
const operationIds = {
${list(operationIds)}
} satisfies Record<keyof operations, true>;
export const names: [typeof schemaNames, typeof operationIds] = [schemaNames, operationIds];

export type CurrentUser = components['schemas']['CurrentUser'];
export type SignInBody = operations['signIn']['requestBody'];

const client = createClient<paths>({ baseUrl: 'https://orbit.example' });

export async function signInAndReadMe(): Promise<string> {
  const signedIn = await client.POST('/api/sign-in', {
    body: { email: 'client@example.com', password: 'Tangerine-orbit-2026' },
  });
  if (signedIn.error) return signedIn.error.message;
  const me = await client.GET('/api/me');
  const user: CurrentUser | undefined = me.data;
  return user?.email ?? me.error?.message ?? '';
}

export async function consumptions(key: string): Promise<number> {
  const answer = await client.GET('/api/licenses/{key}/consumptions', {
    params: { path: { key }, query: { referenceStartDate: '2026-03-01T00:00:00.000Z', referenceEndDate: '2026-03-31T00:00:00.000Z' } },
  });
  return answer.data?.results.length ?? 0;
}
`,
      );
      await writeFile(
        path.join(folder, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            noEmit: true,
            target: 'es2022',
            module: 'nodenext',
            moduleResolution: 'nodenext',
            allowImportingTsExtensions: true,
            skipLibCheck: true,
            types: [],
          },
          files: ['client.ts'],
        }),
      );
      const tsc = path.join(repositoryRoot, 'node_modules/typescript/bin/tsc');
      const run = await promisify(execFile)(process.execPath, [tsc, '-p', folder], { cwd: folder }).catch(
        (error: { stdout?: string }) => ({ stdout: error.stdout ?? String(error) }),
      );
      expect(run.stdout).toBe('');
      expect(generated).toContain('schemas: {');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
