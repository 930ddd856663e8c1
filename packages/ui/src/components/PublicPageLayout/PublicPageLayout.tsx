import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BrandLogo } from '../BrandLogo/index.ts';
import { media, vars } from '../../theme/vars.ts';

/** `form`: a narrow column for one card; `message`: a wider, centred column for a status message. */
export type PublicPageVariant = 'form' | 'message';

export interface PublicPageLayoutProps {
  /** The page's main content, usually one card with the page heading. */
  children: ReactNode;
  /** A line under the content, such as a link to another public page. */
  footer?: ReactNode;
  /** Content under the footer, such as the news on the sign-in page. */
  below?: ReactNode;
  /** The shape of the column: a form card (the default) or a centred status message. */
  variant?: PublicPageVariant;
  /** The id of the heading that names the page's main landmark. */
  labelledBy?: string;
}

const StyledPage = styled.main`
  display: flex;
  min-height: 100vh;
  align-items: center;
  justify-content: center;
  padding: ${vars.space[10]} ${vars.space[4]};
  background: ${vars.color.background};

  /* Content that arrives later below the form (the sign-in page's news) would re-centre the column and move the
     form under the pointer: such pages start at the top. */
  &[data-below] {
    align-items: flex-start;
  }

  ${media.compact} {
    align-items: flex-start;
    padding: ${vars.space[6]} ${vars.space[4]};

    &[data-variant='message'] {
      padding: ${vars.space[8]} ${vars.space[4]};
    }
  }
`;

const StyledColumn = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[6]};
  width: 100%;
  max-width: ${vars.size.formWidth};

  &[data-variant='message'] {
    max-width: ${vars.size.contentWidth};
    text-align: center;
  }

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

/** The frame of the pages a person sees before signing in: brand on top, one centred column. */
export function PublicPageLayout({ children, footer, below, variant = 'form', labelledBy }: PublicPageLayoutProps) {
  return (
    <StyledPage data-variant={variant} data-below={below ? '' : undefined} aria-labelledby={labelledBy}>
      <StyledColumn data-variant={variant}>
        <BrandLogo size="lg" />
        {children}
        {footer && <StyledFooter>{footer}</StyledFooter>}
        {below}
      </StyledColumn>
    </StyledPage>
  );
}
