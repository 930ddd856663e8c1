import { createHash, randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { routes } from '@orbit/contract';
import type {
  DeviceBlock,
  DeviceRide,
  DeviceRideResult,
  DeviceScenario,
  DeviceSigningKey,
  DeviceValidationResponse,
  DeviceWallet,
  LicenseFile,
  RouteDefinition,
} from '@orbit/contract';
import { deviceRules, limits, rideCharge } from '@orbit/domain';
import {
  DeviceApiError,
  DeviceClient,
  DeviceNetworkError,
  checkLicenseFile,
  exportPrivateKey,
  loadDeviceKeyPair,
  makeDeviceKeyPair,
  rideRefusal,
  splitIntoBatches,
} from './device-client.ts';
import type { DeviceEndpoint, DeviceKeyPair, LicenseFileCheck, RetryPolicy, ScenarioCache } from './device-client.ts';
import { findFreeLicenses } from './free-licenses.ts';
import type { StaffSignIn } from './free-licenses.ts';
import { RideJournal, readJsonFile, writeFileAtomically } from './journal.ts';
import { bump, clock, emptySummary } from './summary.ts';
import type { EmulatorSummary } from './summary.ts';

export interface EmulatorOptions {
  url: string;
  devices: number;
  /** How long the run lasts, in real minutes; `Infinity`: until `signal` (the living demo of `npm start`). */
  minutes: number;
  /** How much faster than real time machines play and check in (rides keep their real length in seconds). */
  speed: number;
  /** Share of machines that lose the network for a while and play offline on their licence file. */
  offlineShare: number;
  /**
   * Instead of one window per run, those machines lose the network for `forMs`, `afterMs` into every `everyMs`
   * (a run that has no end).
   */
  offlineCycle?: { everyMs: number; afterMs: number; forMs: number };
  /** Share of machines whose clock is off by `clockSkewSeconds` (negative: behind, which the machine refuses). */
  clockSkewShare: number;
  clockSkewSeconds: number;
  /** Share of ride batches sent a second time on purpose, as after a lost answer. */
  duplicateShare: number;
  /** Where each machine keeps its key, token, licence file and journal, so a second run resumes them. */
  stateDir: string;
  /** Licence keys to activate on; null: found through the staff API with `staff`. */
  licenses: string[] | null;
  staff: StaffSignIn;
  /** Each machine sends `X-Forwarded-For` with its own address (for a server that trusts the emulator as proxy). */
  forwardedFor: boolean;
  progressSeconds: number;
  seed: number;
  log: (line: string) => void;
  /** Ends the run early (Ctrl-C); what is pending is still delivered. */
  signal?: AbortSignal;
  /** Retries of every device call; the default suits a real server. */
  retry?: RetryPolicy;
}

const appVersion = '3.2.0';
const gameVersion = '2.4.1';
const refusingCodes = new Set(['BLOCKED', 'REVOKED', 'DEVICE_REPLACED']);
/** Problems of a licence file itself, as opposed to the machine's clock. */
const badFileProblems = new Set(['unknown_key', 'bad_signature', 'bad_payload', 'wrong_fingerprint']);

/** Runs the machines against the server until `minutes` have passed, then delivers what is pending. */
export async function runEmulator(options: EmulatorOptions): Promise<EmulatorSummary> {
  const summary = emptySummary(options);
  const end = new AbortController();
  const deadline = Number.isFinite(options.minutes)
    ? setTimeout(() => end.abort(), options.minutes * 60_000)
    : undefined;
  const stopEarly = () => end.abort();
  options.signal?.addEventListener('abort', stopEarly);
  const run: Run = {
    options,
    summary,
    random: seededRandom(options.seed),
    startedAt: Date.now(),
    end: end.signal,
    problem: (message) => bump(summary.problems, message),
  };
  const devices: EmulatedDevice[] = [];
  try {
    for (const profile of machineProfiles(options, run.random)) devices.push(await EmulatedDevice.load(run, profile));
    const pool = await licensePool(options, devices);
    options.log(`${devices.length} machines against ${options.url}; ${pool.length} free licence(s) for new ones`);
    const booted = await Promise.all(devices.map((device) => device.boot(pool)));
    const running = devices.filter((_, index) => booted[index]);
    summary.devices = running.length;
    summary.offlineDevices = running.filter((device) => device.profile.offline).length;
    summary.skewedDevices = running.filter((device) => device.profile.clockSkewMs !== 0).length;
    const progress = setInterval(
      () => options.log(progressLine(run, running)),
      Math.max(1, options.progressSeconds) * 1000,
    );
    try {
      await Promise.all(running.map((device) => device.run()));
    } finally {
      clearInterval(progress);
    }
    summary.pendingAtEnd = devices.reduce((sum, device) => sum + device.pendingCount, 0);
  } finally {
    await Promise.all(devices.map((device) => device.close()));
    clearTimeout(deadline);
    options.signal?.removeEventListener('abort', stopEarly);
  }
  summary.elapsedSeconds = Math.round((Date.now() - run.startedAt) / 1000);
  return summary;
}

/** What every machine of a run shares. */
interface Run {
  options: EmulatorOptions;
  summary: EmulatorSummary;
  random: () => number;
  startedAt: number;
  /** Aborted when the run's time is up. */
  end: AbortSignal;
  problem(message: string): void;
}

/** How one machine behaves in this run. */
export interface MachineProfile {
  name: string;
  clockSkewMs: number;
  /** When it loses the network, in milliseconds from the run's start. */
  offline: { fromMs: number; untilMs: number } | null;
  /** What the arcade charges a customer per ride, in credits. */
  creditsPerCustomer: number;
  forwardedFor: string | null;
}

/**
 * The machines of a run: the offline and skewed shares are exact counts (rounded), given to machines drawn at
 * random, so five machines at 0.2 always hold one of each. Offline windows end well before the run does, so the
 * rides played offline are delivered within it.
 */
export function machineProfiles(options: EmulatorOptions, random: () => number): MachineProfile[] {
  const total = options.minutes * 60_000;
  const order = shuffle(
    Array.from({ length: options.devices }, (_, index) => index),
    random,
  );
  const offline = new Set(order.slice(0, Math.round(options.devices * options.offlineShare)));
  const skewCount = Math.round(options.devices * options.clockSkewShare);
  const skewed = new Set([...order, ...order].slice(offline.size, offline.size + Math.min(skewCount, order.length)));
  return Array.from({ length: options.devices }, (_, index) => {
    const fromMs = total * (0.1 + 0.25 * random());
    const untilMs = Math.min(total * 0.8, fromMs + total * (0.2 + 0.3 * random()));
    return {
      name: `sim-${String(index + 1).padStart(3, '0')}`,
      clockSkewMs: skewed.has(index) ? options.clockSkewSeconds * 1000 : 0,
      offline: offline.has(index) ? { fromMs, untilMs } : null,
      creditsPerCustomer: 4 + Math.floor(random() * 7),
      forwardedFor: options.forwardedFor ? `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}` : null,
    };
  });
}

/** The keys new machines activate on: the given ones, or free ones the staff API lists, minus those already held. */
async function licensePool(options: EmulatorOptions, devices: readonly EmulatedDevice[]): Promise<string[]> {
  const held = new Set(devices.map((device) => device.licenseKey).filter((key) => key !== null));
  const needed = devices.filter((device) => device.licenseKey === null).length;
  if (needed === 0) return [];
  const keys = options.licenses ?? (await findFreeLicenses(options.url, options.staff, needed + 5));
  return [...new Set(keys)].filter((key) => !held.has(key));
}

/** What a machine keeps on its disk between runs. */
interface SavedMachine {
  server: string;
  hostname: string;
  fingerprint: string;
  privateKeyPem: string;
  activation: { licenseKey: string; deviceId: number; deviceToken: string } | null;
  licenseFile: LicenseFile | null;
  latestServerTime: string | null;
  scenarios: ScenarioCache | null;
}

class EmulatedDevice {
  readonly profile: MachineProfile;
  readonly #run: Run;
  readonly #dir: string;
  #saved: SavedMachine;
  #keyPair: DeviceKeyPair;
  #journal: RideJournal;
  readonly #client: DeviceClient;
  #publishedKeys: DeviceSigningKey[] = [];
  #code: DeviceValidationResponse['code'] | null = null;
  #block: DeviceBlock | null = null;
  #wallet: DeviceWallet | null = null;
  #nextCheckInAt = 0;
  #refusal: string | null = null;
  /** Set when the machine gives up for good (its token refused, no licence). */
  #halted: string | null = null;
  readonly #halt = new AbortController();
  #syncing: Promise<void> | null = null;

  private constructor(run: Run, profile: MachineProfile, dir: string, saved: SavedMachine, journal: RideJournal) {
    this.#run = run;
    this.profile = profile;
    this.#dir = dir;
    this.#saved = saved;
    this.#keyPair = loadDeviceKeyPair(saved.privateKeyPem);
    this.#journal = journal;
    this.#client = new DeviceClient({
      baseUrl: run.options.url,
      fetch: (input, init) => this.#fetch(input, init),
      retry: run.options.retry,
      checkAnswer: (endpoint, body) => checkAnswer(endpoint, body),
      onRetry: () => {
        if (this.#online()) run.summary.retries += 1;
      },
    });
  }

  /** The machine's saved state, or a new machine (key pair and fingerprint) when it has none for this server. */
  static async load(run: Run, profile: MachineProfile): Promise<EmulatedDevice> {
    const dir = path.join(run.options.stateDir, profile.name);
    let saved = await readJsonFile<SavedMachine>(path.join(dir, 'machine.json'));
    if (saved && saved.server !== run.options.url) {
      run.options.log(`${profile.name}: its saved state is for ${saved.server}; starting it afresh`);
      await rm(dir, { recursive: true, force: true });
      saved = null;
    }
    const device = new EmulatedDevice(
      run,
      profile,
      dir,
      saved ?? newMachine(run.options.url, profile.name),
      await RideJournal.open(path.join(dir, 'rides.jsonl')),
    );
    await device.#save();
    return device;
  }

  get licenseKey(): string | null {
    return this.#saved.activation?.licenseKey ?? null;
  }

  get pendingCount(): number {
    return this.#journal.pendingCount;
  }

  get state(): 'playing' | 'refusing' | 'offline' | 'halted' {
    if (this.#halted) return 'halted';
    if (!this.#online()) return 'offline';
    return this.#refusal ? 'refusing' : 'playing';
  }

  /** Keys, activation (taking licences from `pool` until one works) and the first validation. */
  async boot(pool: string[]): Promise<boolean> {
    try {
      this.#publishedKeys = (await this.#client.keys()).keys;
    } catch (error) {
      this.#failed('deviceKeys', error);
      return false;
    }
    if (this.#saved.licenseFile && !this.#publishedKeys.some((key) => key.kid === this.#saved.licenseFile?.kid)) {
      // Its licence file was signed by a key this server never published: the server's database was reset.
      this.#run.options.log(`${this.profile.name}: its licence file is from another database; starting it afresh`);
      await this.#journal.close();
      await rm(this.#dir, { recursive: true, force: true });
      this.#saved = newMachine(this.#run.options.url, this.profile.name);
      this.#keyPair = loadDeviceKeyPair(this.#saved.privateKeyPem);
      this.#journal = await RideJournal.open(path.join(this.#dir, 'rides.jsonl'));
    }
    if (this.#saved.activation) {
      this.#run.summary.resumed += 1;
      if (this.#saved.licenseFile) await this.#takeLicenseFile(this.#saved.licenseFile);
    } else if (!(await this.#activate(pool))) {
      return false;
    }
    await this.#checkIn();
    return this.#halted === null;
  }

  async #activate(pool: string[]): Promise<boolean> {
    const { summary, options } = this.#run;
    for (let licenseKey = pool.shift(); licenseKey !== undefined; licenseKey = pool.shift()) {
      try {
        const answer = await this.#client.activate({
          licenseKey,
          fingerprint: this.#saved.fingerprint,
          publicKey: this.#keyPair.publicKey,
          hostname: this.#saved.hostname,
          appVersion,
          gameVersion,
        });
        this.#saved.activation = { licenseKey, deviceId: answer.deviceId, deviceToken: answer.deviceToken };
        this.#learnServerTime(answer.serverTime);
        await this.#save();
        summary.activations += 1;
        await this.#takeLicenseFile(answer.licenseFile);
        await this.#save();
        options.log(`${this.profile.name}: activated on ${licenseKey} as device ${answer.deviceId}`);
        return true;
      } catch (error) {
        if (!(error instanceof DeviceApiError)) {
          this.#failed('deviceActivate', error);
          return false;
        }
        bump(summary.activationFailures, `${error.status} ${error.message.replace(/^deviceActivate: /, '')}`);
        if (error.status === 429) {
          pool.unshift(licenseKey);
          options.log(
            `${this.profile.name}: activation refused, too many from this address in 15 minutes ` +
              '(see --forwarded-for in the README)',
          );
          return false;
        }
      }
    }
    this.#halted = 'no free licence';
    options.log(`${this.profile.name}: no free licence left to activate on`);
    return false;
  }

  /** Plays, checks in and delivers until the run ends, then delivers what is still pending. */
  async run(): Promise<void> {
    const signal = AbortSignal.any([this.#run.end, this.#halt.signal]);
    await Promise.all([this.#playLoop(signal), this.#checkInLoop(signal), this.#syncLoop(signal)]);
    // A sync under way may have missed the last ride (cut short when the run ended): one more after it.
    await this.#syncing;
    if (!this.#halted && this.#online()) {
      await this.#sync();
      await this.#shutdown();
    }
  }

  /** Says the machine is switching off, as a simulator does when its operator shuts it down (ADR 0084). */
  async #shutdown(): Promise<void> {
    const token = this.#saved.activation?.deviceToken;
    if (!token) return;
    try {
      const answer = await this.#client.shutdown(token, {
        sentAt: this.#now().toISOString(),
        pendingRides: this.#journal.pendingCount,
      });
      this.#learnServerTime(answer.serverTime);
      this.#run.summary.shutdowns += 1;
    } catch (error) {
      this.#failed('deviceShutdown', error);
    }
  }

  close(): Promise<void> {
    return this.#journal.close();
  }

  async #playLoop(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      const scenario = this.#pickScenario();
      this.#noteRefusal(this.#currentRefusal() ?? (scenario ? null : 'no playable scenario'));
      if (this.#refusal || !scenario) {
        await pause(2000, signal);
        continue;
      }
      await this.#playRide(scenario, signal);
      await pause(this.#scaled((20 + this.#run.random() * 100) * 1000), signal);
    }
  }

  async #checkInLoop(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      await pause(Math.max(0, this.#nextCheckInAt - Date.now()), signal);
      if (!signal.aborted) await this.#checkIn();
    }
  }

  async #syncLoop(signal: AbortSignal): Promise<void> {
    while (!signal.aborted) {
      await pause(Math.max(1000, this.#scaled(30_000)), signal);
      if (!signal.aborted && this.#journal.pendingCount > 0) await this.#sync();
    }
  }

  /** Why no ride may start now, or null. */
  #currentRefusal(): string | null {
    if (this.#halted) return this.#halted;
    if (!this.#saved.licenseFile) return 'no licence file';
    return rideRefusal({
      licenseFile: this.#checkFile(this.#saved.licenseFile),
      code: this.#code,
      block: this.#block,
      now: this.#now(),
    });
  }

  #noteRefusal(refusal: string | null): void {
    if (refusal === this.#refusal) return;
    if (refusal) {
      bump(this.#run.summary.refusals, refusal);
      this.#run.options.log(`${this.profile.name}: starts no new ride (${refusal})`);
    } else {
      this.#run.options.log(`${this.profile.name}: plays again`);
    }
    this.#refusal = refusal;
  }

  #pickScenario(): DeviceScenario | null {
    const playable = (this.#saved.scenarios?.results ?? []).filter(
      (scenario) => compareVersions(scenario.minGameVersion, gameVersion) <= 0,
    );
    return playable[Math.floor(this.#run.random() * playable.length)] ?? null;
  }

  /** One ride: customers board, it runs (scaled by speed), and it goes into the journal before any sending. */
  async #playRide(scenario: DeviceScenario, signal: AbortSignal): Promise<void> {
    const { random, summary } = this.#run;
    const startedAt = this.#now();
    const wallStart = Date.now();
    // About one ride in seven stops early (sickness, a scared child), as in the demo data.
    const planned =
      random() < 0.14 ? 10 + Math.floor(random() * 51) : Math.round(scenario.time * (0.85 + random() * 0.15));
    const finished = await pause(this.#scaled(planned * 1000), signal);
    const seconds = finished
      ? planned
      : Math.max(1, Math.round(((Date.now() - wallStart) * this.#run.options.speed) / 1000));
    const customers = 1 + Math.floor(random() * 4);
    const rideCost = customers * this.profile.creditsPerCustomer;
    const ride: Omit<DeviceRide, 'id' | 'seq'> = {
      consumedAt: startedAt.toISOString(),
      durationInSeconds: seconds,
      customersAmount: customers,
      scenarioId: scenario.id,
      rideCost,
      creditsAdded: rideCost + (random() < 0.2 ? Math.floor(random() * 7) : 0),
      creditsAddOnKeyboard: random() < 0.1 ? 5 + Math.floor(random() * 16) : 0,
      creditsExpired: random() < 0.08 ? 1 + Math.floor(random() * 5) : 0,
      discountUsed: random() < 0.14 ? Math.floor(rideCost / 10) : 0,
    };
    if (this.#wallet) ride.chargedAmount = rideCharge(customers, this.#wallet.coinsPerCustomer, this.#wallet.limited);
    await this.#journal.add(ride);
    summary.ridesPlayed += 1;
    if (!this.#online()) summary.ridesPlayedOffline += 1;
  }

  /** Validation (heartbeat), then the scenarios; a SYNC_OVERDUE answer sends the rides at once. */
  async #checkIn(): Promise<void> {
    const token = this.#saved.activation?.deviceToken;
    if (!token || this.#halted) return;
    const { summary } = this.#run;
    const nonce = randomBytes(12).toString('base64url');
    try {
      const answer = await this.#client.validate(token, {
        nonce,
        sentAt: this.#now().toISOString(),
        appVersion,
        gameVersion,
        pendingRides: this.#journal.pendingCount,
      });
      summary.validations += 1;
      bump(summary.validationCodes, answer.code);
      if (answer.nonce !== nonce) this.#run.problem('deviceValidate: the answer carries another nonce');
      this.#learnServerTime(answer.serverTime);
      this.#block = answer.block;
      this.#wallet = answer.wallet;
      if (this.#code !== answer.code && refusingCodes.has(answer.code)) {
        if (!summary.blockedDevices.includes(this.profile.name)) summary.blockedDevices.push(this.profile.name);
      }
      this.#code = answer.code;
      if (answer.licenseFile) await this.#takeLicenseFile(answer.licenseFile);
      this.#nextCheckInAt =
        Date.now() + Math.max(1000, this.#scaled(Date.parse(answer.nextCheckInAt) - Date.parse(answer.serverTime)));
      await this.#save();
      await this.#refreshScenarios(token);
      if (answer.code === 'SYNC_OVERDUE') {
        await this.#sync();
        this.#nextCheckInAt = Date.now() + 1000;
      }
    } catch (error) {
      this.#failed('deviceValidate', error);
      this.#nextCheckInAt = Date.now() + Math.max(2000, this.#scaled(60_000));
    }
  }

  async #refreshScenarios(token: string): Promise<void> {
    try {
      const scenarios = await this.#client.scenarios(token, this.#saved.scenarios);
      if (!scenarios.changed) {
        this.#run.summary.scenarioLists.notModified += 1;
        return;
      }
      this.#run.summary.scenarioLists.fetched += 1;
      this.#saved.scenarios = { etag: scenarios.etag, results: scenarios.results };
      await this.#save();
    } catch (error) {
      this.#failed('deviceScenarios', error);
    }
  }

  /** Sends every pending ride in batches of at most 500; one sync at a time per machine. */
  #sync(): Promise<void> {
    this.#syncing ??= (async () => {
      try {
        for (const batch of splitIntoBatches(this.#journal.pending(), limits.deviceRideBatchMax)) {
          if (!(await this.#sendBatch(batch))) break;
        }
      } finally {
        this.#syncing = null;
      }
    })();
    return this.#syncing;
  }

  async #sendBatch(rides: DeviceRide[]): Promise<boolean> {
    const token = this.#saved.activation?.deviceToken;
    if (!token || this.#halted) return false;
    const { summary, random, options } = this.#run;
    try {
      const answer = await this.#client.sendRides(token, this.#keyPair.privateKey, {
        sentAt: this.#now().toISOString(),
        rides,
      });
      summary.batchesSent += 1;
      summary.ridesSent += rides.length;
      this.#takeRideAnswer(rides, answer.results);
      this.#learnServerTime(answer.serverTime);
      this.#block = answer.block;
      this.#wallet = answer.wallet;
      await this.#journal.settle(answer.results);
      if (random() < options.duplicateShare) {
        // As if the answer had been lost: the same rides again, each of which must come back a duplicate.
        const again = await this.#client.sendRides(token, this.#keyPair.privateKey, {
          sentAt: this.#now().toISOString(),
          rides,
        });
        summary.batchesSent += 1;
        summary.ridesSent += rides.length;
        summary.ridesResent += rides.length;
        this.#takeRideAnswer(rides, again.results);
        const first = new Map(answer.results.map((result) => [result.id, result.status]));
        for (const result of again.results) {
          const stored = first.get(result.id) === 'accepted' || first.get(result.id) === 'duplicate';
          if (stored && result.status !== 'duplicate') {
            this.#run.problem(`deviceRides: a ride sent again was answered ${result.status}, not duplicate`);
          }
        }
      }
      return true;
    } catch (error) {
      this.#failed('deviceRides', error);
      return false;
    }
  }

  #takeRideAnswer(rides: readonly DeviceRide[], results: readonly DeviceRideResult[]): void {
    const { summary } = this.#run;
    if (results.length !== rides.length || results.some((result, index) => result.id !== rides[index]?.id)) {
      this.#run.problem('deviceRides: the results do not match the rides sent, one by one');
    }
    for (const result of results) {
      if (result.status === 'accepted') summary.accepted += 1;
      else if (result.status === 'duplicate') summary.duplicate += 1;
      else if (result.status === 'conflict') summary.conflict += 1;
      else bump(summary.rejected, result.reason ?? 'no reason');
    }
  }

  /** Checks a licence file from the server and keeps it when the file itself is sound. */
  async #takeLicenseFile(file: LicenseFile): Promise<void> {
    let check = this.#checkFile(file);
    if (!check.ok && check.problem === 'unknown_key') {
      // Keys rotate: a file may come from a key published after the machine last looked.
      try {
        this.#publishedKeys = (await this.#client.keys()).keys;
        check = this.#checkFile(file);
      } catch (error) {
        this.#failed('deviceKeys', error);
      }
    }
    if (!check.ok && badFileProblems.has(check.problem)) {
      bump(this.#run.summary.licenseFileFailures, check.problem);
      this.#run.problem(`licence file refused: ${check.problem}`);
      return;
    }
    this.#run.summary.licenseFilesVerified += 1;
    this.#saved.licenseFile = file;
    if (check.ok) {
      this.#learnServerTime(check.payload.serverTime);
      if (this.#code === null) this.#block = check.payload.block;
    }
  }

  #checkFile(file: LicenseFile): LicenseFileCheck {
    const { latestServerTime } = this.#saved;
    return checkLicenseFile(file, {
      keys: this.#publishedKeys,
      fingerprint: this.#saved.fingerprint,
      now: this.#now(),
      latestServerTime: latestServerTime ? new Date(latestServerTime) : null,
      clockToleranceMs: deviceRules.clockToleranceMs,
    });
  }

  #learnServerTime(serverTime: string): void {
    const latest = this.#saved.latestServerTime;
    if (!latest || Date.parse(serverTime) > Date.parse(latest)) this.#saved.latestServerTime = serverTime;
  }

  #failed(endpoint: DeviceEndpoint, error: unknown): void {
    if (error instanceof DeviceNetworkError && !this.#online()) {
      this.#run.summary.offlineFailures += 1;
      return;
    }
    if (error instanceof DeviceApiError && error.status === 401) {
      this.#halted = 'token refused (401)';
      this.#halt.abort();
      this.#run.options.log(`${this.profile.name}: ${error.message}; it stops`);
    }
    const message = error instanceof Error ? error.message : String(error);
    this.#run.problem(message.startsWith(endpoint) ? message : `${endpoint}: ${message}`);
  }

  /** The machine's own clock, skewed for some. */
  #now(): Date {
    return new Date(Date.now() + this.profile.clockSkewMs);
  }

  #online(): boolean {
    const window = this.profile.offline;
    const elapsed = Date.now() - this.#run.startedAt;
    const cycle = this.#run.options.offlineCycle;
    if (window && cycle) {
      const intoCycle = elapsed % cycle.everyMs;
      return intoCycle < cycle.afterMs || intoCycle >= cycle.afterMs + cycle.forMs;
    }
    return !window || elapsed < window.fromMs || elapsed >= window.untilMs;
  }

  /** Real milliseconds for `ms` of the machine's time. */
  #scaled(ms: number): number {
    return ms / this.#run.options.speed;
  }

  /** The network as this machine sees it: none while offline; its own address when asked to send one. */
  #fetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
    if (!this.#online()) return Promise.reject(new TypeError('network unreachable (offline on purpose)'));
    const headers = new Headers(init?.headers);
    if (this.profile.forwardedFor) headers.set('x-forwarded-for', this.profile.forwardedFor);
    return fetch(input, { ...init, headers });
  }

  #save(): Promise<void> {
    return writeFileAtomically(path.join(this.#dir, 'machine.json'), `${JSON.stringify(this.#saved, null, 2)}\n`);
  }
}

