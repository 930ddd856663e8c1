import styled from 'styled-components';
import { useTranslation } from '@orbit/i18n';
import { MailIcon, PhoneIcon } from '../../icons/index.ts';
import { vars } from '../../theme/vars.ts';
import { useBrand } from '../../theme/OrbitThemeProvider.tsx';
import { Link } from '../Link/index.ts';

export type SupportContactsAlign = 'start' | 'center';

export interface SupportContactsProps {
  /** Horizontal alignment, `center` on the centred status pages. */
  align?: SupportContactsAlign;
}

const StyledSupport = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};

  &[data-align='center'] {
    align-items: center;
    text-align: center;
  }
`;

const StyledTitle = styled.p`
  margin: 0;
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.text};
`;

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]} ${vars.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  [data-align='center'] > & {
    justify-content: center;
  }
`;

const StyledItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};

  & > svg {
    flex: none;
    font-size: ${vars.size.iconSm};
  }
`;

/** How to reach the provider, from the brand: email and phone as links. */
export function SupportContacts({ align = 'start' }: SupportContactsProps) {
  const { t } = useTranslation();
  const { support } = useBrand();
  const phoneHref = `tel:${support.phone.replace(/[^\d+]/g, '')}`;
  return (
    <StyledSupport data-align={align}>
      <StyledTitle>{t('support.title')}</StyledTitle>
      <StyledList>
        <StyledItem>
          <MailIcon />
          <span>{t('support.email')}:</span>
          <Link href={`mailto:${support.email}`}>{support.email}</Link>
        </StyledItem>
        <StyledItem>
          <PhoneIcon />
          <span>{t('support.phone')}:</span>
          <Link href={phoneHref}>{support.phone}</Link>
        </StyledItem>
      </StyledList>
    </StyledSupport>
  );
}
