import type { Random } from '../../src/demo/random.ts';
import { demoPassword } from '../../src/demo/demo-accounts.ts';

/** The subset of JSON Schema the OpenAPI document of the API uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

/** One operation of the served OpenAPI document. */
export interface Operation {
  method: string;
  /** OpenAPI path, `/api/licenses/{key}/notes`. */
  path: string;
  /** The statuses the document lists for the operation (`200`, `404`, `default`...). */
  statuses: string[];
  parameters: OpenApiParameter[];
  /** The JSON body's schema; undefined when the operation takes no JSON body. */
  body: JsonSchema | undefined;
  bodyRequired: boolean;
}

/**
 * `device` is a simulator PC on one of the client's licences: it calls with its device token, never a cookie.
 * `pendingEmail` is a client whose new email waits for its confirmation link (ADR 0055).
 * `clientKey` and `adminKey` are API keys (ADR 0092) with every read scope, the client's own and the admin's business
 * key, and `revokedKey` a key of the client's that was revoked: they call with `Authorization: Bearer` only.
 */
export type ActorName =
  | 'anonymous'
  | 'client'
  | 'otherClient'
  | 'pendingEmail'
  | 'colaborador'
  | 'supervisor'
  | 'admin'
  | 'device'
  | KeyActorName;
export type KeyActorName = 'clientKey' | 'adminKey' | 'revokedKey';

/** Real values of the seeded database, so that generated requests also reach the handlers, not only validation. */
export interface ValuePools {
  /** User ids of the actors, by actor. */
  actorIds: Record<Exclude<ActorName, 'anonymous' | 'device' | KeyActorName>, number>;
  /** Keys staff and clients may change, roll and revoke: never the key actors' own. */
  apiKeyIds: number[];
  /** Machines on bystanders' licences, which staff may free or revoke (never the device actor's own). */
  deviceIds: number[];
  /** Scenarios the device actor's licence may play, for rides that reach the ledger. */
  playableScenarioIds: number[];
  /** When the device actor was activated: its rides are played in the seconds after. */
  rideTimeBase: number;
  /** A real Ed25519 public key, so that activations get past their input. */
  devicePublicKey: string;
  /** Clients who are not actors: the only accounts staff calls may change through a path parameter. */
  bystanderIds: number[];
  /** Licence keys and labels of each client actor; staff use any of them. */
  licenseRefs: { client: string[]; otherClient: string[]; pendingEmail: string[]; bystanders: string[] };
  /** The address the `pendingEmail` actor asked to move to: nothing may sign in with it before it is confirmed. */
  pendingEmailAddress: string;
  scenarioIds: number[];
  newsIds: number[];
  purchasedScenarioIds: number[];
  blockingOrderIds: number[];
  emails: string[];
}

/** A request ready to send, with what the fuzz knows about it to judge the answer. */
export interface FuzzRequest {
  actor: ActorName;
  /** `METHOD /openapi/{path}` of the operation. */
  operation: string;
  method: string;
  /** Path and query string as sent, percent-encoded where needed. */
  url: string;
  headers: Record<string, string>;
  /** The body bytes, if any. */
  body: string | undefined;
  /** What was done to the request, for the report (`valid`, `wrongType`, ...). */
  mutations: string[];
  /** The URL cannot name the operation's route (bad percent-encoding and the like): any 4xx is fair. */
  malformedUrl: boolean;
  /** A client sends a reference to the other client's data: the answer must not be a 2xx. */
  foreign: boolean;
  /** How many identical copies are sent at the same time (1: a single request). */
  copies: number;
}

