import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveRefetchIntervalMs } from '../query-client.ts';
import { liveRefetchInterval, liveStreamUp } from './live-state.ts';
import { startLiveUpdates } from './live-updates.ts';

/** An EventSource the test drives: it opens, sends and fails when told. */
class TestEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: TestEventSource[] = [];
  readyState = TestEventSource.CONNECTING;
  onopen: (() => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: (() => void) | null = null;
  readonly url: string;
  constructor(url: string) {
    super();
    this.url = url;
    TestEventSource.made.push(this);
  }
  open() {
    this.readyState = TestEventSource.OPEN;
    this.onopen?.();
  }
  send(changed: string[]) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify({ changed }) }));
  }
  fail(closed: boolean) {
    this.readyState = closed ? TestEventSource.CLOSED : TestEventSource.CONNECTING;
    this.onerror?.();
  }
  close() {
    this.readyState = TestEventSource.CLOSED;
  }
}

const keys = {
  bell: ['notifications', 'history', { page: 1 }],
  walletBalance: ['reports', 'wallet-balance', {}],
  ranking: ['reports', 'license-ranking', {}],
  activations: ['licenses', 'activations', {}],
  walletRecords: ['wallet', 'records', {}],
  orders: ['blocking', 'orders'],
  me: ['session', 'me'],
  countries: ['countries'],
};

describe('live updates', () => {
  let client: QueryClient;
  const stale = () =>
    Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', TestEventSource);
    TestEventSource.made = [];
    client = new QueryClient();
    for (const key of Object.values(keys)) client.setQueryData<unknown>(key, {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('refreshes exactly the queries of the kinds an event names', () => {
    const stop = startLiveUpdates(client);
    const [source] = TestEventSource.made;
    // Where the API lives is another test file's choice too (the files share their modules).
    expect(source?.url).toMatch(/\/api\/live$/);
    source?.open();
    expect(stale()).toEqual([]);
    source?.send(['notifications']);
    expect(stale()).toEqual(['bell']);
    source?.send(['wallet']);
    expect(stale()).toEqual(['bell', 'walletBalance', 'walletRecords']);
    source?.send(['blocking']);
    expect(stale()).toEqual(['activations', 'bell', 'me', 'orders', 'walletBalance', 'walletRecords']);
    stop();
  });

  it('stops the polling while the stream is up, and starts it again when it drops', () => {
    const stop = startLiveUpdates(client);
    const [source] = TestEventSource.made;
    expect(liveRefetchInterval()).toBe(liveRefetchIntervalMs);
    source?.open();
    expect(liveStreamUp()).toBe(true);
    expect(liveRefetchInterval()).toBe(false);
    source?.fail(false);
    expect(liveRefetchInterval()).toBe(liveRefetchIntervalMs);
    // What the stream may have missed while it reconnects is asked for again, and polling with it.
    expect(stale()).toEqual(['activations', 'bell', 'me', 'orders', 'ranking', 'walletBalance', 'walletRecords']);
    stop();
    expect(liveStreamUp()).toBe(false);
  });

  it('refreshes everything live on reset, and opens a new stream after one the browser gave up on', () => {
    const stop = startLiveUpdates(client);
    const [first] = TestEventSource.made;
    first?.open();
    first?.dispatchEvent(new MessageEvent('reset', { data: '{}' }));
    expect(stale()).not.toContain('countries');
    expect(stale()).toHaveLength(Object.keys(keys).length - 1);
    first?.fail(true);
    expect(TestEventSource.made).toHaveLength(1);
    vi.advanceTimersByTime(2_000);
    expect(TestEventSource.made).toHaveLength(2);
    stop();
    expect(TestEventSource.made[1]?.readyState).toBe(TestEventSource.CLOSED);
  });
});
