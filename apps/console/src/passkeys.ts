import type {
  AuthenticationResponse,
  PasskeyAuthenticationOptions,
  PasskeyRegistrationOptions,
  RegistrationResponse,
} from '@orbit/contract';

/**
 * The browser's side of passkeys (ADR 0059) with SimpleWebAuthn's browser library, downloaded only when a passkey's
 * button is used: the sign-in page's first load stays within its budget.
 */
const browserLibrary = () => import('@simplewebauthn/browser');

/** Whether this browser has WebAuthn at all; the library's own check, without downloading it. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** Makes a passkey for the server's options (`navigator.credentials.create()`). */
export async function createPasskey(options: PasskeyRegistrationOptions): Promise<RegistrationResponse> {
  const { startRegistration } = await browserLibrary();
  return (await startRegistration({
    optionsJSON: options as Parameters<typeof startRegistration>[0]['optionsJSON'],
  })) as RegistrationResponse;
}

/** Signs the server's challenge with a passkey (`navigator.credentials.get()`). */
export async function authenticateWithPasskey(options: PasskeyAuthenticationOptions): Promise<AuthenticationResponse> {
  const { startAuthentication } = await browserLibrary();
  return (await startAuthentication({
    optionsJSON: options as Parameters<typeof startAuthentication>[0]['optionsJSON'],
  })) as AuthenticationResponse;
}

/**
 * The person dismissed the browser's dialog, or it timed out: WebAuthn answers both with `NotAllowedError`, so
 * nothing tells them apart (on purpose, so a page cannot learn which passkeys exist).
 */
export function ceremonyCancelled(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const cause = error.cause instanceof Error ? error.cause : undefined;
  return [error.name, cause?.name].some((name) => name === 'NotAllowedError' || name === 'AbortError');
}

const browsers: readonly [string, RegExp][] = [
  ['Edge', /Edg\//],
  ['Firefox', /Firefox\//],
  ['Chrome', /Chrome\//],
  ['Safari', /Safari\//],
];
const systems: readonly [string, RegExp][] = [
  ['Android', /Android/],
  ['iPhone', /iPhone/],
  ['iPad', /iPad/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X/],
  ['Linux', /Linux/],
];

/** A name to suggest for a passkey made here: the browser and the system ("Chrome on Linux"). */
export function suggestedPasskeyName(userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent): string {
  const browser = browsers.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? 'Browser';
  const system = systems.find(([, pattern]) => pattern.test(userAgent))?.[0];
  return system ? `${browser} on ${system}` : browser;
}
