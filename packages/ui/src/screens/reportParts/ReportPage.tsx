import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@orbit/i18n';
import { ChevronLeftIcon } from '../../icons/index.ts';
import { vars } from '../../theme/vars.ts';
import { Link } from '../../components/Link/index.ts';
import { ScreenHeader } from '../../components/ScreenHeader/index.ts';

export interface ReportPageProps {
  /** The report's name, the page's h1. */
  title: string;
  /** One sentence on what the report lists. */
  description: string;
  /** Where "All reports" goes (the reports list). */
  backHref: string;
  /** The filters, results and dialogs. */
  children: ReactNode;
}

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
`;

const StyledBack = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[1]};

  & > svg {
    font-size: ${vars.size.iconSm};
  }
`;

const StyledDescription = styled.p`
  margin: 0;
  color: ${vars.color.textMuted};
`;

/** The frame of every report screen: the way back to the list, the name and what the report lists. */
export function ReportPage({ title, description, backHref, children }: ReportPageProps) {
  const { t } = useTranslation();
  return (
    <StyledPage>
      <div>
        <Link href={backHref} variant="standalone">
          <StyledBack>
            <ChevronLeftIcon aria-hidden="true" />
            {t('adminReports.backToList')}
          </StyledBack>
        </Link>
      </div>
      <ScreenHeader title={title} />
      <StyledDescription>{description}</StyledDescription>
      {children}
    </StyledPage>
  );
}
