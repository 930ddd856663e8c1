import { eq } from 'drizzle-orm';
import { blockReasonCodes, gameModels, normalizeForSearch } from '@orbit/domain';
import type { BlockReason, GameModel } from '@orbit/domain';
import type { Database } from '../db/client.ts';
import type { DemoAccount } from './demo-accounts.ts';
import {
  addresses,
  bigmacIndex,
  blockingOrders,
  licenses,
  news,
  newsTexts,
  purchasedScenarios,
  scenarioRestrictedCountries,
  scenarios,
  scenarioTexts,
  tariffs,
  temporaryUnblockRequests,
  users,
} from '../db/schema.ts';
import { clientMarkets, licenseNotes, newsItems, scenarioAdjectives, scenarioPlaces, venueNames } from './catalogue.ts';
import type { ClientMarket } from './catalogue.ts';
import { insertDemoNotifications } from './notifications.ts';
import { createRandom } from './random.ts';
import type { Random } from './random.ts';
import { insertDemoRides, insertDemoWalletRecords, stampLicensesOnline } from './rides.ts';
import type { RidePlan } from './rides.ts';

/** Any fixed number: the same seed gives the same demo business on every machine. */
const demoRandomSeed = 20_260_301;
const dayMs = 86_400_000;

export interface DemoBusinessOptions {
  /** Every date of the demo data is counted back from the UTC midnight of this moment. */
  now: Date;
  /** How many rides to spread over the last year. */
  rides: number;
  /** Hash of the demo password, shared by every generated client. */
  passwordHash: string;
  countryIds: ReadonlyMap<string, number>;
  /** The demo accounts already inserted; staff issue the data, clients own part of it. */
  accounts: readonly DemoAccount[];
}

export interface DemoBusinessCounts {
  clients: number;
  licenses: number;
  scenarios: number;
  rides: number;
}

interface DemoClient {
  id: number;
  name: string;
  nameAsInContract: string | null;
  countryAlpha2: string;
  timezone: string;
  createdAt: Date;
  market: ClientMarket;
}

interface DemoLicense {
  id: number;
  userId: number;
  gameModel: GameModel;
  createdAt: Date;
  revokedAt: Date | null;
  unlimitedSince: Date | null;
  /** Relative share of the rides: busy venues ride more. */
  weight: number;
  /** Sellable scenarios the licence holds, besides the free ones of its game model. */
  purchased: number[];
}

type LicenseKind = 'limited' | 'unlimited' | 'offline' | 'revoked';

/**
 * The believable business around the demo accounts (ADR 0011): clients in several markets and time zones,
 * licences of every kind, the scenario catalogue, news, blocking orders, a year of rides and the wallet
 * records that pay for them. Deterministic for a given `now`.
 */
