import { useMemo, useState } from 'react';
import {
  useAdminUserLicenses,
  useBlockLicense,
  useChangeLicenseGameModel,
  useCreateLicense,
  useMakeLicenseOffline,
  useMakeLicenseUnlimited,
  useObtainableScenarios,
  useRemoveScenario,
  useRevokeLicense,
  useScenarioCatalogue,
  useTransferScenario,
} from '@orbit/api-client';
import type { ClientLicense, CurrentUser, Scenario } from '@orbit/contract';
import { filterBySearch, scenarioSearchValues, staffPermissions } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import {
  ClientLicensesCard,
  CreateLicenseDialog,
  LicenseActionDialog,
  LicenseScenariosDialog,
  scenarioTitleIn,
  Toast,
  ToastRegion,
  type ConfirmedLicenseAction,
  type CreateLicenseValues,
  type LicenseAction,
  type LicenseActionChoice,
  type ScenarioListState,
  type LicenseScenariosDialogNotice,
} from '@orbit/ui';
import { describeError } from '../../../errors.ts';
import { thumbnailUrlOf } from '../../thumbnailUrl.ts';

export interface ClientLicensesSectionProps {
  /** The client the page is about. */
  clientId: number;
  /** The signed-in staff member: the scope decides what is offered (docs/domain.md#roles-and-permissions), the time zone dates. */
  user: Pick<CurrentUser, 'scope' | 'timezone'>;
}

const listState = (query: { isPending: boolean; isError: boolean }): ScenarioListState =>
  query.isError ? 'error' : query.isPending ? 'loading' : 'ready';

/**
 * The licences block of the client page (docs/domain.md#screens-and-addresses): the list with search, licence creation for admin and supervisor,
 * the row actions with their confirmations, and the Scenario modal. Every change refreshes the client's licences
 * and blocking orders through the hooks' keys.
 */
export function ClientLicensesSection({ clientId, user }: ClientLicensesSectionProps) {
  const { t } = useTranslation();
  const may = staffPermissions(user.scope);
  const mayChange = may.changeLicenses;
  const licenses = useAdminUserLicenses(clientId);
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<{ action: ConfirmedLicenseAction; license: ClientLicense }>();
  const [actionError, setActionError] = useState<string>();
  const [done, setDone] = useState<string>();
  const [scenariosKey, setScenariosKey] = useState<string>();

  const createLicense = useCreateLicense();
  const revoke = useRevokeLicense();
  const unlimited = useMakeLicenseUnlimited();
  const offline = useMakeLicenseOffline();
  const gameModel = useChangeLicenseGameModel();
  const block = useBlockLicense();
  const busy = revoke.isPending || unlimited.isPending || offline.isPending || gameModel.isPending || block.isPending;

  const rows = licenses.data?.results ?? [];

  function openAction(action: LicenseAction, license: ClientLicense) {
    if (action === 'scenarios') {
      setScenariosKey(license.key);
      return;
    }
    setActionError(undefined);
    setPending({ action, license });
  }

  async function confirmAction(choice: LicenseActionChoice) {
    if (!pending) return;
    const { action, license } = pending;
    setActionError(undefined);
    try {
      if (action === 'block') {
        if (!choice.reason) return;
        const order = await block.mutateAsync({ licenseKey: license.key, reason: choice.reason, userId: clientId });
        setDone(t('adminLicenses.confirm.blocked', { code: order.code, label: license.label }));
      } else {
        if (action === 'revoke') await revoke.mutateAsync(license.key);
        if (action === 'unlimited') await unlimited.mutateAsync(license.key);
        if (action === 'offline') await offline.mutateAsync(license.key);
        if (action === 'gameModel' && choice.gameModel) {
          await gameModel.mutateAsync({ licenseKey: license.key, gameModel: choice.gameModel });
        }
        setDone(t('adminLicenses.confirm.done', { label: license.label }));
      }
      setPending(undefined);
    } catch (error) {
      setActionError(describeError(error, t));
    }
  }

  async function submitLicense(values: CreateLicenseValues) {
    try {
      return await createLicense.mutateAsync({ userId: clientId, ...values });
    } catch (error) {
      throw new Error(describeError(error, t), { cause: error });
    }
  }

  return (
    <>
      <ClientLicensesCard
        licenses={rows}
        loading={licenses.isPending}
        error={licenses.isError}
        onRetry={() => void licenses.refetch()}
        search={search}
        onSearchChange={setSearch}
        canCreate={may.createLicense}
        canChange={mayChange}
        onCreate={() => setCreating(true)}
        onAction={openAction}
        timeZone={user.timezone}
      />
      {mayChange && (
        <>
          <CreateLicenseDialog
            open={creating && may.createLicense}
            onClose={() => setCreating(false)}
            onSubmit={submitLicense}
            timeZone={user.timezone}
          />
          <LicenseActionDialog
            action={pending?.action}
            license={pending?.license}
            busy={busy}
            error={actionError}
            onConfirm={(choice) => void confirmAction(choice)}
            onCancel={() => setPending(undefined)}
          />
          {scenariosKey !== undefined && (
            <LicenseScenarios
              clientId={clientId}
              license={rows.find((license) => license.key === scenariosKey)}
              onClose={() => setScenariosKey(undefined)}
            />
          )}
        </>
      )}
      {done && (
        <ToastRegion>
          <Toast tone="success" onDismiss={() => setDone(undefined)}>
            {done}
          </Toast>
        </ToastRegion>
      )}
    </>
  );
}

