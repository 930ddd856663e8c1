import { useId } from 'react';
import styled from 'styled-components';
import type { CreateWebhookEndpointBody, WebhookEndpoint, WebhookEventType } from '@orbit/contract';
import { useTranslation } from '@orbit/i18n';
import { useCheckedDraft, type DraftCallError } from '../../forms/useCheckedDraft.ts';
import { vars } from '../../theme/vars.ts';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Checkbox } from '../Checkbox/index.ts';
import { FieldError, FieldHint } from '../Field/index.ts';
import { Modal } from '../Modal/index.ts';
import { Stack } from '../Stack/index.ts';
import { TextField } from '../TextField/index.ts';
import {
  checkWebhookEndpointDraft,
  draftOf,
  emptyWebhookEndpointDraft,
  endpointName,
  eventGroupsOf,
  eventTypeTextKey,
  webhookServerErrors,
  type WebhookEndpointDraft,
  type WebhookEndpointField,
  type WebhookEndpointKind,
} from './webhookDraft.ts';

/** A refused call: its message in the person's language and, for a 400, the body's fields at fault by their paths. */
export type WebhookCallError = DraftCallError;

export interface WebhookEndpointDialogProps {
  /** Whose endpoint: an account's is offered its own events only. */
  kind: WebhookEndpointKind;
  /** The endpoint to edit; a new one when omitted. Mount the dialog at each opening, so each starts afresh. */
  endpoint?: WebhookEndpoint;
  /** Called when the person closes the dialog. */
  onClose: () => void;
  /** Saves the endpoint; rejects with a `WebhookCallError` when refused. */
  onSubmit: (body: CreateWebhookEndpointBody) => Promise<unknown>;
}

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
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

/** Groups side by side where there is room, one under the other on a phone. */
const StyledGroups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  gap: ${vars.space[4]};
`;

const StyledGroup = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
  margin: 0;
  padding: ${vars.space[3]};
  border: ${vars.size.borderWidth} solid ${vars.color.border};
  border-radius: ${vars.radius.md};
`;

const StyledGroupLegend = styled.legend`
  padding: 0 ${vars.space[1]};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.textMuted};
`;

/** The order a failed submit looks for the first field to focus. */
const fieldOrder: readonly [WebhookEndpointField, ...WebhookEndpointField[]] = ['url', 'description', 'eventTypes'];

/**
 * The form of a webhook endpoint, new or changed (ADR 0093, 0097): its URL, a description, the event types it wants
 * as checkboxes in groups (each group with a box for all of it), and strict order per account. The form's own checks
 * and a 400's fields both show on the fields, in the person's language.
 */
export function WebhookEndpointDialog({ kind, endpoint, onClose, onSubmit }: WebhookEndpointDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const eventsId = useId();
  const strictHintId = useId();
  const { draft, change, errorOf, fieldRef, failure, saving, submit } = useCheckedDraft<
    WebhookEndpointDraft,
    CreateWebhookEndpointBody,
    WebhookEndpointField
  >({
    initial: () => (endpoint ? draftOf(endpoint) : emptyWebhookEndpointDraft),
    check: checkWebhookEndpointDraft,
    serverErrorsOf: webhookServerErrors,
    fieldOrder,
    onSubmit,
    failedText: t('webhooks.failed'),
    fieldsText: t('webhooks.checkFields'),
  });
  const toggle = (types: readonly WebhookEventType[], on: boolean) =>
    change(
      {
        eventTypes: on
          ? [...draft.eventTypes, ...types.filter((type) => !draft.eventTypes.includes(type))]
          : draft.eventTypes.filter((type) => !types.includes(type)),
      },
      'eventTypes',
    );

  const eventsError = errorOf('eventTypes');
  const footer = (
    <>
      <Button variant="ghost" onClick={onClose}>
        {t('webhooks.form.cancel')}
      </Button>
      <Button type="submit" form={formId} loading={saving}>
        {t(endpoint ? 'webhooks.form.save' : 'webhooks.form.add')}
      </Button>
    </>
  );

  return (
    <Modal
      open
      onClose={onClose}
      title={endpoint ? t('webhooks.form.editTitle', { name: endpointName(endpoint) }) : t('webhooks.form.addTitle')}
      footer={footer}
    >
      <Stack as="form" gap={4} id={formId} noValidate onSubmit={(event) => void submit(event)}>
        {failure && (
          <Alert tone="error" title={t(endpoint ? 'webhooks.form.editErrorTitle' : 'webhooks.form.addErrorTitle')}>
            {failure}
          </Alert>
        )}
        <TextField
          ref={fieldRef('url')}
          label={t('webhooks.form.url')}
          hint={t('webhooks.form.urlHint')}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          required
          value={draft.url}
          error={errorOf('url')}
          onChange={(event) => change({ url: event.target.value }, 'url')}
        />
        <TextField
          ref={fieldRef('description')}
          label={t('webhooks.form.description')}
          hint={t('webhooks.form.descriptionHint')}
          autoComplete="off"
          value={draft.description}
          error={errorOf('description')}
          onChange={(event) => change({ description: event.target.value }, 'description')}
        />
        <StyledFieldset
          ref={fieldRef('eventTypes')}
          aria-describedby={eventsError ? `${eventsId}-error ${eventsId}-hint` : `${eventsId}-hint`}
          aria-invalid={eventsError ? true : undefined}
        >
          <StyledLegend>{t('webhooks.form.events')}</StyledLegend>
          <FieldHint id={`${eventsId}-hint`}>{t('webhooks.form.eventsHint')}</FieldHint>
          <StyledGroups>
            {eventGroupsOf(kind).map((group) => {
              const chosen = group.types.filter((type) => draft.eventTypes.includes(type)).length;
              const name = t(`webhooks.groups.${group.id}`);
              return (
                <StyledGroup key={group.id}>
                  <StyledGroupLegend>{name}</StyledGroupLegend>
                  {group.types.length > 1 && (
                    <Checkbox
                      label={t('webhooks.form.allOf', { group: name })}
                      checked={chosen === group.types.length}
                      indeterminate={chosen > 0 && chosen < group.types.length}
                      onChange={(on) => toggle(group.types, on)}
                    />
                  )}
                  {group.types.map((type) => (
                    <Checkbox
                      key={type}
                      label={t(eventTypeTextKey(type))}
                      checked={draft.eventTypes.includes(type)}
                      onChange={(on) => toggle([type], on)}
                    />
                  ))}
                </StyledGroup>
              );
            })}
          </StyledGroups>
          {eventsError && <FieldError id={`${eventsId}-error`}>{eventsError}</FieldError>}
        </StyledFieldset>
        <Stack gap={1}>
          <Checkbox
            label={t('webhooks.form.strictOrder')}
            checked={draft.strictOrder}
            aria-describedby={strictHintId}
            onChange={(on) => change({ strictOrder: on })}
          />
          <FieldHint id={strictHintId}>{t('webhooks.form.strictOrderHint')}</FieldHint>
        </Stack>
      </Stack>
    </Modal>
  );
}
