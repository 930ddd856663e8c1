import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { focusRing } from '../../theme/mixins.ts';
import { vars } from '../../theme/vars.ts';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { FieldLabel, StyledFieldStack } from '../Field/index.ts';
import { Modal } from '../Modal/index.ts';
import { Stack } from '../Stack/index.ts';

/** The dialog's words, in the person's language: each kind of secret says what it is for. */
export interface SecretOnceTexts {
  /** The dialog's title, naming what the secret belongs to. */
  title: string;
  /** That the secret is never shown again, and what to do if it is lost. */
  warning: string;
  /** The field's label. */
  label: string;
  copy: string;
  copied: string;
  copyFailed: string;
  /** The button that closes the dialog. */
  done: string;
  /** A note under the secret, such as until when the previous secret works; none when omitted. */
  note?: string;
}

export interface SecretOnceDialogProps {
  /** The secret, the one time it is shown. */
  secret: string;
  texts: SecretOnceTexts;
  /** Closes the dialog; the secret is gone from the page with it. */
  onClose: () => void;
  /** Puts the secret on the clipboard; the browser's clipboard when omitted. */
  copy?: (text: string) => Promise<void>;
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
 * A secret the server shows once (an API key's, ADR 0092; a webhook endpoint's signing secret, ADR 0093): a warning
 * that it is never shown again, the secret in a read-only field that selects itself, and a copy button, which has
 * the focus; the status line says whether copying worked.
 */
export function SecretOnceDialog({ secret, texts, onClose, copy = browserClipboard }: SecretOnceDialogProps) {
  const [copied, setCopied] = useState<'copied' | 'copyFailed'>();
  const copyButton = useRef<HTMLButtonElement>(null);
  const secretId = useId();

  function copySecret() {
    copy(secret).then(
      () => setCopied('copied'),
      () => setCopied('copyFailed'),
    );
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={texts.title}
      initialFocusRef={copyButton}
      footer={<Button onClick={onClose}>{texts.done}</Button>}
    >
      <Stack gap={4}>
        <Alert tone="warning">{texts.warning}</Alert>
        <StyledFieldStack>
          <FieldLabel htmlFor={secretId}>{texts.label}</FieldLabel>
          <StyledSecret
            id={secretId}
            value={secret}
            rows={3}
            readOnly
            spellCheck={false}
            autoComplete="off"
            onFocus={(event) => event.target.select()}
          />
        </StyledFieldStack>
        <Stack direction="row" gap={3} align="center" wrap>
          <Button ref={copyButton} variant="secondary" onClick={copySecret}>
            {texts.copy}
          </Button>
          <StyledStatus role="status">{copied && texts[copied]}</StyledStatus>
        </Stack>
        {texts.note && <Alert tone="info">{texts.note}</Alert>}
      </Stack>
    </Modal>
  );
}