interface LicenseScenariosProps {
  clientId: number;
  license: ClientLicense | undefined;
  onClose: () => void;
}

/** The Scenario modal of one licence, wired to the catalogue, the obtainable search, transfer and removal. */
function LicenseScenarios({ clientId, license, onClose }: LicenseScenariosProps) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [notice, setNotice] = useState<LicenseScenariosDialogNotice>();
  const [pendingIds, setPendingIds] = useState<ReadonlySet<number>>(new Set());
  const catalogue = useScenarioCatalogue();
  const obtainable = useObtainableScenarios(clientId, search);
  const transfer = useTransferScenario();
  const remove = useRemoveScenario();

  const obtainedList = useMemo(() => {
    const held = new Set(license?.scenariosObtained ?? []);
    return filterBySearch(
      (catalogue.data ?? []).filter((scenario) => held.has(scenario.id)),
      search,
      scenarioSearchValues,
    );
  }, [catalogue.data, license, search]);
  const obtainableList = useMemo(() => {
    const held = new Set(license?.scenariosObtained ?? []);
    return filterBySearch(
      (obtainable.data ?? []).filter(
        (scenario) => license && scenario.licenseKeys.includes(license.key) && !held.has(scenario.id),
      ),
      search,
      scenarioSearchValues,
    );
  }, [obtainable.data, license, search]);

  if (!license) return null;
  const title = (scenario: Scenario) =>
    scenarioTitleIn(scenario, i18n.language) ??
    t('adminLicenses.licenseScenariosDialog.scenarioNumber', { id: scenario.id });

  async function change(scenario: Scenario, kind: 'transfer' | 'remove') {
    if (!license) return;
    setPendingIds((ids) => new Set([...ids, scenario.id]));
    try {
      const input = { licenseKey: license.key, scenario, userId: clientId };
      if (kind === 'transfer') await transfer.mutateAsync(input);
      else await remove.mutateAsync(input);
      setNotice({
        tone: 'success',
        message: t(
          kind === 'transfer'
            ? 'adminLicenses.licenseScenariosDialog.transferred'
            : 'adminLicenses.licenseScenariosDialog.removed',
          {
            title: title(scenario),
            label: license.label,
          },
        ),
      });
    } catch (error) {
      setNotice({
        tone: 'error',
        message: describeError(error, t) || t('adminLicenses.licenseScenariosDialog.failed'),
      });
    } finally {
      setPendingIds((ids) => new Set([...ids].filter((id) => id !== scenario.id)));
    }
  }

  return (
    <LicenseScenariosDialog
      open
      onClose={onClose}
      license={license}
      obtained={obtainedList}
      obtainable={obtainableList}
      obtainedState={listState(catalogue)}
      obtainableState={listState(obtainable)}
      onRetry={() => {
        if (catalogue.isError) void catalogue.refetch();
        if (obtainable.isError) void obtainable.refetch();
      }}
      search={search}
      onSearchChange={setSearch}
      onTransfer={(scenario) => void change(scenario, 'transfer')}
      onRemove={(scenario) => void change(scenario, 'remove')}
      pendingIds={pendingIds}
      thumbnailUrl={thumbnailUrlOf}
      notice={notice}
      onNoticeDismiss={() => setNotice(undefined)}
    />
  );
}