export async function seedDemoBusiness(tx: Database, options: DemoBusinessOptions): Promise<DemoBusinessCounts> {
  const random = createRandom(demoRandomSeed);
  const anchor = Math.floor(options.now.getTime() / dayMs) * dayMs;
  const daysAgo = (days: number, hours = 0) => new Date(anchor - days * dayMs + hours * 3_600_000);
  const staffIds = options.accounts.filter((account) => account.scope !== 'user').map((account) => account.id);
  const [adminId = 1, supervisorId = adminId] = staffIds;
  const countryId = (alpha2: string) => {
    const id = options.countryIds.get(alpha2);
    if (id === undefined) throw new Error(`Unknown country ${alpha2}`);
    return id;
  };

  const clients = await insertClients(tx, random, options, daysAgo, countryId);
  await tx.insert(addresses).values(
    clients.map((client) => ({
      userId: client.id,
      fullName: client.nameAsInContract ?? client.name,
      countryId: countryId(client.countryAlpha2),
      streetLine1: `${random.pick(client.market.streets)}, ${random.int(10, 2400)}`,
      streetLine2: random.chance(0.3) ? `Loja ${random.int(1, 300)}` : null,
      city: random.pick(client.market.cities),
      state: null,
      zipCode: String(random.int(10_000, 99_999)),
      phoneNumber: `+${random.int(1, 99)} ${random.int(100, 999)} ${random.int(100_000, 999_999)}`,
    })),
  );

  const scenarioCatalogue = await insertScenarios(tx, random, adminId, daysAgo, countryId);
  const demoLicenses = await insertLicenses(tx, random, clients, [adminId, supervisorId], daysAgo, anchor);
  await insertPurchases(tx, random, demoLicenses, scenarioCatalogue, anchor);
  await insertBlocking(tx, random, clients, demoLicenses, [adminId, supervisorId], daysAgo);
  await insertNews(tx, [adminId, supervisorId], daysAgo);
  await tx
    .insert(bigmacIndex)
    .values(clientMarkets.map((market) => ({ countryId: countryId(market.countryAlpha2), coins: market.bigmacCoins })));

  // Every client pays its tariff per customer from the day it joined (ADR 0049).
  await tx.insert(tariffs).values(
    clients.map((client) => ({
      userId: client.id,
      coinsPerCustomer: demoCoinsPerCustomer(client.id),
      validFrom: client.createdAt,
      issuerUserId: null,
    })),
  );
  const plans = ridePlans(random, demoLicenses, scenarioCatalogue, clients, options.now);
  const rideCount = await insertDemoRides(tx, plans, options.rides);
  // The blocked demo account stopped buying coins, which is why its account is blocked.
  const unpaidUserIds = options.accounts.filter((account) => account.mayRequestUnblock).map((account) => account.id);
  await insertDemoWalletRecords(tx, {
    now: options.now,
    staffIds,
    unpaidUserIds,
    openingDates: clients
      .filter((client) => !unpaidUserIds.includes(client.id))
      .map((client) => ({ userId: client.id, at: new Date(client.createdAt.getTime() + dayMs) })),
  });
  await stampLicensesOnline(tx, options.now);
  await insertDemoNotifications(tx, options.accounts);
  return {
    clients: clients.length,
    licenses: demoLicenses.length,
    scenarios: scenarioCatalogue.length,
    rides: rideCount,
  };
}

async function insertClients(
  tx: Database,
  random: Random,
  options: DemoBusinessOptions,
  daysAgo: (days: number, hours?: number) => Date,
  countryId: (alpha2: string) => number,
): Promise<DemoClient[]> {
  const marketOf = (alpha2: string): ClientMarket => {
    const market = clientMarkets.find((candidate) => candidate.countryAlpha2 === alpha2);
    if (!market) throw new Error(`No demo market for the demo account's country ${alpha2}`);
    return market;
  };
  const demoClients: DemoClient[] = options.accounts
    .filter((account) => account.scope === 'user')
    .map((account) => ({
      id: account.id,
      name: account.name,
      nameAsInContract: account.nameAsInContract,
      countryAlpha2: account.countryAlpha2,
      timezone: account.timezone,
      createdAt: new Date(account.createdAt),
      market: marketOf(account.countryAlpha2),
    }));

  let id = Math.max(...options.accounts.map((account) => account.id));
  const generated: (DemoClient & { email: string; mayRequestUnblock: boolean })[] = [];
  for (const market of clientMarkets) {
    for (let index = 0; index < market.clients; index++) {
      id += 1;
      const first = random.pick(market.firstNames);
      const last = random.pick(market.lastNames);
      generated.push({
        id,
        name: `${first} ${last}`,
        nameAsInContract: random.chance(0.6) ? `${last} ${market.companySuffix}` : null,
        email: `${normalizeForSearch(first)}.${normalizeForSearch(last)}.${id}@example.com`,
        countryAlpha2: market.countryAlpha2,
        timezone: random.pick(market.timezones),
        createdAt: daysAgo(random.int(430, 1500), random.int(8, 18)),
        mayRequestUnblock: random.chance(0.3),
        market,
      });
    }
  }
  await tx.insert(users).values(
    generated.map((client) => ({
      id: client.id,
      name: client.name,
      nameAsInContract: client.nameAsInContract,
      email: client.email,
      passwordHash: options.passwordHash,
      scope: 'user' as const,
      countryId: countryId(client.countryAlpha2),
      timezone: client.timezone,
      createdAt: client.createdAt,
      emailVerifiedAt: client.createdAt,
      mayRequestUnblock: client.mayRequestUnblock,
    })),
  );
  return [...demoClients, ...generated];
}