/** Instants the API accepts (1900–2200), around the seeded data, with offsets and daylight-saving edges. */
const isoDates = [
  '2026-03-01T00:00:00Z',
  '2025-12-31T23:59:59.999Z',
  '2024-02-29T12:00:00+05:30',
  '2026-06-15T08:30:00-03:00',
  '2026-03-29T01:30:00+00:00',
  '2025-10-26T01:30:00+01:00',
  '2026-01-01T00:00:00+14:00',
  '2025-03-02T12:00:00Z',
];
/** Instants and text a date-time field must refuse, or that sit on the edge of what it takes. */
const oddDates = [
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '1899-12-31T23:59:59Z',
  '1900-01-01T00:00:00Z',
  '2200-01-01T00:00:00Z',
  '2026-02-29T00:00:00Z',
  '2026-13-01T00:00:00Z',
  '2026-03-01',
  '2026-03-01T24:00:00Z',
  '2026-03-01T00:00:00+25:00',
  '+275760-09-13T00:00:00Z',
];
const timezones = ['Europe/Lisbon', 'America/Sao_Paulo', 'UTC', 'Asia/Kathmandu', 'Pacific/Kiritimati', 'Etc/GMT+12'];
const oddTimezones = ['Mars/Base', 'utc', 'Europe/Lisbon/', 'Etc/GMT+99', 'America', 'A'.repeat(64)];
const odd = {
  strings: [
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\ud800',
    '\udfff\ud800',
    '😀'.repeat(40),
    '\u202eevil',
    "' or 1=1 --",
    '%',
    '_',
    '\\',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    'null',
    'NaN',
    '-1',
    '1e309',
    '  padded  ',
    'Ａｂｃ１',
    '\n\r\t',
    'İıßẞ',
    '{"a":1}',
    '__proto__',
    'constructor',
    'x'.repeat(70),
  ],
  numbers: [0, -1, -0, 0.5, 1.5, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 53, 2 ** 53 + 2, 1e308, -1e308, 5e-324],
  /** Path segments no route expects, most percent-encoded as a browser would send them. */
  pathSegments: [
    '0',
    '-1',
    '99999999999999999999',
    'abc',
    '1.5',
    '1e3',
    '0x10',
    '+1',
    '%201',
    '%00',
    '%2e%2e%2f%2e%2e%2fetc',
    '%2F',
    '%F0%9F%9A%80',
    '%EF%BC%91',
    '%C0%AE',
    'x'.repeat(300),
    '%27%20or%201%3D1',
    '__proto__',
  ],
  /** Segments with broken percent-encoding: no route can be matched from them. */
  brokenSegments: ['%', '%zz', '%E0%A4%A', '%ff%fe'],
  queryTails: ['a[]=1', '__proto__[x]=1', 'constructor[prototype][x]=1', '=x', '&&&', '%zz=1', 'a=%zz', 'a=%00'],
};

/** What a generated value is for. */
export interface GenerationContext {
  actor: ActorName;
  path: string;
  method: string;
  /** Set when a foreign reference was used. */
  foreign: boolean;
}

