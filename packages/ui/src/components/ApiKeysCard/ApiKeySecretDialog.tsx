import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import type { ApiKeyWithSecret } from '@orbit/contract';
import { formatDate, useTranslation } from '@orbit/i18n';
import { focusRing } from '../../theme/mixins.ts';
import { vars } from '../../theme/vars.ts';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { FieldLabel, StyledFieldStack } from '../Field/index.ts';
import { Modal } from '../Modal/index.ts';
import { Stack } from '../Stack/index.ts';

export interface ApiKeySecretDialogProps {
  /** The key just made or rolled, with its secret. */
  made: ApiKeyWithSecret;
  /** Closes the dialog; the secret is gone from the page with it. */
  onClose: () => void;
  /** Puts the secret on the clipboard; the browser's clipboard when omitted. */
  copy?: (text: string) => Promise<void>;
  /** Dates are shown in this time zone; the browser's own when omitted. */
  timeZone?: string;
}

/** The whole secret in sight, broken anywhere: a one-line field would hide its end. */
const StyledSecret = styled.textarea`
  padding: ${vars.space[2]} ${vars.space[3]};
  border: ${vars.size.borderWidth} solid ${vars.color.borderStrong};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceMuted};
  font-family: inherit;
  font-size: ${vars.fontSize.md};
  font-variant-numeric: tabular-nums;
  line-height: ${vars.lineHeight.normal};
  color: ${vars.color.text};
  word-break: break-all;
  resize: none;
  /* As tall as the secret needs where the browser can; three lines (a phone's need) elsewhere. */
  field-sizing: content;

  &:focus-visible {
    ${focusRing()}
  }
`;

const StyledStatus = styled.p`
  min-height: calc(${vars.lineHeight.normal} * 1em);
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

const browserClipboard = (text: string) => navigator.clipboard.writeText(text);

/**
 * The secret of a key, the one time it is shown (ADR 0092): a warning that it is never shown again, the secret in a
 * read-only field that selects itself, and a copy button; the status line says whether copying worked.
 */
export function ApiKeySecretDialog({ made, onClose, copy = browserClipboard, timeZone }: ApiKeySecretDialogProps) {
  const { t, i18n } = useTranslation();
  const [copied, setCopied] = useState<'copied' | 'copyFailed'>();
  const copyButton = useRef<HTMLButtonElement>(null);
  const secretId = useId();
  const previousUntil = made.key.previousSecretExpiresAt;

  function copySecret() {
    copy(made.secret).then(
      () => setCopied('copied'),
      () => setCopied('copyFailed'),
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('apiKeys.secret.title', { name: made.key.name })}
      initialFocusRef={copyButton}
      footer={<Button onClick={onClose}>{t('apiKeys.secret.done')}</Button>}
    >
      <Stack gap={4}>
        <Alert tone="warning">{t('apiKeys.secret.warning')}</Alert>
        <StyledFieldStack>
          <FieldLabel htmlFor={secretId}>{t('apiKeys.secret.label')}</FieldLabel>
          <StyledSecret
            id={secretId}
            value={made.secret}
            rows={3}
            readOnly
            spellCheck={false}
            autoComplete="off"
            onFocus={(event) => event.target.select()}
          />
        </StyledFieldStack>
        <Stack direction="row" gap={3} align="center" wrap>
          <Button ref={copyButton} variant="secondary" onClick={copySecret}>
            {t('apiKeys.secret.copy')}
          </Button>
          <StyledStatus role="status">{copied && t(`apiKeys.secret.${copied}`)}</StyledStatus>
        </Stack>
        {previousUntil && (
          <Alert tone="info">
            {t('apiKeys.secret.previousUntil', {
              date: formatDate(previousUntil, i18n.language, 'dateTime', timeZone),
            })}
          </Alert>
        )}
      </Stack>
    </Modal>
  );
}
