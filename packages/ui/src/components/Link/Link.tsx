import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@orbit/i18n';
import { focusRing } from '../../theme/mixins.ts';
import { vars } from '../../theme/vars.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';

/** What an app's link component receives: an `href` inside the app and ordinary anchor props. */
export interface LinkComponentProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'className' | 'children'
> {
  /** Where the link goes, as a path inside the app (`/sign-up`). */
  href: string;
  /** The link's styles; must end up on the rendered `<a>`. */
  className?: string;
  /** The link's content. */
  children?: ReactNode;
}

/** An app's router link (react-router's `Link` behind a thin adapter); it must render an `<a>`. */
export type LinkComponent = ComponentType<LinkComponentProps>;

function AnchorLink(props: LinkComponentProps) {
  return <a {...props} />;
}

const LinkComponentContext = createContext<LinkComponent>(AnchorLink);

export interface LinkProviderProps {
  /** The component every in-app `Link` renders with. */
  component: LinkComponent;
  /** The part of the app whose links use it. */
  children: ReactNode;
}

/** Lets an app route ui links through its router; ui itself never knows a route. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkComponentContext value={component}>{children}</LinkComponentContext>;
}

export type LinkVariant = 'inline' | 'standalone' | 'button';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  /** Destination: an app path goes through `LinkProvider`'s component; `https:`, `mailto:` and `tel:` stay plain anchors. */
  href: string;
  /** The visible text, which names the link. */
  children: ReactNode;
  /** `inline` inside a sentence (always underlined), `standalone` on its own, `button` for a navigation that looks like a primary action. */
  variant?: LinkVariant;
  /** Opens in a new tab, and says so to assistive technology. */
  newTab?: boolean;
}

const StyledLink = styled.a`
  color: ${vars.color.link};
  font-weight: ${vars.fontWeight.medium};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  border-radius: ${vars.radius.sm};

  &:hover {
    color: ${vars.color.linkHover};
  }

  &:focus-visible {
    ${focusRing()}
  }

  &[data-variant='standalone'] {
    text-decoration: none;
  }
  &[data-variant='standalone']:hover {
    text-decoration: underline;
  }

  &[data-variant='button'] {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: ${vars.size.controlMd};
    padding: 0 ${vars.space[4]};
    border-radius: ${vars.radius.md};
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
    font-size: ${vars.fontSize.sm};
    font-weight: ${vars.fontWeight.semibold};
    text-decoration: none;
  }
  &[data-variant='button']:hover {
    background: ${vars.color.primaryHover};
    color: ${vars.color.onPrimary};
  }
`;

const externalHref = /^[a-z][a-z\d+.-]*:/i;

/** A link to another page: in the app through the router, elsewhere as a plain anchor. */
export function Link({ href, children, variant = 'inline', newTab = false, ...rest }: LinkProps) {
  const { t } = useTranslation();
  const RouterLink = useContext(LinkComponentContext);
  const external = externalHref.test(href);
  return (
    <StyledLink
      {...rest}
      as={external ? 'a' : RouterLink}
      href={href}
      data-variant={variant}
      target={newTab ? '_blank' : rest.target}
      rel={newTab ? 'noopener noreferrer' : rest.rel}
    >
      {children}
      {newTab && <VisuallyHidden> ({t('common.opensInNewTab')})</VisuallyHidden>}
    </StyledLink>
  );
}
