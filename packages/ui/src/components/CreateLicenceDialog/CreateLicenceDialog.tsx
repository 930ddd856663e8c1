import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { AdminCreateLicenseResponse } from '@orbit/contract';
import { gameModels, limits, type GameModel } from '@orbit/domain';
import { formatDate, useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Modal } from '../Modal/index.ts';
import { Select } from '../Select/index.ts';
import { Switch } from '../Switch/index.ts';
import { TextArea } from '../TextArea/index.ts';
import { TextField } from '../TextField/index.ts';
import { ToggleGroup } from '../ToggleGroup/index.ts';

/** What the dialog submits; the dates are present only when set (spec §7). */
export interface CreateLicenceValues {
  label: string;
  gameModel: GameModel;
  notes: string;
  unlimitedSince?: string;
  unlimitedOfflineTimeSince?: string;
}

export interface CreateLicenceDialogProps {
  /** Whether the dialog is shown; the parent owns this state. */
  open: boolean;
  /** Called by Close, Escape or the backdrop. */
  onClose: () => void;
  /** Creates the licence; resolves with the new key and label, rejects with the server's message. */
  onSubmit: (values: CreateLicenceValues) => Promise<AdminCreateLicenseResponse>;
  /** The current instant, for the unlimited and offline dates; the clock's when omitted. */
  now?: () => Date;
  /** The staff member's IANA time zone, for the dates shown; the browser's when omitted. */
  timeZone?: string;
}

type LicenceKind = 'unlimited' | 'limited';

interface FormState {
  label: string;
  gameModel: GameModel;
  notes: string;
  unlimitedSince: string | null;
  unlimitedOfflineTimeSince: string | null;
}

const emptyForm: FormState = {
  label: '',
  gameModel: gameModels[0],
  notes: '',
  unlimitedSince: null,
  unlimitedOfflineTimeSince: null,
};

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const StyledKey = styled.code`
  font-size: ${vars.fontSize.md};
  font-weight: ${vars.fontWeight.semibold};
  word-break: break-all;
`;

const StyledSince = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

/**
 * The create-licence dialog of the client page (spec §4, §5, §8): label (required, Create stays disabled without
 * it), game model, notes, Unlimited or Limited, and the offline time, enabled only for an unlimited licence.
 * Turning unlimited on dates it now and turning it off clears the offline time. After success the form is empty
 * again and the new key and label show above it, so several licences can be created in a row.
 */
export function CreateLicenceDialog({
  open,
  onClose,
  onSubmit,
  now = () => new Date(),
  timeZone,
}: CreateLicenceDialogProps) {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const labelRef = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState<FormState>(emptyForm);
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<AdminCreateLicenseResponse>();
  const [errorMessage, setErrorMessage] = useState<string>();

  const kind: LicenceKind = form.unlimitedSince ? 'unlimited' : 'limited';
  const change = (patch: Partial<FormState>) => setForm((current) => ({ ...current, ...patch }));

  function close() {
    setForm(emptyForm);
    setCreated(undefined);
    setErrorMessage(undefined);
    onClose();
  }

  async function submit() {
    if (!form.label.trim() || saving) return;
    setSaving(true);
    setErrorMessage(undefined);
    try {
      const answer = await onSubmit({
        label: form.label.trim(),
        gameModel: form.gameModel,
        notes: form.notes,
        ...(form.unlimitedSince && { unlimitedSince: form.unlimitedSince }),
        ...(form.unlimitedOfflineTimeSince && { unlimitedOfflineTimeSince: form.unlimitedOfflineTimeSince }),
      });
      setCreated(answer);
      setForm(emptyForm);
      labelRef.current?.focus();
    } catch (error) {
      setCreated(undefined);
      setErrorMessage(
        error instanceof Error && error.message ? error.message : t('adminLicences.createDialog.createLicenseError'),
      );
    } finally {
      setSaving(false);
    }
  }

  const since = (date: string | null) =>
    date && (
      <StyledSince>
        {t('adminLicences.createDialog.since', { date: formatDate(date, i18n.language, 'dateTime', timeZone) })}
      </StyledSince>
    );

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('adminLicences.createDialog.title')}
      initialFocusRef={labelRef}
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            {t('adminLicences.createDialog.close')}
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={!form.label.trim()}>
            {t('adminLicences.createDialog.submit')}
          </Button>
        </>
      }
    >
      <StyledForm
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {created && (
          <Alert tone="success" title={t('adminLicences.createDialog.created', { label: created.label })}>
            {t('adminLicences.createDialog.createdKey')}: <StyledKey>{created.key}</StyledKey>
          </Alert>
        )}
        {errorMessage && (
          <Alert tone="error" title={t('adminLicences.createDialog.createLicenseErrorHeader')}>
            {errorMessage}
          </Alert>
        )}
        <TextField
          ref={labelRef}
          label={t('adminLicences.createDialog.label')}
          required
          maxLength={100}
          value={form.label}
          onChange={(event) => change({ label: event.target.value })}
        />
        <Select
          label={t('adminLicences.createDialog.gameModel')}
          value={form.gameModel}
          options={gameModels.map((model) => ({ value: model, label: model }))}
          onChange={(value) => change({ gameModel: value as GameModel })}
        />
        <TextArea
          label={t('adminLicences.createDialog.notes')}
          max={limits.licenseNotesMax}
          warnAbove={limits.licenseNotesWarnAbove}
          value={form.notes}
          onChange={(event) => change({ notes: event.target.value })}
        />
        <ToggleGroup<LicenceKind>
          label={t('adminLicences.createDialog.kind')}
          showLabel
          value={kind}
          options={[
            { value: 'unlimited', label: t('adminLicences.createDialog.unlimited') },
            { value: 'limited', label: t('adminLicences.createDialog.limited') },
          ]}
          onChange={(value) =>
            change(
              value === 'unlimited'
                ? { unlimitedSince: form.unlimitedSince ?? now().toISOString() }
                : { unlimitedSince: null, unlimitedOfflineTimeSince: null },
            )
          }
        />
        {since(form.unlimitedSince)}
        <Switch
          label={t('adminLicences.createDialog.offline')}
          checked={form.unlimitedOfflineTimeSince !== null}
          disabled={kind !== 'unlimited'}
          aria-describedby={kind === 'unlimited' ? undefined : `${formId}-offline-hint`}
          onChange={(checked) => change({ unlimitedOfflineTimeSince: checked ? now().toISOString() : null })}
        />
        {kind === 'unlimited' ? (
          since(form.unlimitedOfflineTimeSince)
        ) : (
          <StyledSince id={`${formId}-offline-hint`}>{t('adminLicences.createDialog.offlineHint')}</StyledSince>
        )}
      </StyledForm>
    </Modal>
  );
}
