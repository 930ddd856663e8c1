import { useState } from 'react';
import styled from 'styled-components';
import type { ClientLicense } from '@orbit/contract';
import { blockReasons, gameModels, type BlockReason, type GameModel } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Alert } from '../Alert/index.ts';
import { ConfirmDialog } from '../ConfirmDialog/index.ts';
import type { LicenceAction } from '../LicenceActionsLegend/index.ts';
import { Select } from '../Select/index.ts';

/** The actions confirmed in this dialog; scenarios have a modal of their own. */
export type ConfirmedLicenceAction = Exclude<LicenceAction, 'scenarios'>;

/** What the person chose in the dialog, sent with the action. */
export interface LicenceActionChoice {
  /** The reason of a block (spec §3). */
  reason?: BlockReason;
  /** The new game model of a game-model change. */
  gameModel?: GameModel;
}

export interface LicenceActionDialogProps {
  /** The action to confirm; the dialog is closed while undefined. */
  action: ConfirmedLicenceAction | undefined;
  /** The licence the action is about. */
  licence: Pick<ClientLicense, 'key' | 'label' | 'gameModel'> | undefined;
  /** The action runs: the confirm button is busy. */
  busy?: boolean;
  /** Why the last attempt failed (the server's message), shown under the action's error header. */
  error?: string;
  /** Called when the person confirms, with the reason or the game model chosen. */
  onConfirm: (choice: LicenceActionChoice) => void;
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
  revoke: 'adminLicences.confirm.revokeTitle',
  block: 'adminLicences.confirm.blockTitle',
  unlimited: 'adminLicences.confirm.unlimitedTitle',
  offline: 'adminLicences.confirm.offlineTitle',
  gameModel: 'adminLicences.confirm.gameModelTitle',
} as const;

const bodyKeys = {
  revoke: 'adminLicences.confirm.revokeBody',
  block: 'adminLicences.confirm.blockBody',
  unlimited: 'adminLicences.confirm.unlimitedBody',
  offline: 'adminLicences.confirm.offlineBody',
  gameModel: 'adminLicences.confirm.gameModelBody',
} as const;

/**
 * The confirmation of a licence action (spec §2, §8): revoke, make unlimited and make offline cannot be undone and
 * ask first; block asks for one of the five reasons; the game-model change offers the other model. A failure shows
 * the server's message under "Blocking error" (block) or "Error" and leaves the dialog open to try again.
 */
export function LicenceActionDialog({ action, licence, ...rest }: LicenceActionDialogProps) {
  // A fresh form for every action and licence: no reason or model carries over from the last dialog.
  return (
    <LicenceActionDialogContent
      key={`${action ?? ''}:${licence?.key ?? ''}`}
      action={action}
      licence={licence}
      {...rest}
    />
  );
}

function LicenceActionDialogContent({
  action,
  licence,
  busy = false,
  error,
  onConfirm,
  onCancel,
}: LicenceActionDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState<BlockReason | ''>('');
  const otherModel = gameModels.find((model) => model !== licence?.gameModel) ?? gameModels[0];
  const [gameModel, setGameModel] = useState<GameModel>(otherModel);
  const [reasonMissing, setReasonMissing] = useState(false);
  if (!action || !licence) return null;

  const names = { label: licence.label, key: licence.key, current: licence.gameModel };
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
      confirmLabel={t(`adminLicences.action.${action}`)}
      cancelLabel={t('adminLicences.confirm.cancel')}
      busy={busy}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      <StyledBody>
        {error !== undefined && (
          <Alert
            tone="error"
            title={t(
              action === 'block' ? 'adminLicences.confirm.blockErrorHeader' : 'adminLicences.confirm.errorHeader',
            )}
          >
            {error || t(action === 'block' ? 'adminLicences.confirm.blockError' : 'adminLicences.confirm.error')}
          </Alert>
        )}
        <p>{t(bodyKeys[action], names)}</p>
        {action === 'block' && (
          <Select
            label={t('adminLicences.confirm.reason')}
            placeholder={t('adminLicences.confirm.reasonPlaceholder')}
            required
            value={reason}
            error={reasonMissing && reason === '' ? t('validation.required') : undefined}
            options={blockReasons.map((value) => ({ value, label: t(`adminLicences.reasons.${value}`) }))}
            onChange={(value) => setReason(value as BlockReason)}
          />
        )}
        {action === 'gameModel' && (
          <Select
            label={t('adminLicences.confirm.newGameModel')}
            value={gameModel}
            options={gameModels.map((value) => ({ value, label: value, disabled: value === licence.gameModel }))}
            onChange={(value) => setGameModel(value as GameModel)}
          />
        )}
      </StyledBody>
    </ConfirmDialog>
  );
}
