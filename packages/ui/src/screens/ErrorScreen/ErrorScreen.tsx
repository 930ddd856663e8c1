import { useTranslation } from '@orbit/i18n';
import { Button } from '../../components/Button/index.ts';
import { Link } from '../../components/Link/index.ts';
import { StatusPage } from '../StatusPage/index.ts';

export interface ErrorScreenProps {
  /** Where "Go to the home page" leads. */
  homeHref: string;
  /** Tries again (reloads); without it only the home link is offered. */
  onRetry?: () => void;
}

/** The generic error page (/error: docs/domain.md#screens-and-addresses, docs/domain.md#errors): a small error, refresh and wait, contact the provider. */
export function ErrorScreen({ homeHref, onRetry }: ErrorScreenProps) {
  const { t } = useTranslation();
  return (
    <StatusPage
      title={t('errorPage.title')}
      actions={
        <>
          {onRetry && <Button onClick={onRetry}>{t('errorPage.retry')}</Button>}
          <Link href={homeHref} variant={onRetry ? 'standalone' : 'button'}>
            {t('errorPage.goHome')}
          </Link>
        </>
      }
    >
      <p>{t('errorPage.smallError')}</p>
      <p>{t('errorPage.refresh')}</p>
      <p>{t('errorPage.contact')}</p>
    </StatusPage>
  );
}
