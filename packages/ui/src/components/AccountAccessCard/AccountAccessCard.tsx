import { useState } from 'react';
import styled from 'styled-components';
import { formatDate, useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Alert } from '../Alert/index.ts';
import { Button } from '../Button/index.ts';
import { Card } from '../Card/index.ts';
import { ConfirmDialog } from '../ConfirmDialog/index.ts';
import { Stack } from '../Stack/index.ts';

export interface AccountAccessCardProps {
  /** The client's name, for the confirmations. */
  name: string;
  /** When the account was disabled; null while it may sign in. */
  disabledAt: string | null;
  /** Disables the account; rejects with the server's message. */
  onDisable: () => Promise<unknown>;
  /** Enables the account again; rejects with the server's message. */
  onEnable: () => Promise<unknown>;
  /** Ends every session of the account; resolves with how many ended. */
  onEndSessions: () => Promise<{ ended: number }>;
  /** The viewer's IANA time zone, for dates; the browser's when omitted. */
  timeZone?: string;
}

type Action = 'disable' | 'enable' | 'endSessions';

const StyledText = styled.p`
  margin: 0 0 ${vars.space[4]};
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
`;

const StyledNotice = styled.div`
  margin-bottom: ${vars.space[4]};
`;

/**
 * Account security on the client page, for admins (ADR 0020): disable or enable the account, end all its sessions;
 * each behind a confirmation, with the outcome said in the card.
 */
export function AccountAccessCard({
  name,
  disabledAt,
  onDisable,
  onEnable,
  onEndSessions,
  timeZone,
}: AccountAccessCardProps) {
  const { t, i18n } = useTranslation();
  const [confirming, setConfirming] = useState<Action>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string }>();

  const questions: Record<Action, { title: string; text: string; label: string }> = {
    disable: {
      title: t('adminClients.account.confirmDisableTitle'),
      text: t('adminClients.account.confirmDisable', { name }),
      label: t('adminClients.account.disable'),
    },
    enable: {
      title: t('adminClients.account.confirmEnableTitle'),
      text: t('adminClients.account.confirmEnable', { name }),
      label: t('adminClients.account.enable'),
    },
    endSessions: {
      title: t('adminClients.account.confirmEndTitle'),
      text: t('adminClients.account.confirmEnd', { name }),
      label: t('adminClients.account.endSessions'),
    },
  };

  async function run(action: Action) {
    setBusy(true);
    try {
      if (action === 'endSessions') {
        const { ended } = await onEndSessions();
        setOutcome({ tone: 'success', text: t('adminClients.account.ended', { count: ended }) });
      } else {
        await (action === 'disable' ? onDisable() : onEnable());
        setOutcome({ tone: 'success', text: t(`adminClients.account.${action}d`) });
      }
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : t('errors.unexpected');
      setOutcome({ tone: 'error', text: t('adminClients.account.failed', { message }) });
    } finally {
      setBusy(false);
      setConfirming(undefined);
    }
  }

  const question = confirming && questions[confirming];
  return (
    <Card heading={t('adminClients.account.title')}>
      {outcome && (
        <StyledNotice>
          <Alert tone={outcome.tone}>{outcome.text}</Alert>
        </StyledNotice>
      )}
      <StyledText>
        {disabledAt
          ? t('adminClients.account.disabledText', { date: formatDate(disabledAt, i18n.language, 'medium', timeZone) })
          : t('adminClients.account.activeText')}
      </StyledText>
      <Stack direction="row" gap={3} wrap>
        {disabledAt ? (
          <Button variant="secondary" onClick={() => setConfirming('enable')}>
            {t('adminClients.account.enable')}
          </Button>
        ) : (
          <Button variant="danger" onClick={() => setConfirming('disable')}>
            {t('adminClients.account.disable')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => setConfirming('endSessions')}>
          {t('adminClients.account.endSessions')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={question !== undefined}
        title={question?.title ?? ''}
        confirmLabel={question?.label}
        tone={confirming === 'enable' ? 'default' : 'danger'}
        busy={busy}
        onConfirm={() => confirming && void run(confirming)}
        onCancel={() => setConfirming(undefined)}
      >
        {question?.text}
      </ConfirmDialog>
    </Card>
  );
}
