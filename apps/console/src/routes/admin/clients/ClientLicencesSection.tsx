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
  ClientLicencesCard,
  CreateLicenceDialog,
  LicenceActionDialog,
  ScenarioModal,
  scenarioTitleIn,
  Toast,
  ToastRegion,
  type ConfirmedLicenceAction,
  type CreateLicenceValues,
  type LicenceAction,
  type LicenceActionChoice,
  type ScenarioListState,
  type ScenarioModalNotice,
} from '@orbit/ui';
import { describeError } from '../../../errors.ts';
import { newsImageUrls } from '../../newsImages.ts';

export interface ClientLicencesSectionProps {
  /** The client the page is about. */
  clientId: number;
  /** The signed-in staff member: the scope decides what is offered (spec §6), the time zone dates. */
  user: Pick<CurrentUser, 'scope' | 'timezone'>;
}

const listState = (query: { isPending: boolean; isError: boolean }): ScenarioListState =>
  query.isError ? 'error' : query.isPending ? 'loading' : 'ready';

/**
 * The licences block of the client page (spec §2): the list with search, licence creation for admin and supervisor,
 * the row actions with their confirmations, and the Scenario modal. Every change refreshes the client's licences
 * and blocking orders through the hooks' keys.
 */
export function ClientLicencesSection({ clientId, user }: ClientLicencesSectionProps) {
  const { t } = useTranslation();
  const may = staffPermissions(user.scope);
  const mayChange = may.changeLicences;
  const licences = useAdminUserLicenses(clientId);
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [pending, setPending] = useState<{ action: ConfirmedLicenceAction; licence: ClientLicense }>();
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

  const rows = licences.data?.results ?? [];

  function openAction(action: LicenceAction, licence: ClientLicense) {
    if (action === 'scenarios') {
      setScenariosKey(licence.key);
      return;
    }
    setActionError(undefined);
    setPending({ action, licence });
  }

  async function confirmAction(choice: LicenceActionChoice) {
    if (!pending) return;
    const { action, licence } = pending;
    setActionError(undefined);
    try {
      if (action === 'block') {
        if (!choice.reason) return;
        const order = await block.mutateAsync({ licenseKey: licence.key, reason: choice.reason, userId: clientId });
        setDone(t('adminLicences.confirm.blocked', { code: order.code, label: licence.label }));
      } else {
        if (action === 'revoke') await revoke.mutateAsync(licence.key);
        if (action === 'unlimited') await unlimited.mutateAsync(licence.key);
        if (action === 'offline') await offline.mutateAsync(licence.key);
        if (action === 'gameModel' && choice.gameModel) {
          await gameModel.mutateAsync({ licenseKey: licence.key, gameModel: choice.gameModel });
        }
        setDone(t('adminLicences.confirm.done', { label: licence.label }));
      }
      setPending(undefined);
    } catch (error) {
      setActionError(describeError(error, t));
    }
  }

  async function submitLicence(values: CreateLicenceValues) {
    try {
      return await createLicense.mutateAsync({ userId: clientId, ...values });
    } catch (error) {
      throw new Error(describeError(error, t), { cause: error });
    }
  }

  return (
    <>
      <ClientLicencesCard
        licences={rows}
        loading={licences.isPending}
        error={licences.isError}
        onRetry={() => void licences.refetch()}
        search={search}
        onSearchChange={setSearch}
        canCreate={may.createLicence}
        canChange={mayChange}
        onCreate={() => setCreating(true)}
        onAction={openAction}
        timeZone={user.timezone}
      />
      {mayChange && (
        <>
          <CreateLicenceDialog
            open={creating && may.createLicence}
            onClose={() => setCreating(false)}
            onSubmit={submitLicence}
            timeZone={user.timezone}
          />
          <LicenceActionDialog
            action={pending?.action}
            licence={pending?.licence}
            busy={busy}
            error={actionError}
            onConfirm={(choice) => void confirmAction(choice)}
            onCancel={() => setPending(undefined)}
          />
          {scenariosKey !== undefined && (
            <LicenceScenarios
              clientId={clientId}
              licence={rows.find((licence) => licence.key === scenariosKey)}
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

interface LicenceScenariosProps {
  clientId: number;
  licence: ClientLicense | undefined;
  onClose: () => void;
}

/** The Scenario modal of one licence, wired to the catalogue, the obtainable search, transfer and removal. */
function LicenceScenarios({ clientId, licence, onClose }: LicenceScenariosProps) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useState('');
  const [notice, setNotice] = useState<ScenarioModalNotice>();
  const [pendingIds, setPendingIds] = useState<ReadonlySet<number>>(new Set());
  const catalogue = useScenarioCatalogue();
  const obtainable = useObtainableScenarios(clientId, search);
  const transfer = useTransferScenario();
  const remove = useRemoveScenario();

  const obtainedList = useMemo(() => {
    const held = new Set(licence?.scenariosObtained ?? []);
    return filterBySearch(
      (catalogue.data ?? []).filter((scenario) => held.has(scenario.id)),
      search,
      scenarioSearchValues,
    );
  }, [catalogue.data, licence, search]);
  const obtainableList = useMemo(() => {
    const held = new Set(licence?.scenariosObtained ?? []);
    return filterBySearch(
      (obtainable.data ?? []).filter(
        (scenario) => licence && scenario.licenseKeys.includes(licence.key) && !held.has(scenario.id),
      ),
      search,
      scenarioSearchValues,
    );
  }, [obtainable.data, licence, search]);

  if (!licence) return null;
  const title = (scenario: Scenario) =>
    scenarioTitleIn(scenario, i18n.language) ?? t('adminLicences.scenarioModal.scenarioNumber', { id: scenario.id });

  async function change(scenario: Scenario, kind: 'transfer' | 'remove') {
    if (!licence) return;
    setPendingIds((ids) => new Set([...ids, scenario.id]));
    try {
      const input = { licenseKey: licence.key, scenario, userId: clientId };
      if (kind === 'transfer') await transfer.mutateAsync(input);
      else await remove.mutateAsync(input);
      setNotice({
        tone: 'success',
        message: t(
          kind === 'transfer' ? 'adminLicences.scenarioModal.transferred' : 'adminLicences.scenarioModal.removed',
          {
            title: title(scenario),
            label: licence.label,
          },
        ),
      });
    } catch (error) {
      setNotice({ tone: 'error', message: describeError(error, t) || t('adminLicences.scenarioModal.failed') });
    } finally {
      setPendingIds((ids) => new Set([...ids].filter((id) => id !== scenario.id)));
    }
  }

  return (
    <ScenarioModal
      open
      onClose={onClose}
      licence={licence}
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
      thumbnailUrl={(imageKey) => newsImageUrls(imageKey).thumbnail}
      notice={notice}
      onNoticeDismiss={() => setNotice(undefined)}
    />
  );
}
