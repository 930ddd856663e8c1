import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { ApiKeyWithSecret } from '@orbit/contract';
import { formatDate, useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Modal } from '../Modal/index.ts';
import { Stack } from '../Stack/index.ts';
import { TextField } from '../TextField/index.ts';

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

const StyledSecret = styled.div`
  & input {
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.02em;
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
        <StyledSecret>
          <TextField
            label={t('apiKeys.secret.label')}
            value={made.secret}
            readOnly
            spellCheck={false}
            autoComplete="off"
            onFocus={(event) => event.target.select()}
          />
        </StyledSecret>
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
