import type {
  Country,
  CurrentUser,
  Passkey,
  PasskeyAuthenticationOptions,
  PasskeyRegistrationOptions,
  TotpEnrolment,
} from '@orbit/contract';

/** The password of every mock account, as in the demo data. */
export const mockPassword = 'demo1234';

/** The "now" of the mock data: Storybook's fixed clock (2026-05-15 12:00 UTC). */
export const mockNow = '2026-05-15T12:00:00.000Z';

/** Mock accounts mirroring the seeded demo accounts (apps/api/src/demo/demo-accounts.ts). */
export const mockUsers = {
  admin: {
    id: 1,
    name: 'Helena Admin',
    nameAsInContract: null,
    email: 'admin@example.com',
    scope: 'admin',
    roles: ['admin'],
    countryId: 76,
    countryAlpha2: 'BR',
    timezone: 'America/Sao_Paulo',
    createdAt: '2024-01-08T12:00:00.000Z',
    licenses: [],
    secondFactor: { enrolled: false, required: false },
  },
  supervisor: {
    id: 2,
    name: 'Lucas Almeida',
    nameAsInContract: null,
    email: 'supervisor@example.com',
    scope: 'supervisor',
    roles: ['supervisor'],
    countryId: 76,
    countryAlpha2: 'BR',
    timezone: 'America/Sao_Paulo',
    createdAt: '2023-03-14T12:30:00.000Z',
    licenses: [],
    secondFactor: { enrolled: false, required: false },
  },
  colaborador: {
    id: 3,
    name: 'Sofia Rossi',
    nameAsInContract: null,
    email: 'colaborador@example.com',
    scope: 'colaborador',
    roles: ['colaborador'],
    countryId: 380,
    countryAlpha2: 'IT',
    timezone: 'Europe/Rome',
    createdAt: '2023-06-05T08:15:00.000Z',
    licenses: [],
    secondFactor: { enrolled: false, required: false },
  },
  client: {
    id: 4,
    name: 'Carla Mendes Rodrigues',
    nameAsInContract: 'Carla Mendes Rodrigues ME',
    email: 'client@example.com',
    scope: 'user',
    roles: ['user'],
    countryId: 76,
    countryAlpha2: 'BR',
    timezone: 'America/Sao_Paulo',
    createdAt: '2024-03-18T14:30:00.000Z',
    licenses: [
      { id: 11, key: 'K7QF-3M2P-XR8T-9WZC', label: 'Parque Aventura 1', gameModel: 'OrbitCoaster', revokedAt: null },
      { id: 12, key: 'B4NH-6J8D-2KLV-5PQS', label: 'Parque Aventura 2', gameModel: 'BubbleCoaster', revokedAt: null },
      { id: 13, key: 'T9RM-7C3X-4HGB-8ENU', label: 'Shopping Norte 1', gameModel: 'OrbitCoaster', revokedAt: null },
      {
        id: 14,
        key: 'W2YA-5S6F-9DKJ-3ZRM',
        label: 'Mall Plaza 1',
        gameModel: 'OrbitCoaster',
        revokedAt: '2026-01-20T17:00:00.000Z',
      },
    ],
    secondFactor: { enrolled: false, required: false },
  },
} satisfies Record<string, CurrentUser>;

/** The code the mock authenticator app shows: the mock API accepts it wherever a TOTP code is asked. */
export const mockTotpCode = '123456';

/** The authenticator secret the mock API hands out, and its otpauth:// address (what the QR code carries). */
export const mockTotpEnrolment: TotpEnrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  uri: 'otpauth://totp/Orbit%20Console:client%40example.com?issuer=Orbit%20Console&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
};

/** The ten recovery codes the mock API answers at enrolment. */
export const mockRecoveryCodes: readonly string[] = [
  'k7q3f-m2pxr',
  '8t9wz-c4nh6',
  'j8d2k-hv5pq',
  's9rm7-c3xh4',
  'gb8en-u2ya5',
  's6f9d-kj3zr',
  'm4tqa-7pwe2',
  'h5n8c-vx3rb',
  'y6u2k-f9dgm',
  'q3w7e-r5tz8',
];

export const mockCountries: Country[] = [
  { id: 32, isoAlpha2: 'AR', isoAlpha3: 'ARG', name: 'Argentina' },
  { id: 76, isoAlpha2: 'BR', isoAlpha3: 'BRA', name: 'Brazil' },
  { id: 250, isoAlpha2: 'FR', isoAlpha3: 'FRA', name: 'France' },
  { id: 380, isoAlpha2: 'IT', isoAlpha3: 'ITA', name: 'Italy' },
  { id: 620, isoAlpha2: 'PT', isoAlpha3: 'PRT', name: 'Portugal' },
  { id: 724, isoAlpha2: 'ES', isoAlpha3: 'ESP', name: 'Spain' },
  { id: 840, isoAlpha2: 'US', isoAlpha3: 'USA', name: 'United States of America' },
];

/** The user's passkeys in the mock API: a synced phone and a security key never used yet. */
export const mockPasskeys: Passkey[] = [
  {
    id: 1,
    name: 'Pixel 9',
    createdAt: '2026-01-12T10:15:00.000Z',
    lastUsedAt: '2026-02-27T08:40:00.000Z',
    backedUp: true,
  },
  { id: 2, name: 'YubiKey 5C', createdAt: '2026-02-03T17:05:00.000Z', lastUsedAt: null, backedUp: false },
];

/** The options the mock API gives for adding a passkey or using one (a fixed challenge: nothing verifies it). */
export const mockPasskeyRegistrationOptions: PasskeyRegistrationOptions = {
  rp: { name: 'Orbit Console', id: 'localhost' },
  user: { id: 'bW9jay11c2VyLWhhbmRsZQ', name: 'client@example.com', displayName: 'Client' },
  challenge: 'bW9jay1jaGFsbGVuZ2U',
  pubKeyCredParams: [
    { alg: -7, type: 'public-key' },
    { alg: -257, type: 'public-key' },
  ],
  timeout: 300_000,
  authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
  attestation: 'none',
};

export const mockPasskeyAuthenticationOptions: PasskeyAuthenticationOptions = {
  challenge: 'bW9jay1jaGFsbGVuZ2U',
  rpId: 'localhost',
  timeout: 300_000,
  userVerification: 'required',
};
