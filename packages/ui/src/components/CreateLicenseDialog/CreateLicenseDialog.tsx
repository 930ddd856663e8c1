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
import { Stack } from '../Stack/index.ts';
import { Switch } from '../Switch/index.ts';
import { TextArea } from '../TextArea/index.ts';
import { TextField } from '../TextField/index.ts';
import { ToggleGroup } from '../ToggleGroup/index.ts';

/** What the dialog submits; the dates are present only when set (docs/domain.md#calls). */
export interface CreateLicenseValues {
  label: string;
  gameModel: GameModel;
  notes: string;
  unlimitedSince?: string;
  unlimitedOfflineTimeSince?: string;
}

export interface CreateLicenseDialogProps {
  /** Whether the dialog is shown; the parent owns this state. */
  open: boolean;
  /** Called by Close, Escape or the backdrop. */
  onClose: () => void;
  /** Creates the licence; resolves with the new key and label, rejects with the server's message. */
  onSubmit: (values: CreateLicenseValues) => Promise<AdminCreateLicenseResponse>;
  /** The current instant, for the unlimited and offline dates; the clock's when omitted. */
  now?: () => Date;
  /** The staff member's IANA time zone, for the dates shown; the browser's when omitted. */
  timeZone?: string;
}

type LicenseKind = 'unlimited' | 'limited';

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
 * The create-licence dialog of the client page (docs/domain.md#states-and-transitions, docs/domain.md#validation, docs/domain.md#errors): label (required, Create stays disabled without
 * it), game model, notes, Unlimited or Limited, and the offline time, enabled only for an unlimited licence.
 * Turning unlimited on dates it now and turning it off clears the offline time. After success the form is empty
 * again and the new key and label show above it, so several licences can be created in a row.
 */
export function CreateLicenseDialog({
  open,
  onClose,
  onSubmit,
  now = () => new Date(),
  timeZone,
}: CreateLicenseDialogProps) {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const labelRef = useRef<HTMLInputElement>(null);
  const [form, setForm] = useState<FormState>(emptyForm);
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<AdminCreateLicenseResponse>();
  const [errorMessage, setErrorMessage] = useState<string>();

  const kind: LicenseKind = form.unlimitedSince ? 'unlimited' : 'limited';
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
        error instanceof Error && error.message ? error.message : t('adminLicenses.createDialog.createLicenseError'),
      );
    } finally {
      setSaving(false);
    }
  }

  const since = (date: string | null) =>
    date && (
      <StyledSince>
        {t('adminLicenses.createDialog.since', { date: formatDate(date, i18n.language, 'dateTime', timeZone) })}
      </StyledSince>
    );

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('adminLicenses.createDialog.title')}
      initialFocusRef={labelRef}
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            {t('adminLicenses.createDialog.close')}
          </Button>
          <Button type="submit" form={formId} loading={saving} disabled={!form.label.trim()}>
            {t('adminLicenses.createDialog.submit')}
          </Button>
        </>
      }
    >
      <Stack
        as="form"
        gap={4}
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {created && (
          <Alert tone="success" title={t('adminLicenses.createDialog.created', { label: created.label })}>
            {t('adminLicenses.createDialog.createdKey')}: <StyledKey>{created.key}</StyledKey>
          </Alert>
        )}
        {errorMessage && (
          <Alert tone="error" title={t('adminLicenses.createDialog.createLicenseErrorHeader')}>
            {errorMessage}
          </Alert>
        )}
        <TextField
          ref={labelRef}
          label={t('adminLicenses.createDialog.label')}
          required
          maxLength={100}
          value={form.label}
          onChange={(event) => change({ label: event.target.value })}
        />
        <Select
          label={t('adminLicenses.createDialog.gameModel')}
          value={form.gameModel}
          options={gameModels.map((model) => ({ value: model, label: model }))}
          onChange={(value) => change({ gameModel: value as GameModel })}
        />
        <TextArea
          label={t('adminLicenses.createDialog.notes')}
          max={limits.licenseNotesMax}
          warnAbove={limits.licenseNotesWarnAbove}
          value={form.notes}
          onChange={(event) => change({ notes: event.target.value })}
        />
        <ToggleGroup<LicenseKind>
          label={t('adminLicenses.createDialog.kind')}
          showLabel
          value={kind}
          options={[
            { value: 'unlimited', label: t('adminLicenses.createDialog.unlimited') },
            { value: 'limited', label: t('adminLicenses.createDialog.limited') },
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
          label={t('adminLicenses.createDialog.offline')}
          checked={form.unlimitedOfflineTimeSince !== null}
          disabled={kind !== 'unlimited'}
          aria-describedby={kind === 'unlimited' ? undefined : `${formId}-offline-hint`}
          onChange={(checked) => change({ unlimitedOfflineTimeSince: checked ? now().toISOString() : null })}
        />
        {kind === 'unlimited' ? (
          since(form.unlimitedOfflineTimeSince)
        ) : (
          <StyledSince id={`${formId}-offline-hint`}>{t('adminLicenses.createDialog.offlineHint')}</StyledSince>
        )}
      </Stack>
    </Modal>
  );
}
