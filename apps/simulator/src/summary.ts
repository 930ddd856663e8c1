/** What a run did, as the CLI prints it at the end. */
export interface EmulatorSummary {
  url: string;
  minutes: number;
  speed: number;
  /** How long the run took, final delivery included (shorter than planned after Ctrl-C). */
  elapsedSeconds: number;
  devices: number;
  activations: number;
  resumed: number;
  offlineDevices: number;
  skewedDevices: number;
  activationFailures: Record<string, number>;
  validations: number;
  validationCodes: Record<string, number>;
  scenarioLists: { fetched: number; notModified: number };
  ridesPlayed: number;
  ridesPlayedOffline: number;
  batchesSent: number;
  ridesSent: number;
  ridesResent: number;
  accepted: number;
  duplicate: number;
  conflict: number;
  rejected: Record<string, number>;
  /** Machines a validation stopped (BLOCKED, REVOKED, DEVICE_REPLACED) at some point. */
  blockedDevices: string[];
  /** Why machines stopped starting rides, each time one did. */
  refusals: Record<string, number>;
  licenseFilesVerified: number;
  licenseFileFailures: Record<string, number>;
  retries: number;
  /** Calls that failed while the machine was offline on purpose. */
  offlineFailures: number;
  pendingAtEnd: number;
  /** Machines that said they were switching off at the end (the optional shutdown call). */
  shutdowns: number;
  /** What went wrong that should not have: errors of the server, answers off the contract, bad licence files. */
  problems: Record<string, number>;
  stateDir: string;
}

export function emptySummary(options: {
  url: string;
  minutes: number;
  speed: number;
  stateDir: string;
}): EmulatorSummary {
  return {
    url: options.url,
    minutes: options.minutes,
    speed: options.speed,
    elapsedSeconds: 0,
    devices: 0,
    activations: 0,
    resumed: 0,
    offlineDevices: 0,
    skewedDevices: 0,
    activationFailures: {},
    validations: 0,
    validationCodes: {},
    scenarioLists: { fetched: 0, notModified: 0 },
    ridesPlayed: 0,
    ridesPlayedOffline: 0,
    batchesSent: 0,
    ridesSent: 0,
    ridesResent: 0,
    accepted: 0,
    duplicate: 0,
    conflict: 0,
    rejected: {},
    blockedDevices: [],
    refusals: {},
    licenseFilesVerified: 0,
    licenseFileFailures: {},
    retries: 0,
    offlineFailures: 0,
    pendingAtEnd: 0,
    shutdowns: 0,
    problems: {},
    stateDir: options.stateDir,
  };
}

/** The summary as the CLI prints it. */
export function formatSummary(summary: EmulatorSummary): string {
  const list = (counts: Record<string, number>) =>
    Object.entries(counts)
      .map(([key, count]) => `${key} ×${count}`)
      .join(', ') || 'none';
  const rejected = Object.values(summary.rejected).reduce((sum, count) => sum + count, 0);
  const rows: [string, string][] = [
    [
      'server',
      `${summary.url}: ran ${clock(summary.elapsedSeconds)} of ${summary.minutes} min planned, at speed ${summary.speed}`,
    ],
    [
      'devices',
      `${summary.devices} (${summary.activations} activated now, ${summary.resumed} resumed; ` +
        `${summary.offlineDevices} offline for a while, ${summary.skewedDevices} with a skewed clock)`,
    ],
    ['activations', `${summary.activations}; refused: ${list(summary.activationFailures)}`],
    ['validations', `${summary.validations} (${list(summary.validationCodes)})`],
    [
      'scenario lists',
      `${summary.scenarioLists.fetched} fetched, ${summary.scenarioLists.notModified} not modified (ETag)`,
    ],
    ['rides played', `${summary.ridesPlayed} (${summary.ridesPlayedOffline} offline)`],
    [
      'rides sent',
      `${summary.ridesSent} in ${summary.batchesSent} batches (${summary.ridesResent} sent again on purpose)`,
    ],
    ['accepted', String(summary.accepted)],
    ['duplicates', String(summary.duplicate)],
    ['conflicts', String(summary.conflict)],
    ['rejected', `${rejected}${rejected ? ` (${list(summary.rejected)})` : ''}`],
    ['pending at end', String(summary.pendingAtEnd)],
    ['switched off', `${summary.shutdowns} said so at the end`],
    [
      'blocked devices',
      `${summary.blockedDevices.length}${summary.blockedDevices.length ? ` (${summary.blockedDevices.join(', ')})` : ''}`,
    ],
    ['stopped playing', list(summary.refusals)],
    [
      'licence files',
      `${summary.licenseFilesVerified} verified against the published key; failures: ${list(summary.licenseFileFailures)}`,
    ],
    ['retries', `${summary.retries}; calls failed while offline on purpose: ${summary.offlineFailures}`],
    ['problems', list(summary.problems)],
    ['state', summary.stateDir],
  ];
  return rows.map(([label, value]) => `  ${label.padEnd(16)} ${value}`).join('\n');
}

/** Minutes and seconds, as `2:05`. */
export function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

export function bump(counts: Record<string, number>, key: string): void {
  counts[key] = (counts[key] ?? 0) + 1;
}
