import { useTranslation } from '@orbit/i18n';
import { Link } from '../../components/Link/index.ts';
import { StatusPage } from '../StatusPage/index.ts';

export interface NotFoundScreenProps {
  /** Where "Go to the home page" leads. */
  homeHref: string;
}

/** The page for any unknown route (docs/domain.md#screens-and-addresses): a way home and the provider's contacts. */
export function NotFoundScreen({ homeHref }: NotFoundScreenProps) {
  const { t } = useTranslation();
  return (
    <StatusPage
      eyebrow={t('notFound.code')}
      title={t('notFound.title')}
      actions={
        <Link href={homeHref} variant="button">
          {t('notFound.goHome')}
        </Link>
      }
    >
      <p>{t('notFound.description')}</p>
    </StatusPage>
  );
}