function newMachine(server: string, name: string): SavedMachine {
  const keyPair = makeDeviceKeyPair();
  return {
    server,
    hostname: name,
    fingerprint: createHash('sha256').update(randomBytes(32)).digest('hex').slice(0, 32),
    privateKeyPem: exportPrivateKey(keyPair.privateKey),
    activation: null,
    licenseFile: null,
    latestServerTime: null,
    scenarios: null,
  };
}

/** The emulator holds the server to the contract: an answer its schema refuses is a problem of the server. */
function checkAnswer(endpoint: DeviceEndpoint, body: unknown): void {
  const schema: RouteDefinition['response'] = routes[endpoint].response;
  const result = schema.safeParse(body);
  if (result.success) return;
  const issues = result.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.') || '(body)'} ${issue.message}`);
  throw new Error(`${endpoint}: answer off the contract: ${issues.join('; ')}`);
}

/** Dotted versions compared number by number (`2.10.0` after `2.9.1`); anything else compares as 0. */
export function compareVersions(a: string, b: string): number {
  const parts = (version: string) => version.split(/[.+-]/).map((part) => Number.parseInt(part, 10) || 0);
  const [left, right] = [parts(a), parts(b)];
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** Waits `ms` unless `signal` aborts first; true when the whole time passed. */
function pause(ms: number, signal: AbortSignal): Promise<boolean> {
  if (signal.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve(true);
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

/** A small seeded generator (mulberry32), so `--seed` repeats a run's choices. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function shuffle<Item>(items: Item[], random: () => number): Item[] {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [items[index], items[other]] = [items[other] as Item, items[index] as Item];
  }
  return items;
}

function progressLine(run: Run, devices: readonly EmulatedDevice[]): string {
  const { summary } = run;
  const states = { playing: 0, refusing: 0, offline: 0, halted: 0 };
  for (const device of devices) states[device.state] += 1;
  const pending = devices.reduce((sum, device) => sum + device.pendingCount, 0);
  const rejected = Object.values(summary.rejected).reduce((sum, count) => sum + count, 0);
  return (
    `[${clock(Math.round((Date.now() - run.startedAt) / 1000))}] ` +
    `machines ${states.playing} playing, ${states.refusing} refusing, ${states.offline} offline, ${states.halted} halted · ` +
    `rides played ${summary.ridesPlayed}, sent ${summary.ridesSent}, accepted ${summary.accepted}, ` +
    `duplicate ${summary.duplicate}, conflict ${summary.conflict}, rejected ${rejected}, pending ${pending}`
  );
}
