/** The subset of JSON Schema the document's schemas use, as far as examples need it. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  description?: string;
}

/**
 * Plausible values by property name, for strings whose schema alone cannot tell (an email, a licence key, a zone).
 * A schema's own `examples` (zod `.meta({ examples })`) always wins.
 */
const valuesByName: Record<string, unknown> = {
  email: 'client@example.com',
  newEmail: 'new.address@example.com',
  password: 'Tangerine-orbit-2026',
  currentPassword: 'Tangerine-orbit-2026',
  newPassword: 'Blue-lagoon-rides-77',
  publicKey: 'm3QbWkB1y2rJq8fS0aXo5cV9uTnL4eH7gZ6iK1pD2sA',
  month: '2026-03',
  name: 'Ana Costa',
  nameAsInContract: 'Parque Aventura Lda',
  licenseKey: 'ORB-7Q2K-M4XD-93LP-A1C8',
  key: 'ORB-7Q2K-M4XD-93LP-A1C8',
  timezone: 'Europe/Lisbon',
  timeZone: 'Europe/Lisbon',
  lang: 'en',
  language: 'en',
  countryAlpha2: 'PT',
  alpha2: 'PT',
  token: 'k7Jd0aQm3XbV9sLw2RtYz5Pc8NfHe1Gu4Ko6Ai0Bq',
  code: '492039',
  label: 'Lisbon arcade',
  notes: 'Second floor, by the entrance',
  title: 'Deep sea dive',
  url: 'https://orbit.example/uploads/scenario-42.webp',
  imageUrl: 'https://orbit.example/uploads/scenario-42.webp',
  thumbnailUrl: 'https://orbit.example/uploads/scenario-42-thumb.webp',
  message: 'Done',
  imageKey: 'deep-sea-dive_2026',
  version: '1.8.4',
  minGameVersion: '1.6.0',
  appVersion: '3.2.0',
  gameVersion: '1.8.4',
  description: 'Dive among whales and wrecks in a four-minute ride',
  resume: 'A ride under the sea',
  theme: 'Ocean',
  licenseLabel: 'Lisbon arcade',
  licensesKey: 'ORB-7Q2K-M4XD-93LP-A1C8',
  licenseKeys: 'ORB-7Q2K-M4XD-93LP-A1C8',
  roles: 'user',
  isoAlpha2: 'PT',
  isoAlpha3: 'PRT',
  fingerprint: 'c0ffee5e1f2a4b7d9e8f0a1b2c3d4e5f',
  hostname: 'arcade-floor-2',
  kid: '5f2b8c0d1e3a4f67',
  secret: 'JBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Orbit:client%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Orbit',
  recoveryCodes: 'k3f9-2hqa',
  fullName: 'Ana Costa',
  streetLine1: 'Rua Augusta 100',
  streetLine2: '2nd floor',
  city: 'Lisboa',
  state: 'Lisboa',
  zipCode: '1100-053',
  phoneNumber: '+351 912 345 678',
  browser: 'Firefox 146',
  os: 'Windows 11',
  ip: '203.0.113.7',
  action: 'user.edit',
  targetId: '42',
};

/** Names that end like these read as a person's name or a licence key whatever comes before. */
const valuesBySuffix: [RegExp, string][] = [
  [/Name$/, 'Ana Costa'],
  [/LicenseKey$/, 'ORB-7Q2K-M4XD-93LP-A1C8'],
];

const instant = '2026-03-01T00:00:00.000Z';
const rangeEnd = '2026-04-01T00:00:00.000Z';

/**
 * An example value of a schema, built from its own examples where it has them and otherwise from its type, formats
 * and bounds, so that every request and answer in the document shows one. The OpenAPI test checks each request
 * example against the contract's zod schema, and Redocly checks every example against its JSON schema.
 */
export function exampleOf(
  schema: JsonSchema,
  resolve: (schema: JsonSchema) => JsonSchema,
  name?: string,
  depth = 0,
): unknown {
  if (depth > 12) return null;
  const own = schema.$ref ? resolve(schema) : schema;
  if (own.examples && own.examples.length > 0) return own.examples[0];
  if (own.const !== undefined) return own.const;
  if (own.enum && own.enum.length > 0) return own.enum[0];
  if (own.default !== undefined) return own.default;
  const branches = own.anyOf ?? own.oneOf;
  if (branches) {
    const branch = branches.find((candidate) => resolve(candidate).type !== 'null') ?? branches[0];
    return branch ? exampleOf(branch, resolve, name, depth + 1) : null;
  }
  if (own.allOf) return exampleOf(Object.assign({}, ...own.allOf.map(resolve)) as JsonSchema, resolve, name, depth + 1);
  const type = Array.isArray(own.type) ? (own.type.find((candidate) => candidate !== 'null') ?? 'null') : own.type;
  switch (type) {
    case 'object': {
      const object: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(own.properties ?? {})) {
        object[key] = exampleOf(property, resolve, key, depth + 1);
      }
      return object;
    }
    case 'array': {
      const count = Math.max(1, own.minItems ?? 0);
      return Array.from({ length: count }, () => exampleOf(own.items ?? {}, resolve, name, depth + 1));
    }
    case 'string':
      return stringExample(own, name);
    case 'integer':
    case 'number': {
      // 1 where the bounds allow it, else the bound nearest to it.
      let value = 1;
      if (own.minimum !== undefined && value < own.minimum) value = own.minimum;
      if (own.exclusiveMinimum !== undefined && value <= own.exclusiveMinimum) value = own.exclusiveMinimum + 1;
      if (own.maximum !== undefined && value > own.maximum) value = own.maximum;
      if (own.exclusiveMaximum !== undefined && value >= own.exclusiveMaximum) value = own.exclusiveMaximum - 1;
      return value;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return name && name in valuesByName ? valuesByName[name] : {};
  }
}

function stringExample(schema: JsonSchema, name: string | undefined): string {
  // A range reads from its start to its end: the end a month after the start.
  if (schema.format === 'date-time') return name && /end|until/i.test(name) ? rangeEnd : instant;
  if (schema.format === 'date') return instant.slice(0, 10);
  if (schema.format === 'email') return 'client@example.com';
  if (schema.format === 'uri' || schema.format === 'url') return 'https://orbit.example/';
  if (schema.format === 'uuid') return '3f2b8c1e-5d4a-4e8f-9b1c-2a7d6e0f4c3b';
  const named =
    name === undefined ? undefined : (valuesByName[name] ?? valuesBySuffix.find(([suffix]) => suffix.test(name))?.[1]);
  if (typeof named === 'string' && fits(schema, named)) return named;
  const plain = 'text'.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? Infinity);
  return plain;
}

function fits(schema: JsonSchema, value: string): boolean {
  if (schema.minLength !== undefined && value.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && value.length > schema.maxLength) return false;
  return !schema.pattern || new RegExp(schema.pattern, 'u').test(value);
}
