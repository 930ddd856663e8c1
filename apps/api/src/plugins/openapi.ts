import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { baseContentSecurityPolicy, csvTotalCountHeader } from '@orbit/contract';
import type { ApiDocsAccess } from '../config.ts';
import type { AccessGuard } from '../http/register-route.ts';
import { completeDocument } from './openapi-document.ts';

export const openApiPath = '/api/openapi.json';
export const apiDocsPrefix = '/api/docs';

/**
 * The docs page is a developer tool that shows only this server's own OpenAPI document; Swagger UI sets inline
 * styles and draws its icons as data: images, so its page allows those two. Its scripts stay this origin's only.
 */
const docsContentSecurityPolicy = `${baseContentSecurityPolicy}; style-src 'self' 'unsafe-inline'; img-src 'self' data:`;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The headers that come with an answer of each media type other than JSON. */
const headersOfMediaType: Record<string, Record<string, unknown>> = {
  'text/csv': {
    [csvTotalCountHeader]: { type: 'integer', description: 'Rows of the whole report' },
    'content-disposition': { type: 'string', description: 'attachment; filename="<report>-<YYYY-MM-DD>.csv"' },
  },
  'text/event-stream': {
    'cache-control': { type: 'string', description: 'no-store' },
  },
};

/**
 * An answer whose schema names its media type (`contentMediaType`: the CSV exports, the live stream) is described as
 * that media type with the headers that come with it, not as JSON.
 */
function describeMediaTypedAnswers(response: unknown): void {
  if (!isRecord(response)) return;
  for (const [status, schema] of Object.entries(response)) {
    if (!isRecord(schema) || typeof schema.contentMediaType !== 'string') continue;
    const { contentMediaType, description, ...body } = schema;
    response[status] = {
      description,
      headers: headersOfMediaType[contentMediaType] ?? {},
      content: { [contentMediaType]: { schema: body } },
    };
  }
}

const transform: typeof jsonSchemaTransform = (document) => {
  const transformed = jsonSchemaTransform(document);
  // Routes registered without a schema come back without one.
  const schema: Partial<typeof transformed.schema> | undefined = transformed.schema;
  describeMediaTypedAnswers(schema?.response);
  return transformed;
};

/**
 * OpenAPI 3.1 built from the routes' zod schemas as they are registered and completed from the contract
 * (openapi-document.ts): register before the routes, and serve it with `serveApiDocs`.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  sessionCookieName: string,
  publicUrl: string,
): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Orbit Console API',
        version: '0.1.0',
        description:
          'The API of the Orbit Console: the client area, staff administration and reports, and the protocol of the simulator PCs. Every failure answers `{ message, errors? }` (ADR 0003).',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: sessionCookieName },
          // ADR 0049: `Authorization: Device <token>`, the token an activation answered.
          device: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Device <token>' },
          // ADR 0092: `Authorization: Bearer orbit_key_…`, on the routes whose security names it, with the scope it needs.
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'An API key made on the API keys calls; each route lists the key scope it needs',
          },
        },
      },
    },
    transform,
    transformObject: (document) =>
      completeDocument(jsonSchemaTransformObject(document) as Record<string, unknown>, publicUrl) as ReturnType<
        typeof jsonSchemaTransformObject
      >,
  });
}

/**
 * The OpenAPI document as JSON and browsable at /api/docs, to anyone, to signed-in admins only (the admin routes'
 * own check: 401 without a session, 403 for anyone else), or not at all (ADR 0050).
 */
export async function serveApiDocs(app: FastifyInstance, access: ApiDocsAccess, guard: AccessGuard): Promise<void> {
  if (access === 'off') return;
  // A scope of their own, so that the check covers every route of the docs, Swagger UI's static files included.
  await app.register(async (docs) => {
    const { onRequest } =
      access === 'admin' ? guard({ method: 'GET', path: openApiPath, access: 'staff', scopes: ['admin'] }) : {};
    if (onRequest) docs.addHook('onRequest', onRequest);
    await docs.register(fastifySwaggerUi, { routePrefix: apiDocsPrefix, staticCSP: docsContentSecurityPolicy });
    docs.get(openApiPath, { schema: { hide: true } }, async () => app.swagger());
  });
}
