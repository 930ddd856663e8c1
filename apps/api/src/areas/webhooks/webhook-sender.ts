import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { checkedAddresses, hostOf, isPublicAddress, WebhookAddressError } from './webhook-addresses.ts';
import type { AddressPolicy } from './webhook-addresses.ts';

/*
 * One delivery over HTTP (ADR 0093), signed as the Standard Webhooks specification says. The name is resolved once,
 * every address checked, and the connection made to that very address (with the name as Host and TLS server name),
 * so a DNS answer that changes after the check never gets through; the connected socket's address is checked again.
 */

const secretPrefix = 'whsec_';
/** What the delivery log keeps of an answer. */
export const answerBytesKept = 4096;

/** A new endpoint secret: `whsec_` and base64 of 24 random bytes, as the Standard Webhooks libraries take it. */
export function newWebhookSecret(): string {
  return `${secretPrefix}${randomBytes(24).toString('base64')}`;
}

/** `webhook-signature`: `v1,<base64 HMAC-SHA256 of id.timestamp.body>` for each secret, space-separated. */
export function signatureOf(secrets: readonly string[], id: string, timestampSeconds: number, body: string): string {
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.startsWith(secretPrefix) ? secret.slice(secretPrefix.length) : secret, 'base64');
      return `v1,${createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64')}`;
    })
    .join(' ');
}

/** Kept-alive connections (ADR 0098): the agents by URL origin and pinned address, the oldest dropped past this. */
const mostAgents = 256;
/** Connections open at once to one origin and address; more requests wait for one within their time limit. */
const socketsPerAgent = 32;
/** An unused connection is closed after this long (sooner when the receiver's Keep-Alive says so). */
const idleSocketMs = 4_000;
const agents = new Map<string, http.Agent>();

/**
 * The agent of one origin (scheme, name, port) and one checked address. Its every connection goes to that address
 * (each request it serves carries the lookup pinned to it), with the name as Host and TLS server name, so a
 * connection kept alive is reused only for the same name and the same address a fresh check answered.
 */
function agentFor(url: URL, address: string): http.Agent {
  const key = `${url.origin} ${address}`;
  let agent = agents.get(key);
  if (agent) {
    // Most recently used last: the first in the map is the one dropped.
    agents.delete(key);
    agents.set(key, agent);
    return agent;
  }
  const options = {
    keepAlive: true,
    maxSockets: socketsPerAgent,
    maxFreeSockets: socketsPerAgent,
    timeout: idleSocketMs,
  };
  agent = url.protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
  agents.set(key, agent);
  for (const [oldKey, old] of agents) {
    if (agents.size <= mostAgents) break;
    agents.delete(oldKey);
    old.destroy();
  }
  return agent;
}

export interface WebhookAnswer {
  /** The HTTP status; null when no answer came. */
  status: number | null;
  /** The first 4 KB of the answer's body. */
  body: string | null;
  /** Why no answer came (refused address, timeout, connection error). */
  error: string | null;
  /** Whether the failure was the address rules' (no connection was made, or it was cut at once). */
  refused: boolean;
  durationMs: number;
  /** The answer's Retry-After, in seconds from now; null when absent or unreadable. */
  retryAfterSeconds: number | null;
}

/** Retry-After as seconds (`120`) or an HTTP date. */
export function retryAfterOf(header: string | undefined, nowMs = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - nowMs) / 1000));
}

/**
 * Posts `body` to `url` with `headers`, following no redirect, within `timeoutMs` for the whole exchange; never
 * throws. A connection is made only to an address the policy allows.
 */
export async function sendWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  policy: AddressPolicy,
  timeoutMs: number,
): Promise<WebhookAnswer> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failed = (error: string, refused = false): WebhookAnswer => ({
    status: null,
    body: null,
    error,
    refused,
    durationMs: elapsed(),
    retryAfterSeconds: null,
  });

  const url = new URL(target);
  let addresses: { address: string; family: number }[];
  try {
    addresses = await checkedAddresses(url, policy);
  } catch (error) {
    if (error instanceof WebhookAddressError) return failed(error.message, true);
    throw error;
  }
  const host = hostOf(url);
  const allowed = policy.allowedHosts.has(host);
  const [chosen] = addresses;
  if (!chosen) return failed('No address');
  // The connection goes to the address checked above, never to a second answer of the resolver.
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [chosen]);
    else callback(null, chosen.address, chosen.family);
  };

  return new Promise<WebhookAnswer>((resolve) => {
    let settled = false;
    const finish = (answer: WebhookAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        // An IP literal is connected to as it is (and was checked above); a name through the lookup above.
        ...(isIP(host) === 0 && { lookup }),
        agent: agentFor(url, chosen.address),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        const answer = (): WebhookAnswer => ({
          status: response.statusCode ?? null,
          // Without NUL characters, which a text column refuses: an odd answer must not keep its attempt unrecorded.
          body: Buffer.concat(chunks).subarray(0, answerBytesKept).toString('utf8').replaceAll('\u0000', ''),
          error: null,
          refused: false,
          durationMs: elapsed(),
          retryAfterSeconds: retryAfterOf(response.headers['retry-after']),
        });
        response.on('data', (chunk: Buffer) => {
          if (kept < answerBytesKept) chunks.push(chunk);
          kept += chunk.length;
          // The rest of a long answer is of no use: stop reading it.
          if (kept >= answerBytesKept) {
            finish(answer());
            response.destroy();
          }
        });
        response.on('end', () => finish(answer()));
        response.on('error', () => finish(answer()));
      },
    );
    const timer = setTimeout(() => {
      finish(failed(`No answer within ${timeoutMs / 1000} s`));
      request.destroy();
    }, timeoutMs);
    request.on('socket', (socket) => {
      // The address actually connected to, checked once more: nothing but the checked address gets through. A
      // kept-alive connection was checked when it connected, and is checked again here as it is reused.
      const check = () => {
        const remote = socket.remoteAddress ?? '';
        if (!allowed && !isPublicAddress(remote)) {
          finish(failed(`Connected to a refused address (${remote})`, true));
          request.destroy();
        }
      };
      if (socket.connecting) socket.once('connect', check);
      else check();
    });
    request.on('error', (error) => finish(failed(error.message)));
    request.end(body);
  });
}
