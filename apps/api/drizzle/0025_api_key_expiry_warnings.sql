-- Expiry warnings of API keys (ADR 0092): the notification kind, and on each key the smallest warning (30, 7 or 1 days
-- before its expiry) already given. The warning and this mark are written in one transaction, and the mark only moves
-- down, so each threshold is told once per key however often or in however many processes the job runs. A change of
-- the expiry clears it.
ALTER TABLE "api_keys" ADD COLUMN "expiry_warned_days" integer;--> statement-breakpoint
CREATE INDEX "api_keys_expires_at" ON "api_keys" USING btree ("expires_at") WHERE "revoked_at" IS NULL;--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('accountBlocked', 'accountUnblocked', 'temporaryUnblockGranted', 'temporaryUnblockEnded', 'coinsInserted', 'licenseCreated', 'licenseRevoked', 'debitAwaitingApproval', 'debitDecided', 'newSignIn', 'secondFactorChanged', 'coasterOffline', 'coasterStillOffline', 'coasterBackOnline', 'coasterSilent', 'coasterSyncBacklog', 'licenseFileExpiring', 'walletRunwayLow', 'venueOutage', 'runwayWatchList', 'outdatedAppVersions', 'apiKeyExpiring'));--> statement-breakpoint
ALTER TABLE "notification_preferences" DROP CONSTRAINT "notification_preferences_kind_check";--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_kind_check" CHECK ("notification_preferences"."kind" in ('accountBlocked', 'accountUnblocked', 'temporaryUnblockGranted', 'temporaryUnblockEnded', 'coinsInserted', 'licenseCreated', 'licenseRevoked', 'debitAwaitingApproval', 'debitDecided', 'newSignIn', 'secondFactorChanged', 'coasterOffline', 'coasterStillOffline', 'coasterBackOnline', 'coasterSilent', 'coasterSyncBacklog', 'licenseFileExpiring', 'walletRunwayLow', 'venueOutage', 'runwayWatchList', 'outdatedAppVersions', 'apiKeyExpiring'));
