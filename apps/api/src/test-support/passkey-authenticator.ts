import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import type {
  AuthenticationResponse,
  PasskeyAuthenticationOptions,
  PasskeyRegistrationOptions,
  RegistrationResponse,
} from '@orbit/contract';

/** A passkey the software authenticator holds. */
export interface HeldPasskey {
  credentialId: string;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());

const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

const uint32 = (value: number) => {
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setUint32(0, value);
  return bytes;
};

const flags = { userPresent: 0x01, userVerified: 0x04, backupEligible: 0x08, backedUp: 0x10, attestedData: 0x40 };

const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) =>
  isoBase64URL.fromUTF8String(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/**
 * A WebAuthn authenticator in software, for tests without a browser: P-256 keys (ES256), `none` attestation, a
 * signature counter per passkey. It answers the server's options as a browser would, for `origin`.
 */
export function createSoftwareAuthenticator({ origin, rpId }: { origin: string; rpId: string }) {
  const held: HeldPasskey[] = [];
  let counterStep = 1;

  return {
    held,
    /** From now on each use adds `step` to the counter; 0 keeps counters at 0, as many platform authenticators do. */
    countBy(step: number) {
      counterStep = step;
    },

    /** Makes a passkey for the options' user and answers as `navigator.credentials.create()` would. */
    register(
      options: PasskeyRegistrationOptions,
      overrides: { challenge?: string; origin?: string; rpId?: string } = {},
    ): RegistrationResponse {
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const coseKey = new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, isoBase64URL.toBuffer(jwk.x ?? '')],
        [-3, isoBase64URL.toBuffer(jwk.y ?? '')],
      ]);
      const credentialId = new Uint8Array(randomBytes(16));
      const credentialIdLength = new Uint8Array([0, credentialId.length]);
      const authData = concat(
        sha256(overrides.rpId ?? rpId),
        new Uint8Array([flags.userPresent | flags.userVerified | flags.attestedData]),
        uint32(0),
        new Uint8Array(16), // AAGUID: none
        credentialIdLength,
        credentialId,
        isoCBOR.encode(coseKey),
      );
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      );
      const id = isoBase64URL.fromBuffer(credentialId);
      held.push({ credentialId: id, privateKey, userHandle: options.user.id, counter: 0 });
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: clientData(
            'webauthn.create',
            overrides.challenge ?? options.challenge,
            overrides.origin ?? origin,
          ),
          attestationObject: isoBase64URL.fromBuffer(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },

    /**
     * Signs the options' challenge with a held passkey (the first one the options allow, or `passkey`) and answers as
     * `navigator.credentials.get()` would.
     */
    authenticate(
      options: PasskeyAuthenticationOptions,
      overrides: { passkey?: HeldPasskey; userVerified?: boolean; challenge?: string; counter?: number } = {},
    ): AuthenticationResponse {
      const allowed = options.allowCredentials?.map((credential) => credential.id);
      const passkey =
        overrides.passkey ?? held.find((candidate) => !allowed?.length || allowed.includes(candidate.credentialId));
      if (!passkey) throw new Error('The authenticator holds no passkey the options allow');
      passkey.counter = overrides.counter ?? passkey.counter + counterStep;
      const authData = concat(
        sha256(rpId),
        new Uint8Array([flags.userPresent | (overrides.userVerified === false ? 0 : flags.userVerified)]),
        uint32(passkey.counter),
      );
      const clientDataJSON = clientData('webauthn.get', overrides.challenge ?? options.challenge, origin);
      const signature = sign(
        'sha256',
        concat(authData, sha256(isoBase64URL.toBuffer(clientDataJSON))),
        passkey.privateKey,
      );
      return {
        id: passkey.credentialId,
        rawId: passkey.credentialId,
        type: 'public-key',
        response: {
          clientDataJSON,
          authenticatorData: isoBase64URL.fromBuffer(authData),
          signature: isoBase64URL.fromBuffer(new Uint8Array(signature)),
          userHandle: passkey.userHandle,
        },
        clientExtensionResults: {},
      };
    },
  };
}

export type SoftwareAuthenticator = ReturnType<typeof createSoftwareAuthenticator>;
