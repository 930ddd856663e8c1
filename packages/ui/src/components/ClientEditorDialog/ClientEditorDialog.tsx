import { useId, useState } from 'react';
import type { AdminEditUserRequest, AdminUser } from '@orbit/contract';
import { limits, scopes, type Scope } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { useFormikForm } from '../../forms/useFormikForm.ts';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Modal } from '../Modal/index.ts';
import { Select } from '../Select/index.ts';
import { Stack } from '../Stack/index.ts';
import { TextField } from '../TextField/index.ts';
import { clientEditSchema } from './clientEditSchema.ts';

export interface ClientEditorDialogProps {
  /** Whether the dialog is shown; the parent owns this state. */
  open: boolean;
  /** Called when the person closes the dialog. */
  onClose: () => void;
  /** The client as it is when the dialog opens; the form starts from it (mount the dialog at each opening). */
  client: AdminUser;
  /** Shows the scope field (admin only, docs/domain.md#roles-and-permissions); without it the scope is never sent. */
  canChangeScope?: boolean;
  /** Saves the edit; the dialog shows success when the promise resolves, the error's message when it rejects. */
  onSubmit: (request: AdminEditUserRequest) => Promise<unknown>;
}

interface ClientEditValues {
  name: string;
  email: string;
  nameAsInContract: string;
  scope: string;
}

type Outcome = { kind: 'saved'; name: string } | { kind: 'failed'; message: string };

function valuesOf(client: AdminUser): ClientEditValues {
  return {
    name: client.name,
    email: client.email,
    nameAsInContract: client.nameAsInContract ?? '',
    scope: client.scope,
  };
}

/**
 * What the server receives (ADR 0025): trimmed values; an empty name as in contract is left out (docs/domain.md#validation) unless the
 * client had one, when null clears it; the scope only from who may change it.
 */
export function clientEditRequest(
  values: ClientEditValues,
  client: AdminUser,
  canChangeScope: boolean,
): AdminEditUserRequest {
  const nameAsInContract = values.nameAsInContract.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    ...(nameAsInContract ? { nameAsInContract } : client.nameAsInContract !== null ? { nameAsInContract: null } : {}),
    ...(canChangeScope && { scope: values.scope as Scope }),
  };
}

/**
 * The client edit dialog of docs/domain.md#screens-and-addresses and docs/domain.md#validation (mounted at each opening, so each starts from the client as it is): name, email, name as in contract and, for an admin, the scope. Save stays
 * disabled until a field changed; a success or error message follows the save.
 */
export function ClientEditorDialog({
  open,
  onClose,
  client,
  canChangeScope = false,
  onSubmit,
}: ClientEditorDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const { formik, field, handleSubmit } = useFormikForm<ClientEditValues>({
    initialValues: valuesOf(client),
    validationSchema: clientEditSchema,
    fieldOrder: ['name', 'email', 'nameAsInContract', 'scope'],
    messageParams: { limit: limits.clientNameMinLength },
    submitting: saving,
    onValid: (values) => void save(values),
  });
  async function save(values: ClientEditValues) {
    setSaving(true);
    try {
      await onSubmit(clientEditRequest(values, client, canChangeScope));
      setOutcome({ kind: 'saved', name: values.name.trim() });
    } catch (error) {
      setOutcome({ kind: 'failed', message: error instanceof Error && error.message ? error.message : '' });
    } finally {
      setSaving(false);
    }
  }

  const footer =
    outcome?.kind === 'saved' ? (
      <Button onClick={onClose}>{t('adminClients.edit.close')}</Button>
    ) : outcome?.kind === 'failed' ? (
      <>
        <Button variant="ghost" onClick={onClose}>
          {t('adminClients.edit.close')}
        </Button>
        <Button onClick={() => setOutcome(undefined)}>{t('adminClients.edit.back')}</Button>
      </>
    ) : (
      <>
        <Button variant="ghost" onClick={onClose}>
          {t('adminClients.edit.cancel')}
        </Button>
        <Button type="submit" form={formId} loading={saving} disabled={!formik.dirty}>
          {t('adminClients.edit.save')}
        </Button>
      </>
    );

  return (
    <Modal open={open} onClose={onClose} title={t('adminClients.edit.title')} footer={footer}>
      {outcome?.kind === 'saved' && (
        <Alert tone="success" title={t('adminClients.edit.successTitle')}>
          {t('adminClients.edit.success', { name: outcome.name })}
        </Alert>
      )}
      {outcome?.kind === 'failed' && (
        <Alert tone="error" title={t('adminClients.edit.errorTitle')}>
          {outcome.message || t('errors.unexpected')}
        </Alert>
      )}
      {!outcome && (
        <Stack as="form" gap={4} id={formId} noValidate onSubmit={handleSubmit}>
          <TextField {...field('name')} label={t('adminClients.edit.name')} autoComplete="off" required />
          <TextField
            {...field('email')}
            type="email"
            label={t('adminClients.edit.email')}
            autoComplete="off"
            required
          />
          <TextField
            {...field('nameAsInContract')}
            label={t('adminClients.edit.nameAsInContract')}
            hint={t('adminClients.edit.nameAsInContractHint')}
            autoComplete="off"
          />
          {canChangeScope && (
            <Select
              name="scope"
              label={t('adminClients.edit.scope')}
              value={formik.values.scope}
              onChange={(value) => void formik.setFieldValue('scope', value)}
              options={scopes.map((scope) => ({ value: scope, label: t(`adminClients.scopes.${scope}`) }))}
              required
            />
          )}
        </Stack>
      )}
    </Modal>
  );
}
