import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { BrandLogo } from '../../components/BrandLogo/index.ts';
import { SupportContacts } from '../../components/SupportContacts/index.ts';
import { media, vars } from '../../theme/vars.ts';

export interface StatusPageProps {
  /** A small line above the title, such as "Error 404". */
  eyebrow?: string;
  /** The page's heading. */
  title: string;
  /** Explanation paragraphs. */
  children: ReactNode;
  /** The ways out: retry, go home. */
  actions: ReactNode;
}

const StyledPage = styled.main`
  display: flex;
  min-height: 100vh;
  align-items: center;
  justify-content: center;
  padding: ${vars.space[10]} ${vars.space[4]};
  background: ${vars.color.background};

  ${media.compact} {
    align-items: flex-start;
    padding: ${vars.space[8]} ${vars.space[4]};
  }
`;

const StyledContent = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[6]};
  width: 100%;
  max-width: ${vars.size.contentWidth};
  text-align: center;
`;

const StyledText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  color: ${vars.color.textMuted};

  & p {
    margin: 0;
  }
`;

const StyledEyebrow = styled.p`
  margin: 0;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.link};
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-size: ${vars.fontSize.display};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};
  color: ${vars.color.text};

  ${media.compact} {
    font-size: ${vars.fontSize.xxl};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[3]};
`;

const StyledDivider = styled.hr`
  width: 100%;
  margin: 0;
  border: 0;
  border-top: ${vars.size.borderWidth} solid ${vars.color.border};
`;

/** The layout shared by the not-found and error pages: brand, message, ways out, support contacts. */
export function StatusPage({ eyebrow, title, children, actions }: StatusPageProps) {
  const titleId = useId();
  return (
    <StyledPage aria-labelledby={titleId}>
      <StyledContent>
        <BrandLogo size="lg" />
        <StyledText>
          {eyebrow && <StyledEyebrow>{eyebrow}</StyledEyebrow>}
          <StyledTitle id={titleId}>{title}</StyledTitle>
          {children}
        </StyledText>
        <StyledActions>{actions}</StyledActions>
        <StyledDivider />
        <SupportContacts align="center" />
      </StyledContent>
    </StyledPage>
  );
}
