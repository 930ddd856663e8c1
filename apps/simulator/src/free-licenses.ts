import { endpoints, routes } from '@orbit/contract';
import type { ClientLicense } from '@orbit/contract';
import { limits } from '@orbit/domain';

/** The account whose licences go first, so its console fills with the emulator's rides (README). */
const showcaseEmail = 'client@example.com';

export interface StaffSignIn {
  email: string;
  password: string;
}

/**
 * The emulator's setup step, and its only use of the staff API: the server lists no licences publicly, so it signs
 * in as staff and collects active licences whose device slot is free, the showcase client's first. The machines
 * themselves then use the device API alone.
 */
export async function findFreeLicenses(baseUrl: string, staff: StaffSignIn, wanted: number): Promise<string[]> {
  const cookie = await signIn(baseUrl, staff);
  const users = [];
  for (let offset = 0; ; offset += limits.clientLicensesLimit) {
    const query = `?limit=${limits.clientLicensesLimit}&offset=${offset}&orderby=id`;
    const page = routes.adminUsers.response.parse(await getJson(baseUrl, endpoints.adminUsers.path + query, cookie));
    users.push(...page.results);
    if (page.results.length < limits.clientLicensesLimit) break;
  }
  users.sort((a, b) => Number(b.email === showcaseEmail) - Number(a.email === showcaseEmail));
  const keys: string[] = [];
  for (const user of users) {
    const path = `${endpoints.adminUserActivations.path.replace(':id', String(user.id))}?limit=${limits.clientLicensesLimit}`;
    const { results } = routes.adminUserActivations.response.parse(await getJson(baseUrl, path, cookie));
    keys.push(...results.filter(hasFreeSlot).map((license) => license.key));
    if (keys.length >= wanted) break;
  }
  return keys;
}

/** Active (not revoked) and no machine holds it: never activated, or its machine was replaced or revoked. */
export function hasFreeSlot(license: ClientLicense): boolean {
  return license.revokedAt === null && (license.device === null || license.device.status !== 'active');
}

async function signIn(baseUrl: string, { email, password }: StaffSignIn): Promise<string> {
  const response = await fetch(new URL(endpoints.signIn.path, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Sign-in as ${email} failed: HTTP ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error(`Sign-in as ${email} set no session cookie`);
  return cookie;
}

async function getJson(baseUrl: string, path: string, cookie: string): Promise<unknown> {
  const response = await fetch(new URL(path, baseUrl), { headers: { cookie, accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}
