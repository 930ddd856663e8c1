import { useTranslation } from '@orbit/i18n';
import { Alert } from '../../components/Alert/index.ts';
import { Card } from '../../components/Card/index.ts';
import { DelayedLoader } from '../../components/DelayedLoader/index.ts';
import { Link } from '../../components/Link/index.ts';
import { PublicPageLayout } from '../../components/PublicPageLayout/index.ts';
import { StyledMessageText } from '../publicPage/messageParts.ts';

/**
 * `sent` right after sign-up; with the mailed link's token: `verifying`, then `verified` or `failed`.
 */
export type ValidateEmailStatus = 'sent' | 'verifying' | 'verified' | 'failed';

export interface ValidateEmailScreenProps {
  /** Where the person is in confirming the address. */
  status: ValidateEmailStatus;
  /** Where the sign-in button leads. */
  signInHref: string;
}

const titleKeys = {
  sent: 'publicPages.validateEmail.sentTitle',
  verifying: 'publicPages.validateEmail.verifyingTitle',
  verified: 'publicPages.validateEmail.verifiedTitle',
  failed: 'publicPages.validateEmail.failedTitle',
} as const satisfies Record<ValidateEmailStatus, string>;

/** The page after registration (docs/domain.md#screens-and-addresses /sign-up/validate-email), which also confirms a mailed link. */
export function ValidateEmailScreen({ status, signInHref }: ValidateEmailScreenProps) {
  const { t } = useTranslation();
  return (
    <PublicPageLayout>
      <Card heading={t(titleKeys[status])} headingLevel={1} padding="lg">
        {status === 'sent' && (
          <StyledMessageText>
            <p>{t('publicPages.validateEmail.sent')}</p>
            <p>{t('publicPages.validateEmail.spam')}</p>
          </StyledMessageText>
        )}
        {status === 'verifying' && <DelayedLoader label={t('publicPages.validateEmail.verifying')} />}
        {status === 'verified' && <Alert tone="success">{t('publicPages.validateEmail.verified')}</Alert>}
        {status === 'failed' && <Alert tone="error">{t('publicPages.validateEmail.failed')}</Alert>}
        {status !== 'verifying' && (
          <Link href={signInHref} variant="button">
            {t('publicPages.backToSignIn')}
          </Link>
        )}
      </Card>
    </PublicPageLayout>
  );
}
