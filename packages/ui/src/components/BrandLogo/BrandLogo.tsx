import styled from 'styled-components';
import { vars } from '../../theme/vars.ts';
import { useBrand } from '../../theme/OrbitThemeProvider.tsx';

export type BrandLogoSize = 'sm' | 'md' | 'lg';

export interface BrandLogoProps {
  /** Height of the mark; the name's type size follows. */
  size?: BrandLogoSize;
  /** Shows the brand name beside the mark; without it the mark alone carries the name for assistive technology. */
  showName?: boolean;
}

const StyledBrandLogo = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  color: ${vars.color.text};
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.bold};
  line-height: ${vars.lineHeight.tight};

  &[data-size='sm'] {
    font-size: ${vars.fontSize.md};
  }

  &[data-size='lg'] {
    gap: ${vars.space[3]};
    font-size: ${vars.fontSize.xxl};
  }
`;

const StyledMark = styled.span`
  display: inline-flex;
  flex: none;
  width: ${vars.size.logoMd};
  height: ${vars.size.logoMd};

  [data-size='sm'] > & {
    width: ${vars.size.logoSm};
    height: ${vars.size.logoSm};
  }

  [data-size='lg'] > & {
    width: ${vars.size.logoLg};
    height: ${vars.size.logoLg};
  }
`;

/** The current brand's mark, with or without its name. */
export function BrandLogo({ size = 'md', showName = true }: BrandLogoProps) {
  const { Logo, name } = useBrand();
  return (
    <StyledBrandLogo data-size={size}>
      <StyledMark>
        <Logo label={showName ? undefined : name} />
      </StyledMark>
      {showName && <span>{name}</span>}
    </StyledBrandLogo>
  );
}
