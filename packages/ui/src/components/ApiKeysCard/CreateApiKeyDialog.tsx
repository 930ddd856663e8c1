import { useId } from 'react';
import styled from 'styled-components';
import type { CreateApiKeyBody } from '@orbit/contract';
import { apiKeyLimits, apiKeyScopes, type ApiKeyScope } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { useCheckedDraft, type DraftCallError } from '../../forms/useCheckedDraft.ts';
import { vars } from '../../theme/vars.ts';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { FieldError, FieldHint } from '../Field/index.ts';
import { Modal } from '../Modal/index.ts';
import { Stack } from '../Stack/index.ts';
import { TextArea } from '../TextArea/index.ts';
import { TextField } from '../TextField/index.ts';
import {
  apiKeyServerErrors,
  checkApiKeyDraft,
  emptyApiKeyDraft,
  scopeTextKey,
  type ApiKeyDraft,
  type ApiKeyField,
} from './apiKeyDraft.ts';

/** A refused call: its message in the person's language and, for a 400, the body's fields at fault by their paths. */
export type ApiKeyCallError = DraftCallError;

export interface CreateApiKeyDialogProps {
  /** Whether the dialog is shown; mount it at each opening, so each starts empty. */
  open: boolean;
  /** Called when the person closes the dialog. */
  onClose: () => void;
  /** Makes the key; rejects with an `ApiKeyCallError` when refused. */
  onSubmit: (body: CreateApiKeyBody) => Promise<unknown>;
}

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const StyledLegend = styled.legend`
  margin-bottom: ${vars.space[1]};
  padding: 0;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.text};
`;

/** The order a failed submit looks for the first field to focus. */
const fieldOrder: readonly [ApiKeyField, ...ApiKeyField[]] = ['name', 'scopes', 'expiresInDays', 'allowedAddresses'];

/**
 * The form of a new API key (ADR 0092, 0094): a name, what it may do as a checkbox per area and access, the days
 * until it expires (90 unless changed, at most 366) and the addresses it may be used from. The form's own checks
 * and a 400's fields both show on the fields, in the person's language.
 */
export function CreateApiKeyDialog({ open, onClose, onSubmit }: CreateApiKeyDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const scopesId = useId();
  const { draft, change, errorOf, fieldRef, failure, saving, submit } = useCheckedDraft<
    ApiKeyDraft,
    CreateApiKeyBody,
    ApiKeyField
  >({
    initial: emptyApiKeyDraft,
    check: checkApiKeyDraft,
    serverErrorsOf: apiKeyServerErrors,
    fieldOrder,
    onSubmit,
    failedText: t('apiKeys.failed'),
    fieldsText: t('apiKeys.checkFields'),
  });
  const toggle = (scope: ApiKeyScope, on: boolean) =>
    change({ scopes: on ? [...draft.scopes, scope] : draft.scopes.filter((each) => each !== scope) }, 'scopes');

  const scopesError = errorOf('scopes');
  const footer = (
    <>
      <Button variant="ghost" onClick={onClose}>
        {t('apiKeys.create.cancel')}
      </Button>
      <Button type="submit" form={formId} loading={saving}>
        {t('apiKeys.create.submit')}
      </Button>
    </>
  );

  return (
    <Modal open={open} onClose={onClose} title={t('apiKeys.create.title')} footer={footer}>
      <Stack as="form" gap={4} id={formId} noValidate onSubmit={(event) => void submit(event)}>
        {failure && (
          <Alert tone="error" title={t('apiKeys.create.errorTitle')}>
            {failure}
          </Alert>
        )}
        <TextField
          ref={fieldRef('name')}
          label={t('apiKeys.create.name')}
          hint={t('apiKeys.create.nameHint')}
          autoComplete="off"
          required
          value={draft.name}
          error={errorOf('name')}
          onChange={(event) => change({ name: event.target.value }, 'name')}
        />
        <StyledFieldset
          ref={fieldRef('scopes')}
          aria-describedby={scopesError ? `${scopesId}-error ${scopesId}-hint` : `${scopesId}-hint`}
          aria-invalid={scopesError ? true : undefined}
        >
          <StyledLegend>{t('apiKeys.create.scopes')}</StyledLegend>
          <FieldHint id={`${scopesId}-hint`}>{t('apiKeys.create.scopesHint')}</FieldHint>
          {apiKeyScopes.map((scope) => (
            <Checkbox
              key={scope}
              label={t(scopeTextKey(scope))}
              checked={draft.scopes.includes(scope)}
              onChange={(on) => toggle(scope, on)}
            />
          ))}
          {scopesError && <FieldError id={`${scopesId}-error`}>{scopesError}</FieldError>}
        </StyledFieldset>
        <TextField
          ref={fieldRef('expiresInDays')}
          label={t('apiKeys.create.expiry')}
          hint={t('apiKeys.create.expiryHint', { max: apiKeyLimits.maxExpiryDays })}
          inputMode="numeric"
          autoComplete="off"
          required
          value={draft.expiresInDays}
          error={errorOf('expiresInDays')}
          onChange={(event) => change({ expiresInDays: event.target.value }, 'expiresInDays')}
        />
        <TextArea
          ref={fieldRef('allowedAddresses')}
          label={t('apiKeys.create.addresses')}
          hint={t('apiKeys.create.addressesHint')}
          max={1000}
          rows={3}
          spellCheck={false}
          value={draft.allowedAddresses}
          error={errorOf('allowedAddresses')}
          onChange={(event) => change({ allowedAddresses: event.target.value }, 'allowedAddresses')}
        />
      </Stack>
    </Modal>
  );
}
