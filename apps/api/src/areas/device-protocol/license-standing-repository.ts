import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { BlockReason, GameModel } from '@orbit/domain';
import type { Database } from '../../db/client.ts';
import { selectRows } from '../../db/rows.ts';
import { purchasedScenarios, scenarios } from '../../db/schema.ts';
import { balanceQuery } from '../wallet/index.ts';

export type PlayableScenarioRow = typeof scenarios.$inferSelect;
export type ScenarioHoldingRow = Awaited<
  ReturnType<ReturnType<typeof licenseStandingRepository>['scenarioHoldings']>
>[number];

/**
 * The rule of what a licence may play: active scenarios of its game model, free ones (no price) or transferred to it
 * and not removed.
 */
function playable(licenseId: SQL, gameModel: SQL): SQL {
  const held = sql`select ${purchasedScenarios.scenarioId} from ${purchasedScenarios}
    where ${purchasedScenarios.licenseId} = ${licenseId} and ${purchasedScenarios.removedAt} is null`;
  return sql`${scenarios.isActive} and ${scenarios.gameModel} = ${gameModel}
    and (${scenarios.usdCents} is null or ${scenarios.id} in (${held}))`;
}

/** The scenarios of a licence, as its machine plays and reports them. */
export function licenseStandingRepository(db: Database) {
  return {
    /** Active scenarios the licence may play, whole: the free ones of its game model and those transferred to it. */
    playableScenarios(licenseId: number, gameModel: GameModel): Promise<PlayableScenarioRow[]> {
      return db
        .select()
        .from(scenarios)
        .where(playable(sql`${licenseId}::int`, sql`${gameModel}`))
        .orderBy(asc(scenarios.id));
    },

    /**
     * Every scenario the licence could have played a ride on: the free ones of its game model whatever their state
     * now, and each transfer with the time it was removed, if it was.
     */
    scenarioHoldings(licenseId: number, gameModel: GameModel) {
      return db
        .select({ scenarioId: scenarios.id, removedAt: purchasedScenarios.removedAt })
        .from(scenarios)
        .leftJoin(
          purchasedScenarios,
          and(eq(purchasedScenarios.scenarioId, scenarios.id), eq(purchasedScenarios.licenseId, licenseId)),
        )
        .where(
          and(
            eq(scenarios.gameModel, gameModel),
            or(isNull(scenarios.usdCents), sql`${purchasedScenarios.id} is not null`),
          ),
        );
    },
  };
}

/** A licence with what its machine is told about it, read in one statement (see `readLicenseStanding`). */
export interface LicenseStandingRow {
  license: {
    id: number;
    key: string;
    label: string;
    gameModel: GameModel;
    userId: number;
    createdAt: string;
    revokedAt: string | null;
    unlimitedSince: string | null;
    unlimitedOfflineTimeSince: string | null;
  };
  /** Open orders on the licence or on its owner's whole account, oldest first. */
  orders: { code: number; reason: BlockReason; createdAt: string; licenseKey: string | null }[];
  /** The owner's newest temporary unblock request. */
  unblock: { createdAt: string; expiresAt: string; archivedAt: string | null } | null;
  coinsBalance: number;
  /** The tariff valid at the moment asked; null before the client's first. */
  coinsPerCustomer: number | null;
  /** What the licence may play now: the free active scenarios of its game model and those transferred to it. */
  scenarios: { id: number; version: string }[];
}

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Everything a machine's answers say about its licence, in one statement, because a heartbeat every few minutes
 * from every machine must cost the database little (ADR 0049): the licence, the orders that block it, the owner's
 * latest unblock request, balance and tariff, and the scenarios it may play.
 */
export async function readLicenseStanding(db: Database, licenseId: number, at: Date): Promise<LicenseStandingRow> {
  const owner = sql`(select user_id from license)`;
  const [row] = await selectRows<Omit<LicenseStandingRow, 'coinsBalance'> & { coinsBalance: string }>(
    db,
    sql`
    with license as (select * from licenses where id = ${licenseId})
    select
      (select json_build_object('id', id, 'key', key, 'label', label, 'gameModel', game_model, 'userId', user_id,
              'createdAt', ${iso(sql`created_at`)}, 'revokedAt', ${iso(sql`revoked_at`)},
              'unlimitedSince', ${iso(sql`unlimited_since`)},
              'unlimitedOfflineTimeSince', ${iso(sql`unlimited_offline_time_since`)}) from license) as license,
      (select coalesce(json_agg(json_build_object('code', o.code, 'reason', o.reason, 'createdAt',
                ${iso(sql`o.created_at`)}, 'licenseKey', blocked.key) order by o.created_at, o.id), '[]')
         from blocking_orders o left join licenses blocked on blocked.id = o.license_id
         where o.user_id = ${owner} and o.revoked_at is null
           and (o.license_id is null or o.license_id = ${licenseId})) as orders,
      (select json_build_object('createdAt', ${iso(sql`created_at`)}, 'expiresAt', ${iso(sql`expires_at`)},
              'archivedAt', ${iso(sql`archived_at`)})
         from temporary_unblock_requests where user_id = ${owner}
         order by created_at desc, id desc limit 1) as unblock,
      (select "coinsBalance" from (${await balanceQuery(db, owner)}) as balance) as "coinsBalance",
      (select coins_per_customer from tariffs where user_id = ${owner} and valid_from <= ${at.toISOString()}::timestamptz
         order by valid_from desc, id desc limit 1) as "coinsPerCustomer",
      (select coalesce(json_agg(json_build_object('id', id, 'version', version) order by id), '[]')
         from scenarios where ${playable(sql`${licenseId}::int`, sql`(select game_model from license)`)}) as scenarios`,
  );
  if (!row?.license) throw new Error(`Licence ${licenseId} of a device is missing`);
  return { ...row, coinsBalance: Number(row.coinsBalance) };
}
