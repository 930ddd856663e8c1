import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { PublicPageLayout } from '../../components/PublicPageLayout/index.ts';
import { Stack } from '../../components/Stack/index.ts';
import { SupportContacts } from '../../components/SupportContacts/index.ts';
import { media, vars } from '../../theme/vars.ts';
import { StyledMessageText } from '../publicPage/messageParts.ts';

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
    <PublicPageLayout variant="message" labelledBy={titleId}>
      <StyledMessageText>
        {eyebrow && <StyledEyebrow>{eyebrow}</StyledEyebrow>}
        <StyledTitle id={titleId}>{title}</StyledTitle>
        {children}
      </StyledMessageText>
      <Stack direction="row" gap={3} align="center" justify="center" wrap>
        {actions}
      </Stack>
      <StyledDivider />
      <SupportContacts align="center" />
    </PublicPageLayout>
  );
}
