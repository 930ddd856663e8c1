import { z } from 'zod';
import { isoDateTimeSchema, pathIdSchema } from './common.ts';

/**
 * Passkeys (WebAuthn, ADR 0059): a second factor after the password, or a sign-in on their own. The browser's
 * requests and the server's options are WebAuthn's JSON shapes (as `@simplewebauthn` writes them); the request
 * schemas name the fields the server reads, cap their sizes, and let through the extensions the specification
 * allows.
 */

/** Base64url text, as WebAuthn's JSON writes bytes; `max` characters at most. */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'must be base64url');

/** Credential ids are at most 1023 bytes (WebAuthn level 3), 1364 characters in base64url. */
const credentialIdSchema = base64url(1364).min(1);

const transportSchema = z.string().max(40);

/** Results of client extensions (credProps and others): free form in the specification, capped here. */
const clientExtensionResultsSchema = z.record(z.string().max(100), z.unknown());

/** What `navigator.credentials.create()` answered, as JSON (`RegistrationResponseJSON`). */
export const registrationResponseSchema = z.looseObject({
  id: credentialIdSchema,
  rawId: credentialIdSchema,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(32_768),
    authenticatorData: base64url(8192).optional(),
    transports: z.array(transportSchema).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(8192).optional(),
  }),
  authenticatorAttachment: z.string().max(40).optional(),
  clientExtensionResults: clientExtensionResultsSchema,
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** What `navigator.credentials.get()` answered, as JSON (`AuthenticationResponseJSON`). */
export const authenticationResponseSchema = z.looseObject({
  id: credentialIdSchema,
  rawId: credentialIdSchema,
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(8192),
    // Post-quantum keys (ML-DSA, which SimpleWebAuthn and Chromium support) sign with up to 4,627 bytes.
    signature: base64url(8192),
    userHandle: base64url(128).optional(),
  }),
  authenticatorAttachment: z.string().max(40).optional(),
  clientExtensionResults: clientExtensionResultsSchema,
});
export type AuthenticationResponse = z.infer<typeof authenticationResponseSchema>;

const credentialDescriptorSchema = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(z.string()).optional(),
});

/** The options `navigator.credentials.create()` takes, as JSON (`PublicKeyCredentialCreationOptionsJSON`). */
export const passkeyRegistrationOptionsSchema = z.object({
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  challenge: z.string(),
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
  timeout: z.number().int().optional(),
  excludeCredentials: z.array(credentialDescriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.string().optional(),
      residentKey: z.string().optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: z.string().optional(),
    })
    .optional(),
  hints: z.array(z.string()).optional(),
  attestation: z.string().optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
});
export type PasskeyRegistrationOptions = z.infer<typeof passkeyRegistrationOptionsSchema>;

/** The options `navigator.credentials.get()` takes, as JSON (`PublicKeyCredentialRequestOptionsJSON`). */
export const passkeyAuthenticationOptionsSchema = z.object({
  challenge: z.string(),
  timeout: z.number().int().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptorSchema).optional(),
  userVerification: z.string().optional(),
  hints: z.array(z.string()).optional(),
});
export type PasskeyAuthenticationOptions = z.infer<typeof passkeyAuthenticationOptionsSchema>;

/** A name the user gives a passkey ("Work laptop"), so a list of several tells them apart. */
export const passkeyNameSchema = z.string().trim().min(1).max(60);

/** One of the signed-in user's passkeys; its key and credential id stay on the server. */
export const passkeySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  createdAt: isoDateTimeSchema,
  /** The last sign-in it was used for; null while it was never used. */
  lastUsedAt: isoDateTimeSchema.nullable(),
  /** Synced by its provider to the person's other devices (a backed-up, multi-device credential). */
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;

export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });
export type PasskeyList = z.infer<typeof passkeyListSchema>;

/** `POST /api/me/passkeys`: the browser's answer to the registration options, and the name to show it by. */
export const registerPasskeyRequestSchema = z.strictObject({
  name: passkeyNameSchema,
  response: registrationResponseSchema,
});
export type RegisterPasskeyRequest = z.input<typeof registerPasskeyRequestSchema>;

export const renamePasskeyRequestSchema = z.strictObject({ name: passkeyNameSchema });
export type RenamePasskeyRequest = z.input<typeof renamePasskeyRequestSchema>;

export const passkeyParamsSchema = z.strictObject({ id: pathIdSchema() });

/** `POST /api/sign-in/passkey`: a sign-in with a passkey alone, which must have verified its user. */
export const passkeySignInRequestSchema = z.strictObject({ response: authenticationResponseSchema });
export type PasskeySignInRequest = z.input<typeof passkeySignInRequestSchema>;