interface CatalogueScenario {
  id: number;
  gameModel: GameModel;
  free: boolean;
  isActive: boolean;
}

/** docs/domain.md#constants-and-limits numbers the scenarios 0–34, 100, 101 and 201–203. */
const scenarioIds = [...Array.from({ length: 35 }, (_, id) => id), 100, 101, 201, 202, 203];

async function insertScenarios(
  tx: Database,
  random: Random,
  issuerUserId: number,
  daysAgo: (days: number) => Date,
  countryId: (alpha2: string) => number,
): Promise<CatalogueScenario[]> {
  const catalogue = scenarioIds.map((id, index) => {
    const gameModel: GameModel = id < 100 ? gameModels[0] : gameModels[1];
    const free = id <= 9 || id === 100;
    const usdCents = free ? null : random.pick([499, 799, 999, 1499, 1999]);
    const place = scenarioPlaces[index % scenarioPlaces.length];
    const adjective = scenarioAdjectives[Math.floor(index / scenarioPlaces.length) % scenarioAdjectives.length];
    if (!place || !adjective) throw new Error('The scenario word lists are empty');
    const createdAt = daysAgo(900 - index * 12);
    return {
      row: {
        id,
        gameModel,
        gameModelId: id < 100 ? id : id % 100,
        isActive: id !== 33 && id !== 34,
        version: `1.${random.int(0, 4)}.0`,
        minGameVersion: `2.${random.int(0, 3)}.0`,
        timeSeconds: random.int(18, 60) * 10,
        imageKey: null,
        createdAt,
        updatedAt: createdAt,
        issuerUserId,
        usdCents,
        brlCents: usdCents === null ? null : usdCents * 5,
      },
      texts: [
        {
          scenarioId: id,
          language: 'en' as const,
          title: `${adjective.en} ${place.en.place}`,
          theme: place.en.theme,
          description: `A ride through the ${adjective.en.toLowerCase()} ${place.en.place.toLowerCase()}, with drops, turns and a final climb.`,
        },
        {
          scenarioId: id,
          language: 'pt' as const,
          title: `${place.pt.place} ${place.pt.feminine ? adjective.ptFeminine : adjective.pt}`,
          theme: place.pt.theme,
          description: `Um passeio por ${place.pt.feminine ? 'uma' : 'um'} ${place.pt.place.toLowerCase()} ${(place.pt.feminine ? adjective.ptFeminine : adjective.pt).toLowerCase()}, com quedas, curvas e uma subida final.`,
        },
      ],
    };
  });
  await tx.insert(scenarios).values(catalogue.map((scenario) => scenario.row));
  await tx.insert(scenarioTexts).values(catalogue.flatMap((scenario) => scenario.texts));
  // A few paid scenarios are not sold in two markets (licensing of their soundtrack).
  await tx.insert(scenarioRestrictedCountries).values(
    [20, 21, 22, 201].flatMap((scenarioId) => [
      { scenarioId, countryId: countryId('AE') },
      { scenarioId, countryId: countryId('JP') },
    ]),
  );
  return catalogue.map(({ row }) => ({
    id: row.id,
    gameModel: row.gameModel,
    free: row.usdCents === null,
    isActive: row.isActive,
  }));
}

interface LicenseSpec {
  label: string;
  gameModel: GameModel;
  kind: LicenseKind;
  createdAt: Date;
  weight: number;
}

