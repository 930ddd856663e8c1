import styled from 'styled-components';
import type { AdminUser } from '@orbit/contract';
import { countryName, formatDate, useTranslation } from '@orbit/i18n';
import { PencilIcon } from '../../icons/index.ts';
import { vars } from '../../theme/vars.ts';
import { Badge } from '../Badge/index.ts';
import { Card } from '../Card/index.ts';
import { DescriptionList } from '../DescriptionList/index.ts';
import { ErrorState } from '../ErrorState/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { Skeleton } from '../Skeleton/index.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';

export interface ClientInfoCardProps {
  /** The client as staff see it; absent while loading or after an error. */
  client?: AdminUser;
  /** The client is loading: skeletons stand in for the values. */
  loading?: boolean;
  /** Loading failed: an error with a retry button replaces the values. */
  error?: boolean;
  /** Called by the retry button of the error state. */
  onRetry?: () => void;
  /** Called by the pencil; without it there is no pencil (colaborador, docs/domain.md#roles-and-permissions). */
  onEdit?: () => void;
  /** The viewer's IANA time zone, for dates; the browser's when omitted. */
  timeZone?: string;
}

/** The values beside the pencil, which stays at the top end of the card (outside the heading that names it). */
const StyledBody = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: start;
  gap: ${vars.space[3]};
`;

const fieldKeys = ['id', 'name', 'email', 'nameAsInContract', 'scope', 'country', 'timezone', 'createdAt', 'status'];

/** The client info card of the client page (docs/domain.md#screens-and-addresses): who the client is, with the pencil for who may edit. */
export function ClientInfoCard({
  client,
  loading = false,
  error = false,
  onRetry,
  onEdit,
  timeZone,
}: ClientInfoCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const title = t('adminClients.info.title');

  if (error) {
    return (
      <Card heading={title}>
        <ErrorState message={t('adminClients.client.loadError')} onRetry={onRetry} />
      </Card>
    );
  }
  if (loading || !client) {
    return (
      <Card heading={title}>
        <div aria-busy="true">
          <VisuallyHidden role="status">{t('common.loading')}</VisuallyHidden>
          <DescriptionList
            items={fieldKeys.map((key) => ({ id: key, label: t(`adminClients.info.${key}`), value: <Skeleton /> }))}
          />
        </div>
      </Card>
    );
  }

  const dash = '—';
  return (
    <Card heading={title}>
      <StyledBody>
        <DescriptionList
          items={[
            { id: 'id', label: t('adminClients.info.id'), value: client.id },
            { id: 'name', label: t('adminClients.info.name'), value: client.name },
            { id: 'email', label: t('adminClients.info.email'), value: client.email },
            // ADR 0055: staff see a new address that waits for its confirmation, and until when its link works.
            ...(client.pendingEmailChange
              ? [
                  {
                    id: 'pendingEmail',
                    label: t('adminClients.info.pendingEmail'),
                    value: (
                      <Badge tone="warning">
                        {t('adminClients.info.pendingEmailValue', {
                          email: client.pendingEmailChange.email,
                          date: formatDate(client.pendingEmailChange.expiresAt, language, 'dateTime', timeZone),
                        })}
                      </Badge>
                    ),
                  },
                ]
              : []),
            {
              id: 'nameAsInContract',
              label: t('adminClients.info.nameAsInContract'),
              value: client.nameAsInContract ?? dash,
            },
            { id: 'scope', label: t('adminClients.info.scope'), value: t(`adminClients.scopes.${client.scope}`) },
            {
              id: 'country',
              label: t('adminClients.info.country'),
              value: client.isoAlpha3 ? countryName(client.isoAlpha3, language) : dash,
            },
            { id: 'timezone', label: t('adminClients.info.timezone'), value: client.timezone },
            {
              id: 'createdAt',
              label: t('adminClients.info.createdAt'),
              value: formatDate(client.createdAt, language, 'medium', timeZone),
            },
            {
              id: 'status',
              label: t('adminClients.info.status'),
              value: client.disabledAt ? (
                <Badge tone="danger">
                  {t('adminClients.info.disabledSince', {
                    date: formatDate(client.disabledAt, language, 'medium', timeZone),
                  })}
                </Badge>
              ) : (
                <Badge tone="success">{t('adminClients.info.active')}</Badge>
              ),
            },
          ]}
        />
        {onEdit && (
          <IconButton label={t('adminClients.info.edit')} icon={<PencilIcon />} variant="secondary" onClick={onEdit} />
        )}
      </StyledBody>
    </Card>
  );
}