/** Turns a schema and a name into values: valid ones from the pools, or what a mutation needs. */
export function createGenerator(random: Random, pools: ValuePools) {
  let sequence = 0;
  let rideSequence = 0;

  /** The licence references an actor may use as its own, and the ones it must not reach. */
  function licenseRefsFor(actor: ActorName): { own: string[]; foreign: string[] } {
    if (actor === 'client' || actor === 'clientKey' || actor === 'revokedKey') {
      return { own: pools.licenseRefs.client, foreign: pools.licenseRefs.otherClient };
    }
    if (actor === 'otherClient') return { own: pools.licenseRefs.otherClient, foreign: pools.licenseRefs.client };
    if (actor === 'pendingEmail') return { own: pools.licenseRefs.pendingEmail, foreign: pools.licenseRefs.client };
    return {
      own: [...pools.licenseRefs.client, ...pools.licenseRefs.otherClient, ...pools.licenseRefs.bystanders],
      foreign: [],
    };
  }

  function userIdsFor(context: GenerationContext): number[] {
    // Changes aim at bystanders, and at a staff actor's own account, which the server must refuse (ADR 0053); never
    // at another actor's (a scope change would change who they are), coins excepted.
    if (context.method === 'GET' || context.path.endsWith('/wallet-records')) {
      return [...Object.values(pools.actorIds), ...pools.bystanderIds];
    }
    const { actor } = context;
    const staff = actor === 'colaborador' || actor === 'supervisor' || actor === 'admin';
    return staff ? [...pools.bystanderIds, pools.actorIds[actor]] : pools.bystanderIds;
  }

  /** Real values for a field or parameter name, when the name says what it is. */
  function pooled(name: string, context: GenerationContext): unknown[] | undefined {
    const lower = name.toLowerCase();
    if (lower.includes('licen') && lower.includes('key')) return licenseRefsOf(context);
    if (lower === 'key' || lower === 'license') return licenseRefsOf(context);
    if (lower === 'userid' || lower === 'usersid') return userIdsFor(context);
    if (lower === 'purchasescenarioid') return pools.purchasedScenarioIds;
    if (lower === 'deviceid') return [...pools.deviceIds, 999_999];
    if (lower === 'publickey') return [pools.devicePublicKey];
    if (lower.includes('countr')) return [76, 620, 840, 724, 250, '76', '620'];
    if (lower === 'timezone') return timezones;
    if (lower === 'email') return pools.emails;
    // Sign-ins with the demo password too, so that an address waiting for confirmation is tried with the right one.
    if (lower === 'password' && context.path === '/api/sign-in') return [demoPassword, 'not-the-password'];
    if (lower === 'id' || lower === 'targetid') {
      if (context.path.includes('/scenarios')) return pools.scenarioIds;
      if (context.path.includes('/news')) return pools.newsIds;
      if (context.path.includes('blocking-orders')) return pools.blockingOrderIds;
      if (context.path.includes('api-keys')) return [...pools.apiKeyIds, 999_999];
      return userIdsFor(context);
    }
    return undefined;
  }

  function licenseRefsOf(context: GenerationContext): string[] {
    const { own, foreign } = licenseRefsFor(context.actor);
    if (foreign.length > 0 && random.chance(0.25)) {
      context.foreign = true;
      return foreign;
    }
    return own;
  }

  function typeOf(schema: JsonSchema): string | undefined {
    if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null') ?? 'null';
    return schema.type;
  }

  function fits(value: unknown, schema: JsonSchema): boolean {
    const type = typeOf(schema);
    if (typeof value === 'string') {
      if (type !== 'string') return false;
      if (schema.minLength !== undefined && value.length < schema.minLength) return false;
      if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
      if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) return false;
      return schema.format !== 'date-time' || !Number.isNaN(Date.parse(value));
    }
    if (typeof value === 'number') {
      if (type !== 'integer' && type !== 'number') return false;
      if (type === 'integer' && !Number.isInteger(value)) return false;
      if (schema.minimum !== undefined && value < schema.minimum) return false;
      if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) return false;
      if (schema.maximum !== undefined && value > schema.maximum) return false;
      return schema.exclusiveMaximum === undefined || value < schema.exclusiveMaximum;
    }
    return true;
  }

  function validString(schema: JsonSchema, name: string): string {
    if (schema.format === 'date-time') return random.pick(isoDates);
    const minLength = schema.minLength ?? 0;
    const maxLength = Math.min(schema.maxLength ?? 40, minLength + 40);
    const candidates = [
      `fuzz ${name} ${++sequence}`,
      `fuzz-${sequence}`,
      String(random.int(1, 999_999)),
      random.pick(timezones),
      `Fuzz${sequence}`,
      `fuzz.${sequence}@example.com`,
      random.pick(['en', 'pt', 'es', 'fr', 'it']),
      '1.2.3',
    ];
    const fitting = candidates.filter((value) => fits(value, schema));
    if (fitting.length > 0) return random.pick(fitting);
    const length = random.int(Math.max(minLength, 1), Math.max(maxLength, 1));
    return 'f'.repeat(length);
  }

  function validNumber(schema: JsonSchema, integer: boolean): number {
    const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
    const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1000);
    const edges = [low, high, Math.min(high, Math.max(low, 1))];
    if (random.chance(0.3)) return random.pick(edges);
    const value = low + random.next() * Math.min(high - low, 10_000);
    return integer ? Math.floor(value) : Math.round(value * 100) / 100;
  }

  /** A ride as a machine reports it, played a moment ago on a scenario its licence holds (docs/devices.md). */
  function deviceRide(): Record<string, unknown> {
    return {
      id: uuidOf(random),
      seq: ++rideSequence,
      consumedAt: new Date(pools.rideTimeBase + random.int(0, 30) * 1000).toISOString(),
      durationInSeconds: random.int(0, 900),
      customersAmount: random.int(0, 4),
      scenarioId: random.pick([...pools.playableScenarioIds, 999_999]),
      rideCost: random.int(0, 40),
      creditsAdded: random.int(0, 40),
      creditsAddOnKeyboard: random.int(0, 5),
      creditsExpired: random.int(0, 5),
      discountUsed: random.int(0, 5),
    };
  }

  function valid(schema: JsonSchema, name: string, context: GenerationContext): unknown {
    if (name === 'rides' && context.actor === 'device') {
      return Array.from({ length: random.int(1, 4) }, deviceRide);
    }
    if (schema.const !== undefined) return schema.const;
    if (schema.enum) return random.pick(schema.enum);
    const branches = schema.anyOf ?? schema.oneOf;
    if (branches) return valid(random.pick(branches), name, context);
    if (schema.allOf) return valid(Object.assign({}, ...schema.allOf) as JsonSchema, name, context);
    const type = typeOf(schema);
    if (Array.isArray(schema.type) && schema.type.includes('null') && random.chance(0.2)) return null;
    const pool = pooled(name, context)
      ?.map((value) => (type === 'string' && typeof value === 'number' ? String(value) : value))
      .filter((value) => fits(value, schema));
    if (pool && pool.length > 0 && type !== 'array') return random.pick(pool);
    switch (type) {
      case 'object': {
        const object: Record<string, unknown> = {};
        for (const [key, property] of Object.entries(schema.properties ?? {})) {
          if (schema.required?.includes(key) || random.chance(0.5)) object[key] = valid(property, key, context);
        }
        // An object of optional fields usually wants one of them (a language, a field to change).
        const [first] = Object.entries(schema.properties ?? {});
        if (Object.keys(object).length === 0 && first && random.chance(0.8))
          object[first[0]] = valid(first[1], first[0], context);
        return orderRanges(object);
      }
      case 'array': {
        const minItems = schema.minItems ?? 0;
        const count = random.int(minItems, Math.max(minItems, Math.min(schema.maxItems ?? 3, minItems + 3)));
        return Array.from({ length: count }, () => valid(schema.items ?? {}, name, context));
      }
      case 'integer':
        return validNumber(schema, true);
      case 'number':
        return validNumber(schema, false);
      case 'boolean':
        return random.chance(0.5);
      case 'null':
        return null;
      case 'string':
        return validString(schema, name);
      default:
        return random.pick(['x', 1, true]);
    }
  }

  /** A value of another type than the schema's. */
  function wrongType(schema: JsonSchema): unknown {
    const type = typeOf(schema);
    const others: unknown[] = [
      'text',
      '12',
      7,
      1.5,
      true,
      null,
      [],
      [1, 'a'],
      {},
      { nested: { deeper: [null] } },
    ].filter((value) => {
      if (type === 'string') return typeof value !== 'string';
      if (type === 'integer' || type === 'number') return typeof value !== 'number';
      if (type === 'boolean') return typeof value !== 'boolean';
      if (type === 'array') return !Array.isArray(value);
      if (type === 'object') return typeof value !== 'object' || value === null || Array.isArray(value);
      return true;
    });
    return random.pick(others);
  }

  /** A value of the right type but odd: edge numbers, hostile or huge strings, arrays past their bounds. */
  function oddValue(schema: JsonSchema, name: string, context: GenerationContext): unknown {
    const type = typeOf(schema);
    if (type === 'integer' || type === 'number') {
      const limits = [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum]
        .filter((limit): limit is number => limit !== undefined)
        .flatMap((limit) => [limit - 1, limit, limit + 1]);
      return random.pick([...odd.numbers, ...limits]);
    }
    if (type === 'array') {
      const item = () => valid(schema.items ?? {}, name, context);
      return random.pick([
        [],
        Array.from({ length: (schema.maxItems ?? 50) + 1 }, item),
        [item(), item(), item()].concat([item()]),
        [wrongType(schema.items ?? {})],
      ]);
    }
    if (type === 'string' && schema.format === 'date-time') return random.pick([...oddDates, ...odd.strings]);
    if (type === 'string' && name.toLowerCase() === 'timezone') return random.pick([...oddTimezones, ...odd.strings]);
    if (type === 'string') {
      const length = (schema.maxLength ?? 1000) + 1;
      return random.pick([...odd.strings, 'y'.repeat(length), 'z'.repeat(100_000), '😀'.repeat(length)]);
    }
    return wrongType(schema);
  }

  return {
    valid,
    wrongType,
    oddValue,
    newContext: (actor: ActorName, operation: Operation): GenerationContext => ({
      actor,
      path: operation.path,
      method: operation.method,
      foreign: false,
    }),
  };
}

