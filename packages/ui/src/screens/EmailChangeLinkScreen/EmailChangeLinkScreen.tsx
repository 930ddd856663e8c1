import { useTranslation } from '@orbit/i18n';
import { Alert } from '../../components/Alert/index.ts';
import { Card } from '../../components/Card/index.ts';
import { DelayedLoader } from '../../components/DelayedLoader/index.ts';
import { Link } from '../../components/Link/index.ts';
import { PublicPageLayout } from '../../components/PublicPageLayout/index.ts';

/** Which mailed link was opened: the new address's confirms the change, the old address's cancels it. */
export type EmailChangeLinkAction = 'confirm' | 'cancel';

/** The link's token is being sent, then it worked or it did not. */
export type EmailChangeLinkStatus = 'working' | 'done' | 'failed';

export interface EmailChangeLinkScreenProps {
  /** Which link this is. */
  action: EmailChangeLinkAction;
  /** Where the link's use stands. */
  status: EmailChangeLinkStatus;
  /** Why it failed, when the server said more than an invalid link (the address was taken meanwhile). */
  failure?: string;
  /** Where the sign-in link leads. */
  signInHref: string;
}

const keys = {
  confirm: {
    working: ['confirmingTitle', 'confirming'],
    done: ['confirmedTitle', 'confirmed'],
    failed: ['failedTitle', 'failed'],
  },
  cancel: {
    working: ['cancellingTitle', 'cancelling'],
    done: ['cancelledTitle', 'cancelled'],
    failed: ['failedTitle', 'failed'],
  },
} as const satisfies Record<EmailChangeLinkAction, Record<EmailChangeLinkStatus, readonly [string, string]>>;

/** The pages the mailed links of a change of email open (ADR 0055): /email-change/confirm and /email-change/cancel. */
export function EmailChangeLinkScreen({ action, status, failure, signInHref }: EmailChangeLinkScreenProps) {
  const { t } = useTranslation();
  const [title, text] = keys[action][status].map((key) => t(`publicPages.emailChange.${key}`));
  return (
    <PublicPageLayout>
      <Card heading={title} headingLevel={1} padding="lg">
        {status === 'working' && <DelayedLoader label={text ?? ''} />}
        {status === 'done' && <Alert tone="success">{text}</Alert>}
        {status === 'failed' && <Alert tone="error">{failure ?? text}</Alert>}
        {status !== 'working' && (
          <Link href={signInHref} variant="button">
            {t('publicPages.backToSignIn')}
          </Link>
        )}
      </Card>
    </PublicPageLayout>
  );
}
