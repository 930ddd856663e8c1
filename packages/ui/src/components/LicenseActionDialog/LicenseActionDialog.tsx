import { useState } from 'react';
import styled from 'styled-components';
import type { ClientLicense } from '@orbit/contract';
import { blockReasons, gameModels, type BlockReason, type GameModel } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Alert } from '../Alert/index.ts';
import { ConfirmDialog } from '../ConfirmDialog/index.ts';
import type { LicenseAction } from '../LicenseActionsLegend/index.ts';
import { Select } from '../Select/index.ts';

/** The actions confirmed in this dialog; scenarios have a modal of their own. */
export type ConfirmedLicenseAction = Exclude<LicenseAction, 'scenarios'>;

/** What the person chose in the dialog, sent with the action. */
export interface LicenseActionChoice {
  /** The reason of a block (docs/domain.md#records-and-fields). */
  reason?: BlockReason;
  /** The new game model of a game-model change. */
  gameModel?: GameModel;
}

export interface LicenseActionDialogProps {
  /** The action to confirm; the dialog is closed while undefined. */
  action: ConfirmedLicenseAction | undefined;
  /** The licence the action is about. */
  license: Pick<ClientLicense, 'key' | 'label' | 'gameModel'> | undefined;
  /** The action runs: the confirm button is busy. */
  busy?: boolean;
  /** Why the last attempt failed (the server's message), shown under the action's error header. */
  error?: string;
  /** Called when the person confirms, with the reason or the game model chosen. */
  onConfirm: (choice: LicenseActionChoice) => void;
  /** Called when the person cancels or closes the dialog. */
  onCancel: () => void;
}

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};

  & > p {
    margin: 0;
  }
`;

const titleKeys = {
  revoke: 'adminLicenses.confirm.revokeTitle',
  block: 'adminLicenses.confirm.blockTitle',
  unlimited: 'adminLicenses.confirm.unlimitedTitle',
  offline: 'adminLicenses.confirm.offlineTitle',
  gameModel: 'adminLicenses.confirm.gameModelTitle',
} as const;

const bodyKeys = {
  revoke: 'adminLicenses.confirm.revokeBody',
  block: 'adminLicenses.confirm.blockBody',
  unlimited: 'adminLicenses.confirm.unlimitedBody',
  offline: 'adminLicenses.confirm.offlineBody',
  gameModel: 'adminLicenses.confirm.gameModelBody',
} as const;

/**
 * The confirmation of a licence action (docs/domain.md#screens-and-addresses, docs/domain.md#errors): revoke, make unlimited and make offline cannot be undone and
 * ask first; block asks for one of the five reasons; the game-model change offers the other model. A failure shows
 * the server's message under "Blocking error" (block) or "Error" and leaves the dialog open to try again.
 */
export function LicenseActionDialog({ action, license, ...rest }: LicenseActionDialogProps) {
  // A fresh form for every action and licence: no reason or model carries over from the last dialog.
  return (
    <LicenseActionDialogContent
      key={`${action ?? ''}:${license?.key ?? ''}`}
      action={action}
      license={license}
      {...rest}
    />
  );
}

function LicenseActionDialogContent({
  action,
  license,
  busy = false,
  error,
  onConfirm,
  onCancel,
}: LicenseActionDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<BlockReason | ''>('');
  const otherModel = gameModels.find((model) => model !== license?.gameModel) ?? gameModels[0];
  const [gameModel, setGameModel] = useState<GameModel>(otherModel);
  const [reasonMissing, setReasonMissing] = useState(false);
  if (!action || !license) return null;

  const names = { label: license.label, key: license.key, current: license.gameModel };
  const incomplete = action === 'block' && reason === '';
  const destructive = action === 'revoke' || action === 'block';

  function confirm() {
    if (incomplete) {
      setReasonMissing(true);
      return;
    }
    if (action === 'block' && reason !== '') onConfirm({ reason });
    else if (action === 'gameModel') onConfirm({ gameModel });
    else onConfirm({});
  }

  return (
    <ConfirmDialog
      open
      title={t(titleKeys[action], names)}
      tone={destructive ? 'danger' : 'default'}
      confirmLabel={t(`adminLicenses.action.${action}`)}
      cancelLabel={t('adminLicenses.confirm.cancel')}
      busy={busy}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      <StyledBody>
        {error !== undefined && (
          <Alert
            tone="error"
            title={t(
              action === 'block' ? 'adminLicenses.confirm.blockErrorHeader' : 'adminLicenses.confirm.errorHeader',
            )}
          >
            {error || t(action === 'block' ? 'adminLicenses.confirm.blockError' : 'adminLicenses.confirm.error')}
          </Alert>
        )}
        <p>{t(bodyKeys[action], names)}</p>
        {action === 'block' && (
          <Select
            label={t('adminLicenses.confirm.reason')}
            placeholder={t('adminLicenses.confirm.reasonPlaceholder')}
            required
            value={reason}
            error={reasonMissing && reason === '' ? t('validation.required') : undefined}
            options={blockReasons.map((value) => ({ value, label: t(`adminLicenses.reasons.${value}`) }))}
            onChange={(value) => setReason(value as BlockReason)}
          />
        )}
        {action === 'gameModel' && (
          <Select
            label={t('adminLicenses.confirm.newGameModel')}
            value={gameModel}
            options={gameModels.map((value) => ({ value, label: value, disabled: value === license.gameModel }))}
            onChange={(value) => setGameModel(value as GameModel)}
          />
        )}
      </StyledBody>
    </ConfirmDialog>
  );
}
