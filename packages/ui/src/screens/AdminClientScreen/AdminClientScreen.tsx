import { lazy, Suspense, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type {
  AdminDevice,
  AdminEditUserRequest,
  AdminUser,
  BlockingOrder,
  ClientActivityEntry,
  Tariff,
  WalletBalance,
} from '@orbit/contract';
import { useTranslation } from '@orbit/i18n';
import { media, vars } from '../../theme/vars.ts';
import { AccountAccessCard } from '../../components/AccountAccessCard/index.ts';
import { ActivityTimeline } from '../../components/ActivityTimeline/index.ts';
import { BlockingOrdersTable } from '../../components/BlockingOrdersTable/index.ts';
import { ClientDevicesCard } from '../../components/ClientDevicesCard/index.ts';
import { ClientInfoCard } from '../../components/ClientInfoCard/index.ts';
import { ClientTariffCard } from '../../components/ClientTariffCard/index.ts';
import { ClientWalletCard } from '../../components/ClientWalletCard/index.ts';
import { DelayedLoader } from '../../components/DelayedLoader/index.ts';
import { EmptyState } from '../../components/EmptyState/index.ts';
import { ErrorState } from '../../components/ErrorState/index.ts';
import { InsertCoinsDialog, type InsertCoinsOutcome } from '../../components/InsertCoinsDialog/index.ts';
import { Link } from '../../components/Link/index.ts';
import { ScreenHeader } from '../../components/ScreenHeader/index.ts';
import { Stack } from '../../components/Stack/index.ts';
import { TariffEditorDialog } from '../../components/TariffEditorDialog/index.ts';

// The edit dialog's form code (Formik and its schema, about 24 KB gzipped) arrives when the dialog first opens, not
// with the page (ADR 0040); the dialog shows a moment later, over the page, so nothing on it moves.
const ClientEditorDialog = lazy(async () => ({
  default: (await import('../../components/ClientEditorDialog/index.ts')).ClientEditorDialog,
}));

/** One block of the page as it arrives: loading, failed (with a retry) or here. */
export type AdminClientBlock<Data> =
  { status: 'loading' } | { status: 'error'; onRetry?: () => void } | { status: 'ready'; data: Data };

/** The activity timeline's pages as they arrive. */
export interface AdminClientActivity {
  status: 'loading' | 'error' | 'ready';
  /** The entries loaded so far, newest first. */
  entries: readonly ClientActivityEntry[];
  /** Older entries exist. */
  hasMore: boolean;
  /** The next page is loading. */
  loadingMore: boolean;
  /** Loads the next page. */
  onLoadMore: () => void;
  /** Loads again after an error. */
  onRetry: () => void;
}

export interface AdminClientScreenProps {
  /** The client: loading, failed, unknown (`notFound`) or here. */
  client: AdminClientBlock<AdminUser> | { status: 'notFound' };
  /** The client's coins balance and tickets. */
  wallet: AdminClientBlock<WalletBalance>;
  /** The client's blocking orders, newest first. */
  orders: AdminClientBlock<readonly BlockingOrder[]>;
  /** The activity timeline; absent for who may not read it (colaborador), so it is not shown. */
  activity?: AdminClientActivity;
  /** Saves the client edit; absent for who may not edit this client: no pencil (docs/domain.md#roles-and-permissions). */
  onEditClient?: (request: AdminEditUserRequest) => Promise<unknown>;
  /** The edit dialog shows the scope field (admin only). */
  canChangeScope?: boolean;
  /** Inserts coins with the dialog's Idempotency-Key; absent when the wallet takes no coins from this viewer. */
  onInsertCoins?: (amount: number, idempotencyKey: string) => Promise<InsertCoinsOutcome>;
  /** Finishes a blocking order; absent for who may not (colaborador). */
  onFinishOrder?: (order: BlockingOrder) => Promise<unknown>;
  /** Account security (admin only, ADR 0020); absent hides the card. */
  account?: {
    onDisable: () => Promise<unknown>;
    onEnable: () => Promise<unknown>;
    onEndSessions: () => Promise<{ ended: number }>;
  };
  /** The licences section (list, creation, actions), placed where docs/domain.md#screens-and-addresses puts it: after the blocking orders. */
  licenses?: ReactNode;
  /** The machines of the client's licences (ADR 0049), after the licences; absent hides them (staff accounts). */
  devices?: AdminClientBlock<readonly AdminDevice[]>;
  /** Frees a machine's licence slot; absent for who may not (colaborador): no button. */
  onFreeDevice?: (device: AdminDevice) => Promise<unknown>;
  /** Revokes a machine; absent for who may not (colaborador): no button. */
  onRevokeDevice?: (device: AdminDevice) => Promise<unknown>;
  /** The client's tariff, under the wallet; absent hides it (staff accounts pay none). */
  tariff?: AdminClientBlock<Tariff>;
  /** Sets the tariff through its dialog; absent for who may not (colaborador): read-only. */
  onSetTariff?: (coinsPerCustomer: number) => Promise<unknown>;
  /** "Now", to tell how recently each machine called (the time they were read); the render's time when omitted. */
  now?: Date;
  /** Where the link back to the clients list goes. */
  listHref: string;
  /** The viewer's IANA time zone, for dates; the browser's when omitted. */
  timeZone?: string;
  /** Makes the insert-coins dialog's key; a random UUID when omitted (stories pass a fixed one). */
  makeIdempotencyKey?: () => string;
}

const StyledTop = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr;
  gap: ${vars.space[6]};
  align-items: start;

  ${media.belowList} {
    grid-template-columns: 1fr;
  }
`;

/**
 * The client page of the admin area (docs/domain.md#screens-and-addresses): client info with its edit dialog, the coin wallet with the
 * insert-coins dialog, the tariff with its dialog, the blocking orders, the licences section given by the caller,
 * the machines of the licences (ADR 0049), the activity timeline and, for admins, the account's access. Each block
 * loads and fails on its own.
 */
export function AdminClientScreen({
  client,
  wallet,
  orders,
  activity,
  onEditClient,
  canChangeScope = false,
  onInsertCoins,
  onFinishOrder,
  account,
  licenses,
  devices,
  onFreeDevice,
  onRevokeDevice,
  tariff,
  onSetTariff,
  now,
  listHref,
  timeZone,
  makeIdempotencyKey,
}: AdminClientScreenProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [inserting, setInserting] = useState(false);
  const [changingTariff, setChangingTariff] = useState(false);
  const backLink = (
    <Link href={listHref} variant="standalone">
      {t('adminClients.client.back')}
    </Link>
  );

  if (client.status === 'loading') return <DelayedLoader layout="block" label={t('common.loading')} />;
  if (client.status === 'notFound') {
    return <EmptyState message={t('adminClients.client.notFound')} action={backLink} />;
  }
  if (client.status === 'error') {
    return <ErrorState message={t('adminClients.client.loadError')} onRetry={client.onRetry} />;
  }
  const user = client.data;

  return (
    <Stack gap={6}>
      {backLink}
      <ScreenHeader title={user.name} titleLeading="normal" />
      <StyledTop>
        <ClientInfoCard client={user} timeZone={timeZone} onEdit={onEditClient && (() => setEditing(true))} />
        <Stack gap={6}>
          <ClientWalletCard
            balance={wallet.status === 'ready' ? wallet.data : undefined}
            loading={wallet.status === 'loading'}
            error={wallet.status === 'error'}
            onRetry={wallet.status === 'error' ? wallet.onRetry : undefined}
            onInsertCoins={onInsertCoins && (() => setInserting(true))}
          />
          {tariff && (
            <ClientTariffCard
              tariff={tariff.status === 'ready' ? tariff.data : undefined}
              loading={tariff.status === 'loading'}
              error={tariff.status === 'error'}
              onRetry={tariff.status === 'error' ? tariff.onRetry : undefined}
              onChange={onSetTariff && (() => setChangingTariff(true))}
              timeZone={timeZone}
            />
          )}
          {account && (
            <AccountAccessCard name={user.name} disabledAt={user.disabledAt} timeZone={timeZone} {...account} />
          )}
        </Stack>
      </StyledTop>
      <BlockingOrdersTable
        orders={orders.status === 'ready' ? orders.data : []}
        loading={orders.status === 'loading'}
        error={orders.status === 'error'}
        onRetry={orders.status === 'error' ? orders.onRetry : undefined}
        onFinish={onFinishOrder}
        timeZone={timeZone}
      />
      {licenses}
      {devices && (
        <ClientDevicesCard
          devices={devices.status === 'ready' ? devices.data : []}
          loading={devices.status === 'loading'}
          error={devices.status === 'error'}
          onRetry={devices.status === 'error' ? devices.onRetry : undefined}
          onFree={onFreeDevice}
          onRevoke={onRevokeDevice}
          now={now}
          timeZone={timeZone}
        />
      )}
      {activity && (
        <ActivityTimeline
          entries={activity.entries}
          loading={activity.status === 'loading'}
          error={activity.status === 'error'}
          onRetry={activity.onRetry}
          hasMore={activity.hasMore}
          loadingMore={activity.loadingMore}
          onLoadMore={activity.onLoadMore}
          timeZone={timeZone}
        />
      )}
      {onEditClient && editing && (
        <Suspense fallback={null}>
          <ClientEditorDialog
            open
            onClose={() => setEditing(false)}
            client={user}
            canChangeScope={canChangeScope}
            onSubmit={onEditClient}
          />
        </Suspense>
      )}
      {onInsertCoins && inserting && (
        <InsertCoinsDialog
          open
          onClose={() => setInserting(false)}
          onSubmit={onInsertCoins}
          makeKey={makeIdempotencyKey}
        />
      )}
      {onSetTariff && changingTariff && tariff?.status === 'ready' && (
        <TariffEditorDialog
          open
          onClose={() => setChangingTariff(false)}
          current={tariff.data.coinsPerCustomer}
          onSubmit={onSetTariff}
        />
      )}
    </Stack>
  );
}
