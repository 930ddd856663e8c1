import { useOutletContext, useParams } from 'react-router-dom';
import {
  ApiError,
  useAdminBlockingOrders,
  useAdminUser,
  useAdminUserDevices,
  useAdminUserTariff,
  useAdminWalletBalance,
  useDisableUser,
  useEditUser,
  useEnableUser,
  useEndUserSessions,
  useFinishBlockingOrder,
  useFreeDevice,
  useInsertWalletRecord,
  useRevokeDevice,
  useSetUserTariff,
  useUserAudit,
} from '@orbit/api-client';
import type { CurrentUser } from '@orbit/contract';
import { staffPermissions } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { AdminClientScreen, type AdminClientBlock } from '@orbit/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { describeError } from '../../errors.ts';
import { scopeMayCall } from '../scopeMayCall.ts';
import { ClientLicensesSection } from './clients/ClientLicensesSection.tsx';

/** A query as one block of the client page, showing `select` of its data. */
function blockOf<Data, Shown>(query: UseQueryResult<Data>, select: (data: Data) => Shown): AdminClientBlock<Shown> {
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'error', onRetry: () => void query.refetch() };
  return { status: 'ready', data: select(query.data) };
}

const itself = <Data,>(data: Data) => data;

/**
 * /dash/admin/clients/{id} (docs/domain.md#screens-and-addresses): the client page with what the viewer's scope may do (docs/domain.md#roles-and-permissions, ADR 0012,
 * ADR 0020, ADR 0049). The licences section is built apart and goes in the screen's `licences` slot.
 */
export function AdminClientRoute() {
  const { clientId = '' } = useParams();
  const id = /^[1-9]\d{0,8}$/.test(clientId) ? Number(clientId) : undefined;
  // An address that names no possible id is a page of nobody; nothing is asked of the server.
  return id === undefined ? <AdminClientPage id={undefined} /> : <AdminClientPage key={id} id={id} />;
}

function AdminClientPage({ id: givenId }: { id: number | undefined }) {
  const { t } = useTranslation();
  const viewer = useOutletContext<CurrentUser>();
  const id = givenId ?? 0;
  const may = staffPermissions(viewer.scope);
  const enabled = givenId !== undefined;
  const client = useAdminUser(id, { enabled });
  const wallet = useAdminWalletBalance(id, { enabled });
  const orders = useAdminBlockingOrders(id, { enabled });
  const activity = useUserAudit(id, { enabled: enabled && may.readActivity });
  const devices = useAdminUserDevices(id, { enabled });
  // Tariffs are clients' only: a staff account's page asks for none (the server would answer 409).
  const tariff = useAdminUserTariff(id, { enabled: enabled && client.data?.scope === 'user' });
  const editUser = useEditUser();
  const insertCoins = useInsertWalletRecord();
  const finishOrder = useFinishBlockingOrder();
  const disableUser = useDisableUser();
  const enableUser = useEnableUser();
  const endSessions = useEndUserSessions();
  const freeDevice = useFreeDevice();
  const revokeDevice = useRevokeDevice();
  const setTariff = useSetUserTariff();

  /** The server's message in the viewer's language, for the dialogs. */
  const explained = <Result,>(promise: Promise<Result>) =>
    promise.catch((error: unknown) => {
      throw new Error(describeError(error, t));
    });

  const notFound = !enabled || (client.error instanceof ApiError && client.error.status === 404);
  const user = client.data;
  // Staff edit clients; only an admin edits a staff account, and coins go to client wallets only (ADR 0020). One's
  // own account changes on the profile page, and licences, orders and coins are clients' only (ADR 0053).
  const isClient = user?.scope === 'user';
  const isOwn = user !== undefined && user.id === viewer.id;
  const mayEdit = may.editClient && (isClient || viewer.scope === 'admin') && !isOwn;
  const mayInsert = may.insertCoins && isClient && !isOwn;
  const mayManage = may.manageAccount && user !== undefined && !isOwn;
  // Machines and tariffs are a client's (ADR 0049): every staff scope reads them, admin and supervisor change them.
  const mayFree = scopeMayCall(viewer.scope, 'adminFreeDevice');
  const mayRevoke = scopeMayCall(viewer.scope, 'adminRevokeDevice');
  const maySetTariff = scopeMayCall(viewer.scope, 'adminSetUserTariff');
  const pages = activity.data?.pages ?? [];

  return (
    <AdminClientScreen
      client={notFound ? { status: 'notFound' } : blockOf(client, itself)}
      wallet={blockOf(wallet, itself)}
      orders={blockOf(orders, (data) => data.results)}
      activity={
        may.readActivity
          ? {
              status: activity.isPending ? 'loading' : activity.isError && pages.length === 0 ? 'error' : 'ready',
              entries: pages.flatMap((page) => page.results),
              hasMore: activity.hasNextPage,
              loadingMore: activity.isFetchingNextPage,
              onLoadMore: () => void activity.fetchNextPage(),
              onRetry: () => void (activity.isFetchNextPageError ? activity.fetchNextPage() : activity.refetch()),
            }
          : undefined
      }
      onEditClient={mayEdit ? (request) => explained(editUser.mutateAsync({ id, ...request })) : undefined}
      canChangeScope={may.changeScope}
      onInsertCoins={
        mayInsert
          ? (amount, idempotencyKey) =>
              explained(insertCoins.mutateAsync({ userId: id, amount, idempotencyKey })).then((answer) =>
                'pendingApproval' in answer ? 'awaitingApproval' : 'inserted',
              )
          : undefined
      }
      onFinishOrder={
        may.changeLicenses ? (order) => explained(finishOrder.mutateAsync({ id: order.id, userId: id })) : undefined
      }
      account={
        mayManage
          ? {
              onDisable: () => explained(disableUser.mutateAsync(id)),
              onEnable: () => explained(enableUser.mutateAsync(id)),
              onEndSessions: () => explained(endSessions.mutateAsync(id)),
            }
          : undefined
      }
      licenses={notFound || (user && !isClient) ? undefined : <ClientLicensesSection clientId={id} user={viewer} />}
      devices={isClient ? blockOf(devices, (data) => data.results) : undefined}
      onFreeDevice={
        mayFree ? (device) => explained(freeDevice.mutateAsync({ deviceId: device.id, userId: id })) : undefined
      }
      onRevokeDevice={
        mayRevoke ? (device) => explained(revokeDevice.mutateAsync({ deviceId: device.id, userId: id })) : undefined
      }
      tariff={isClient ? blockOf(tariff, itself) : undefined}
      onSetTariff={
        maySetTariff
          ? (coinsPerCustomer) => explained(setTariff.mutateAsync({ userId: id, coinsPerCustomer }))
          : undefined
      }
      // How recently each machine called, as of when the list was read.
      now={devices.dataUpdatedAt ? new Date(devices.dataUpdatedAt) : undefined}
      listHref="/dash/admin/clients"
      timeZone={viewer.timezone}
    />
  );
}
