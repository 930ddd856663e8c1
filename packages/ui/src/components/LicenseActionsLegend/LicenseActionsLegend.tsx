import { useId } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Stack } from '../Stack/index.ts';
import { licenseActionIcons, licenseActions } from './licenseActions.tsx';

export interface LicenseActionsLegendProps {
  /** Heading level of the legend's title in the page outline. */
  headingLevel?: 3 | 4;
}

const StyledTitle = styled.h3`
  margin: 0;
  color: ${vars.color.textMuted};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
`;

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};
`;

const StyledItem = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0 ${vars.space[2]};
  align-items: start;

  & > dt {
    display: contents;
    font-weight: ${vars.fontWeight.semibold};
  }

  & svg {
    grid-row: span 2;
    margin-top: ${vars.space[1]};
    font-size: ${vars.size.iconMd};
    color: ${vars.color.primary};
  }

  & > dd {
    grid-column: 2;
    margin: 0;
    color: ${vars.color.textMuted};
  }
`;

/** What each licence action icon does (docs/domain.md#screens-and-addresses: "a legend lists the icons"), in the order of the rows' buttons. */
export function LicenseActionsLegend({ headingLevel = 3 }: LicenseActionsLegendProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Stack as="section" gap={2} aria-labelledby={titleId}>
      <StyledTitle as={`h${headingLevel}`} id={titleId}>
        {t('adminLicenses.legend.title')}
      </StyledTitle>
      <StyledList>
        {licenseActions.map((action) => (
          <StyledItem key={action}>
            <dt>
              {licenseActionIcons[action]}
              <span>{t(`adminLicenses.action.${action}`)}</span>
            </dt>
            <dd>{t(`adminLicenses.legend.${action}`)}</dd>
          </StyledItem>
        ))}
      </StyledList>
    </Stack>
  );
}