async function insertLicenses(
  tx: Database,
  random: Random,
  clients: readonly DemoClient[],
  issuers: readonly number[],
  daysAgo: (days: number, hours?: number) => Date,
  anchor: number,
): Promise<DemoLicense[]> {
  const specsOf = (client: DemoClient, index: number): LicenseSpec[] => {
    // The two demo clients are the README's; the others are drawn at random.
    if (index === 0) {
      return [
        {
          label: 'Parque Aventura 1',
          gameModel: 'OrbitCoaster',
          kind: 'limited',
          createdAt: new Date('2023-10-02T13:00:00Z'),
          weight: 9,
        },
        {
          label: 'Parque Aventura 2',
          gameModel: 'OrbitCoaster',
          kind: 'limited',
          createdAt: new Date('2024-02-10T15:00:00Z'),
          weight: 7,
        },
        {
          label: 'Parque Aventura 3',
          gameModel: 'BubbleCoaster',
          kind: 'limited',
          createdAt: new Date('2024-06-01T12:00:00Z'),
          weight: 6,
        },
        {
          label: 'Shopping Norte 1',
          gameModel: 'OrbitCoaster',
          kind: 'unlimited',
          createdAt: new Date('2024-03-05T14:00:00Z'),
          weight: 8,
        },
        {
          label: 'Shopping Norte 2',
          gameModel: 'BubbleCoaster',
          kind: 'offline',
          createdAt: new Date('2024-08-19T16:00:00Z'),
          weight: 5,
        },
        {
          label: 'Mall Plaza 1',
          gameModel: 'OrbitCoaster',
          kind: 'revoked',
          createdAt: new Date('2023-11-11T11:00:00Z'),
          weight: 4,
        },
      ];
    }
    if (index === 1) {
      return [
        {
          label: 'Luna Park 1',
          gameModel: 'OrbitCoaster',
          kind: 'limited',
          createdAt: new Date('2024-01-15T10:00:00Z'),
          weight: 5,
        },
        {
          label: 'Luna Park 2',
          gameModel: 'OrbitCoaster',
          kind: 'limited',
          createdAt: new Date('2024-04-02T10:00:00Z'),
          weight: 4,
        },
        {
          label: 'Luna Park 3',
          gameModel: 'BubbleCoaster',
          kind: 'unlimited',
          createdAt: new Date('2024-05-20T10:00:00Z'),
          weight: 3,
        },
      ];
    }
    const venue = random.pick(venueNames);
    return Array.from({ length: random.int(1, 6) }, (_, number) => {
      const roll = random.next();
      const kind: LicenseKind =
        roll < 0.55 ? 'limited' : roll < 0.78 ? 'unlimited' : roll < 0.88 ? 'offline' : 'revoked';
      const earliest = Math.ceil((anchor - client.createdAt.getTime()) / 86_400_000);
      const createdAt = random.chance(0.8) ? daysAgo(random.int(380, earliest), 14) : daysAgo(random.int(15, 300), 14);
      return {
        label: `${venue} ${number + 1}`,
        gameModel: random.chance(0.7) ? 'OrbitCoaster' : 'BubbleCoaster',
        kind,
        createdAt,
        weight: random.int(1, 6),
      };
    });
  };

  const rows: (typeof licenses.$inferInsert)[] = [];
  const demoLicenses: DemoLicense[] = [];
  clients.forEach((client, clientIndex) => {
    for (const spec of specsOf(client, clientIndex)) {
      const id = rows.length + 1;
      const age = Math.max(1, Math.floor((anchor - spec.createdAt.getTime()) / 86_400_000));
      const unlimitedSince = ['unlimited', 'offline'].includes(spec.kind)
        ? daysAgo(random.int(20, Math.min(330, age)), 9)
        : null;
      const revokedAt = spec.kind === 'revoked' ? daysAgo(random.int(20, Math.min(250, age)), 17) : null;
      rows.push({
        id,
        key: licenseKey(random),
        label: spec.label,
        gameModel: spec.gameModel,
        notes: random.chance(0.35) ? random.pick(licenseNotes) : '',
        issuerUserId: random.pick(issuers),
        userId: client.id,
        createdAt: spec.createdAt,
        updatedAt: spec.createdAt,
        revokedAt,
        revokedUserId: revokedAt ? random.pick(issuers) : null,
        unlimitedSince,
        unlimitedOfflineTimeSince:
          spec.kind === 'offline' && unlimitedSince
            ? new Date(unlimitedSince.getTime() + random.int(3, 15) * dayMs)
            : null,
      });
      demoLicenses.push({
        id,
        userId: client.id,
        gameModel: spec.gameModel,
        createdAt: spec.createdAt,
        revokedAt,
        unlimitedSince,
        weight: spec.weight,
        purchased: [],
      });
    }
  });
  await tx.insert(licenses).values(rows);
  return demoLicenses;
}

const keyAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Five groups of four characters without look-alikes (no 0/O, 1/I). */
function licenseKey(random: Random): string {
  return Array.from({ length: 5 }, () =>
    Array.from({ length: 4 }, () => keyAlphabet.charAt(random.int(0, keyAlphabet.length - 1))).join(''),
  ).join('-');
}

async function insertPurchases(
  tx: Database,
  random: Random,
  demoLicenses: DemoLicense[],
  catalogue: readonly CatalogueScenario[],
  anchor: number,
): Promise<void> {
  const rows: (typeof purchasedScenarios.$inferInsert)[] = [];
  for (const license of demoLicenses) {
    const sellable = catalogue.filter(
      (scenario) => !scenario.free && scenario.isActive && scenario.gameModel === license.gameModel,
    );
    const wanted = random.int(0, 3);
    const chosen = new Set<number>();
    while (chosen.size < Math.min(wanted, sellable.length)) chosen.add(random.pick(sellable).id);
    for (const scenarioId of chosen) {
      const span = Math.max(1, Math.floor((anchor - license.createdAt.getTime()) / dayMs));
      const createdAt = new Date(license.createdAt.getTime() + random.int(0, Math.min(span, 200)) * dayMs);
      const removed = random.chance(0.15);
      rows.push({
        licenseId: license.id,
        scenarioId,
        createdAt,
        removedAt: removed ? new Date(createdAt.getTime() + 30 * dayMs) : null,
      });
      if (!removed) license.purchased.push(scenarioId);
    }
  }
  if (rows.length > 0) await tx.insert(purchasedScenarios).values(rows);
}

async function insertBlocking(
  tx: Database,
  random: Random,
  clients: readonly DemoClient[],
  demoLicenses: readonly DemoLicense[],
  issuers: readonly number[],
  daysAgo: (days: number, hours?: number) => Date,
): Promise<void> {
  const [, blocked] = clients;
  const [admin = 1, supervisor = admin] = issuers;
  if (!blocked) return;
  const order = (reason: BlockReason, fields: Omit<typeof blockingOrders.$inferInsert, 'code' | 'reason'>) => ({
    ...fields,
    code: blockReasonCodes[reason],
    reason,
  });
  const blockedLicense = demoLicenses.find((license) => license.userId === blocked.id);
  const rows: (typeof blockingOrders.$inferInsert)[] = [
    // The blocked demo account: blocked before, unblocked for a week, paid, and blocked again 20 days ago.
    order('insufficient-coin-balance', {
      userId: blocked.id,
      issuerUserId: supervisor,
      createdAt: daysAgo(75, 10),
      revokedAt: daysAgo(50, 11),
      revokedUserId: admin,
    }),
    order('insufficient-coin-balance', { userId: blocked.id, issuerUserId: supervisor, createdAt: daysAgo(20, 10) }),
    order('pending-part-devolution', {
      userId: blocked.id,
      licenseId: blockedLicense?.id,
      issuerUserId: admin,
      createdAt: daysAgo(200, 9),
      revokedAt: daysAgo(170, 15),
      revokedUserId: admin,
    }),
  ];
  const generated = clients.slice(2);
  const reasons: BlockReason[] = ['financial-debt', 'pending-agreement', 'pending-part-devolution', 'owner-request'];
  for (let index = 0; index < 8; index++) {
    const client = random.pick(generated);
    const license = demoLicenses.find((candidate) => candidate.userId === client.id && !candidate.revokedAt);
    if (!license) continue;
    const createdAt = daysAgo(random.int(5, 300), 12);
    const finished = index % 2 === 0;
    rows.push(
      order(random.pick(reasons), {
        userId: client.id,
        licenseId: license.id,
        issuerUserId: random.pick(issuers),
        createdAt,
        ...(finished && { revokedAt: new Date(createdAt.getTime() + 4 * dayMs), revokedUserId: admin }),
      }),
    );
  }
  // One generated client has its whole account blocked and a temporary unblock running (the amber banner).
  const indebted = generated[3];
  if (indebted) {
    await tx.update(users).set({ mayRequestUnblock: true }).where(eq(users.id, indebted.id));
    rows.push(order('financial-debt', { userId: indebted.id, issuerUserId: supervisor, createdAt: daysAgo(10, 9) }));
  }
  await tx.insert(blockingOrders).values(rows);
  await tx
    .insert(temporaryUnblockRequests)
    .values([
      { userId: blocked.id, createdAt: daysAgo(60, 13), expiresAt: daysAgo(53, 13) },
      ...(indebted ? [{ userId: indebted.id, createdAt: daysAgo(2, 16), expiresAt: daysAgo(-5, 16) }] : []),
    ]);
}

