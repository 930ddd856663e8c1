import { useOutletContext, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { ApiError, coasterQueryOptions, useSaveCoasterAlertSettings } from '@orbit/api-client';
import type { CurrentUser } from '@orbit/contract';
import { useTranslation } from '@orbit/i18n';
import { CoasterScreen, type CoasterAlertSaveState, type CoasterScreenStatus } from '@orbit/ui';
import { describeError } from '../errors.ts';
import { paths } from '../paths.ts';
import { useServerNow } from './serverClock.ts';

/** The machine's number from the address; null for anything that cannot be one, which is never asked for. */
export function deviceIdOf(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * /dash/coasters/:deviceId (ADR 0084, 0086): one of the signed-in client's machines, asked again every 30 seconds as
 * the list is, with "last seen" ticking between answers, and its alert settings saved from the page. Any machine that
 * is not the client's is a 404, shown as not found.
 */
export function CoasterRoute() {
  const { t } = useTranslation();
  const viewer = useOutletContext<CurrentUser>();
  const deviceId = deviceIdOf(useParams().deviceId);
  const coaster = useQuery({ ...coasterQueryOptions(deviceId ?? 0), enabled: deviceId !== null });
  const save = useSaveCoasterAlertSettings();
  const now = useServerNow(coaster.data?.serverTime, coaster.dataUpdatedAt);

  let status: CoasterScreenStatus = 'ready';
  const notFound = coaster.error instanceof ApiError && coaster.error.status === 404;
  if (deviceId === null || (notFound && !coaster.data)) status = 'notFound';
  else if (coaster.isPending) status = 'loading';
  else if (coaster.isError && !coaster.data) status = 'error';

  let saveState: CoasterAlertSaveState = { status: 'idle' };
  if (save.isPending) saveState = { status: 'saving' };
  else if (save.isSuccess) saveState = { status: 'saved' };
  else if (save.isError) {
    const fieldErrors = save.error instanceof ApiError && save.error.status === 400 ? save.error.errors : undefined;
    saveState = { status: 'failed', message: describeError(save.error, t), fieldErrors };
  }

  return (
    <CoasterScreen
      status={status}
      detail={coaster.data}
      onRetry={() => void coaster.refetch()}
      listHref={paths.coasters}
      onSaveAlerts={(settings) => {
        if (deviceId !== null) save.mutate({ deviceId, settings });
      }}
      alertSaveState={saveState}
      now={now}
      timeZone={viewer.timezone}
    />
  );
}
