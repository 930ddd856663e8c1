import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { errorMessages } from '@orbit/contract';

/*
 * Where a webhook may be sent (ADR 0093): a public address only, checked when an endpoint is saved and again on the
 * address each delivery actually connects to. Names in WEBHOOK_ALLOWED_HOSTS pass despite the rules (tests and
 * development; refused in production).
 */

/** Ranges no webhook reaches: this host, private networks, link-local (with the metadata service), and the like. */
const refusedRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 included
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, 169.254.169.254 (cloud metadata) included
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, 255.255.255.255 included
] as const) {
  refusedRanges.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128],
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique-local, fd00:ec2::254 (cloud metadata) included
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  refusedRanges.addSubnet(network, prefix, 'ipv6');
}

/** The 16 bytes of an IPv6 address. */
function ipv6Bytes(address: string): number[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const front = groupsOf(head);
  const back = tail === undefined ? [] : groupsOf(tail);
  const groups = [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  return groups.flatMap((group) => [group >> 8, group & 0xff]);
}

/** The IPv4 address an IPv6 one carries (IPv4-mapped `::ffff:a.b.c.d`, IPv4-compatible, NAT64), if any. */
function embeddedIpv4(address: string): string | undefined {
  const bytes = ipv6Bytes(address);
  const tail = bytes.slice(12).join('.');
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return tail;
  if (zeros(0, 12)) return tail; // `::a.b.c.d`, and `::`/`::1`, which the IPv6 ranges refuse anyway
  // 64:ff9b::/96, the well-known NAT64 prefix, reaches the IPv4 address it ends with.
  if (bytes[0] === 0 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(4, 12)) return tail;
  return undefined;
}

/** Whether a webhook may be sent to this IP address: a public one, never this host nor a private network. */
export function isPublicAddress(ip: string): boolean {
  const address = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(address);
  if (family === 4) return !refusedRanges.check(address, 'ipv4');
  if (family !== 6) return false;
  if (refusedRanges.check(address, 'ipv6')) return false;
  const v4 = embeddedIpv4(address);
  return v4 === undefined || !refusedRanges.check(v4, 'ipv4');
}

export type ResolveHost = (hostname: string) => Promise<{ address: string; family: number }[]>;

/** The system's resolver (as `fetch` and `http.get` use it), every address of the name. */
export const systemResolve: ResolveHost = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export interface AddressPolicy {
  /** Plain http is refused (production). */
  httpsOnly: boolean;
  /** Host names (or IP literals) allowed despite the rules, lower case; empty in production. */
  allowedHosts: ReadonlySet<string>;
  resolve: ResolveHost;
}

/** The URL's host as compared with WEBHOOK_ALLOWED_HOSTS and resolved: lower case, without IPv6 brackets. */
export function hostOf(url: URL): string {
  return url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
}

/** Why the URL may not be used now (one of the error messages), or undefined when it may. */
export function urlRefusal(url: URL, policy: Pick<AddressPolicy, 'httpsOnly' | 'allowedHosts'>): string | undefined {
  if (url.protocol !== 'https:' && (policy.httpsOnly || url.protocol !== 'http:')) {
    return errorMessages.webhookUrlNotHttps;
  }
  const host = hostOf(url);
  if (policy.allowedHosts.has(host)) return undefined;
  if (isIP(host) !== 0 && !isPublicAddress(host)) return errorMessages.webhookAddressRefused;
  if (host === 'localhost' || host.endsWith('.localhost')) return errorMessages.webhookAddressRefused;
  return undefined;
}

/**
 * The addresses a delivery to `url` may connect to: every address the name resolves to now must be public (unless
 * the host is allowed). Throws a refusal (`WebhookAddressError`) otherwise.
 */
export async function checkedAddresses(
  url: URL,
  policy: AddressPolicy,
): Promise<{ address: string; family: number }[]> {
  const refusal = urlRefusal(url, policy);
  if (refusal) throw new WebhookAddressError(refusal);
  const host = hostOf(url);
  if (isIP(host) !== 0) return [{ address: host, family: isIP(host) }];
  let addresses: { address: string; family: number }[];
  try {
    addresses = await policy.resolve(host);
  } catch {
    throw new WebhookAddressError(errorMessages.webhookHostUnresolved);
  }
  if (addresses.length === 0) throw new WebhookAddressError(errorMessages.webhookHostUnresolved);
  if (!policy.allowedHosts.has(host) && addresses.some(({ address }) => !isPublicAddress(address))) {
    throw new WebhookAddressError(errorMessages.webhookAddressRefused);
  }
  return addresses;
}

export class WebhookAddressError extends Error {}

/** WEBHOOK_ALLOWED_HOSTS as a set of lower-case hosts (brackets of IPv6 literals dropped). */
export function allowedHostsOf(hosts: readonly string[]): ReadonlySet<string> {
  return new Set(
    hosts
      .map((host) =>
        host
          .trim()
          .toLowerCase()
          .replace(/^\[|\]$/g, ''),
      )
      .filter(Boolean),
  );
}