async function insertNews(tx: Database, issuers: readonly number[], daysAgo: (days: number, hours?: number) => Date) {
  const rows = newsItems.map((_, index) => {
    const createdAt = daysAgo(12 + index * 38, 11);
    return {
      // The two oldest are switched off, so the admin list differs from the clients'.
      isActive: index < newsItems.length - 2,
      createdAt,
      updatedAt: createdAt,
      issuerUserId: issuers[index % issuers.length] ?? 1,
      imageKey: null,
    };
  });
  const inserted = await tx.insert(news).values(rows).returning({ id: news.id });
  await tx.insert(newsTexts).values(
    inserted.flatMap(({ id }, index) => {
      const item = newsItems[index];
      return item
        ? [
            { newsId: id, language: 'en' as const, ...item.en },
            { newsId: id, language: 'pt' as const, ...item.pt },
          ]
        : [];
    }),
  );
}

/** Half the demo clients pay two coins per customer, the others one. */
function demoCoinsPerCustomer(userId: number): number {
  return userId % 2 === 0 ? 2 : 1;
}

function ridePlans(
  random: Random,
  demoLicenses: readonly DemoLicense[],
  catalogue: readonly CatalogueScenario[],
  clients: readonly DemoClient[],
  now: Date,
): RidePlan[] {
  const yearAgo = now.getTime() - 365 * dayMs;
  const timezoneOf = new Map(clients.map((client) => [client.id, client.timezone]));
  return demoLicenses.flatMap((license) => {
    const activeFrom = Math.max(license.createdAt.getTime(), yearAgo);
    const activeTo = Math.min(license.revokedAt?.getTime() ?? now.getTime(), now.getTime());
    if (activeTo - activeFrom < dayMs) return [];
    const free = catalogue.filter(
      (scenario) => scenario.free && scenario.isActive && scenario.gameModel === license.gameModel,
    );
    return [
      {
        licenseId: license.id,
        timezone: timezoneOf.get(license.userId) ?? 'UTC',
        activeFrom: new Date(activeFrom),
        activeTo: new Date(activeTo),
        // The day of activeTo counts too, so the demo has today's rides up to the moment it was seeded.
        activeDays: Math.floor((activeTo - activeFrom) / dayMs) + 1,
        unlimitedSince: license.unlimitedSince,
        scenarioIds: [...free.map((scenario) => scenario.id), ...license.purchased],
        coinsPerCustomer: demoCoinsPerCustomer(license.userId),
        creditsPerCustomer: random.pick([8, 10, 12, 15]),
        share: license.weight * ((activeTo - activeFrom) / (365 * dayMs)),
      },
    ];
  });
}