type Generator = ReturnType<typeof createGenerator>;

const bodyMutations = [
  'dropRequired',
  'extraField',
  'wrongType',
  'oddValue',
  'nullField',
  'wholeBodyWrong',
  'malformedJson',
  'wrongContentType',
  'emptyBody',
  'bodyTooLarge',
  'manyUnknownKeys',
  'infiniteNumber',
] as const;
const queryMutations = [
  'dropRequiredQuery',
  'oddQueryValue',
  'repeatedKey',
  'unknownQueryKey',
  'oddQueryTail',
] as const;

/** Builds one request of an operation for an actor: valid, or with one or two things wrong. */
export function generateRequest(
  random: Random,
  generator: Generator,
  operation: Operation,
  actor: ActorName,
): FuzzRequest {
  const context = generator.newContext(actor, operation);
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const headerParameters = operation.parameters.filter((parameter) => parameter.in === 'header');

  const possible: string[] = [];
  if (operation.body) possible.push(...bodyMutations);
  else possible.push('unexpectedBody');
  if (pathParameters.length > 0) possible.push('oddPath', 'oddPath', 'brokenPath');
  if (queryParameters.length > 0) possible.push(...queryMutations);
  else possible.push('oddQueryTail');
  if (headerParameters.length > 0) possible.push('dropHeader', 'oddHeader');
  const mutations = random.chance(0.2)
    ? []
    : [...new Set(Array.from({ length: random.int(1, 2) }, () => random.pick(possible)))];
  const has = (mutation: string) => mutations.includes(mutation);

  let malformedUrl = false;
  let path = operation.path;
  for (const parameter of pathParameters) {
    let segment: string;
    if (has('brokenPath') && parameter === pathParameters[0]) {
      segment = random.pick(odd.brokenSegments);
      malformedUrl = true;
    } else if (has('oddPath') && (parameter === pathParameters[0] || random.chance(0.5))) {
      segment = random.pick(odd.pathSegments);
    } else {
      segment = percentEncode(String(generator.valid(parameter.schema, parameter.name, context)));
    }
    path = path.replace(`{${parameter.name}}`, segment);
  }

  const query: [string, string][] = [];
  // Every parameter gets a valid value (ranges are put in order together), but only those sent make a request foreign.
  const foreignParameters = new Set<string>();
  const validQuery = orderRanges(
    Object.fromEntries(
      queryParameters.map((parameter) => {
        const foreignBefore = context.foreign;
        context.foreign = false;
        const value = generator.valid(parameter.schema, parameter.name, context);
        if (context.foreign) foreignParameters.add(parameter.name);
        context.foreign = foreignBefore;
        return [parameter.name, value];
      }),
    ),
  );
  for (const parameter of queryParameters) {
    const wanted = parameter.required || random.chance(0.5);
    if (!wanted || (has('dropRequiredQuery') && parameter.required && random.chance(0.7))) continue;
    const value =
      has('oddQueryValue') && random.chance(0.6)
        ? random.pick([
            generator.oddValue(parameter.schema, parameter.name, context),
            generator.wrongType(parameter.schema),
          ])
        : validQuery[parameter.name];
    if (value === validQuery[parameter.name] && foreignParameters.has(parameter.name)) context.foreign = true;
    query.push([parameter.name, queryText(value)]);
    if (has('repeatedKey') && random.chance(0.5)) {
      query.push([parameter.name, queryText(generator.valid(parameter.schema, parameter.name, context))]);
    }
  }
  if (has('unknownQueryKey')) query.push([random.pick(['unknown', 'admin', 'scope', 'debug']), 'true']);
  let queryString = query.map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`).join('&');
  if (has('oddQueryTail')) queryString = [queryString, random.pick(odd.queryTails)].filter(Boolean).join('&');

  const headers: Record<string, string> = {};
  for (const parameter of headerParameters) {
    if (has('dropHeader') && random.chance(0.7)) continue;
    const value = has('oddHeader')
      ? random.pick(['', ' ', 'k'.repeat(201), 'k'.repeat(5000), '\t', 'ÿ', 'a,b', `fuzz-${random.int(1, 20)}`])
      : `fuzz-${random.int(1, 1_000_000_000)}`;
    if (value !== '') headers[parameter.name] = value;
  }

  let body: string | undefined;
  if (operation.body) {
    const value = generator.valid(operation.body, 'body', context);
    body = bodyText(random, generator, operation.body, value, mutations, context);
    if (has('emptyBody')) body = '';
    if (body !== undefined)
      headers['content-type'] = has('wrongContentType')
        ? random.pick(['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data'])
        : 'application/json';
  } else if (has('unexpectedBody')) {
    body = JSON.stringify({ unexpected: random.pick(odd.strings) });
    headers['content-type'] = 'application/json';
  }

  return {
    actor,
    operation: `${operation.method} ${operation.path}`,
    method: operation.method,
    url: queryString ? `${path}?${queryString}` : path,
    headers,
    body,
    mutations: mutations.length > 0 ? mutations : ['valid'],
    malformedUrl,
    foreign: context.foreign,
    copies: 1,
  };
}

/** A version 4 UUID drawn from the seeded random, so a seed gives the same requests. */
function uuidOf(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = (8 + random.int(0, 3)).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}

/** Start and end fields in order, as a caller who wants an answer sends them. */
function orderRanges<Values extends Record<string, unknown>>(values: Values): Values {
  for (const [start, end] of [
    ['startAt', 'endAt'],
    ['referenceStartDate', 'referenceEndDate'],
  ] as const) {
    const from = values[start];
    const to = values[end];
    if (typeof from === 'string' && typeof to === 'string' && Date.parse(from) >= Date.parse(to)) {
      Object.assign(values, { [start]: to, [end]: from });
      if (from === to) Object.assign(values, { [end]: new Date(Date.parse(from) + 86_400_000).toISOString() });
    }
  }
  return values;
}

/** Like encodeURIComponent, but a lone surrogate goes out as the UTF-8 replacement character instead of throwing. */
function percentEncode(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.!~*'()]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

function queryText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

/** The JSON text of a body, with the body mutations applied. */
function bodyText(
  random: Random,
  generator: Generator,
  schema: JsonSchema,
  value: unknown,
  mutations: string[],
  context: GenerationContext,
): string {
  const has = (mutation: string) => mutations.includes(mutation);
  if (has('malformedJson')) return random.pick(['{"unterminated": ', '{a:1}', "{'a':1}", '[1,]', '{"a":1}}', '\u0000']);
  if (has('wholeBodyWrong')) return JSON.stringify(random.pick([[], 'text', 42, null, true, [{}]]));
  if (has('bodyTooLarge')) return JSON.stringify({ padding: 'p'.repeat(1024 * 1024 + 10) });
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return JSON.stringify(value);

  const required = new Set(has('dropRequired') && schema.required ? [random.pick(schema.required)] : []);
  const object = Object.fromEntries(Object.entries(value).filter(([key]) => !required.has(key)));
  const properties = Object.entries(schema.properties ?? {});
  const pickProperty = () => (properties.length > 0 ? random.pick(properties) : undefined);
  if (has('manyUnknownKeys')) {
    // Thousands of keys no schema knows: the answer must still name only a few (ADR 0050).
    for (let index = 0; index < 5_000; index++) object[`k${index}`] = 1;
  }
  if (has('extraField')) {
    // Defined, not assigned, so that `__proto__` becomes a real key of the JSON text.
    const key = random.pick(['extra', 'id', 'scope', 'isAdmin', '__proto__', 'constructor']);
    Object.defineProperty(object, key, { value: 1, enumerable: true, writable: true, configurable: true });
  }
  const target = pickProperty();
  if (target) {
    const [name, property] = target;
    if (has('wrongType')) object[name] = generator.wrongType(property);
    if (has('oddValue')) object[name] = generator.oddValue(property, name, context);
    if (has('nullField')) object[name] = null;
  }
  let text = JSON.stringify(object);
  if (has('infiniteNumber')) {
    // 1e400 is valid JSON text that JavaScript reads as Infinity.
    const numeric = properties.find(([, property]) => ['integer', 'number'].includes(String(property.type)));
    if (numeric) text = JSON.stringify({ ...object, [numeric[0]]: '__infinite__' }).replace('"__infinite__"', '1e400');
  }
  return text;
}
