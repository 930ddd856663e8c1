import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BrandLogo } from '../BrandLogo/index.ts';
import { media, vars } from '../../theme/vars.ts';

export interface PublicPageLayoutProps {
  /** The page's main content, usually one card with the page heading. */
  children: ReactNode;
  /** A line under the content, such as a link to another public page. */
  footer?: ReactNode;
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
    padding: ${vars.space[6]} ${vars.space[4]};
  }
`;

const StyledColumn = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[6]};
  width: 100%;
  max-width: ${vars.size.formWidth};

  & > section {
    align-self: stretch;
  }
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${vars.space[1]};
  margin: 0;
  color: ${vars.color.textMuted};
`;

/** The frame of the pages a person sees before signing in: brand on top, one narrow centred column. */
export function PublicPageLayout({ children, footer }: PublicPageLayoutProps) {
  return (
    <StyledPage>
      <StyledColumn>
        <BrandLogo size="lg" />
        {children}
        {footer && <StyledFooter>{footer}</StyledFooter>}
      </StyledColumn>
    </StyledPage>
  );
}
