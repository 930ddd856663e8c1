import { Fragment, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { limits, truncate } from '@orbit/domain';
import { supportedLanguages, toSupportedLanguage, useTranslation, type SupportedLanguage } from '@orbit/i18n';
import { BrandLogo } from '../../components/BrandLogo/index.ts';
import { Button } from '../../components/Button/index.ts';
import { IconButton } from '../../components/IconButton/index.ts';
import { Link } from '../../components/Link/index.ts';
import { Select } from '../../components/Select/index.ts';
import { CloseIcon, MenuIcon, SignOutIcon } from '../../icons/index.ts';
import { breakpoint } from '../../theme/tokens.ts';
import { focusRing } from '../../theme/mixins.ts';
import { media, vars } from '../../theme/vars.ts';
import { isCurrentPath } from './navigation.ts';

/** Wide enough for the sidebar beside the content (docs/domain.md#constants-and-limits: the slide-over menu is for screens under 600 px). */
const wide = `@media (min-width: ${breakpoint.shell}px)`;

/** One link of the sidebar. */
export interface AppShellLink {
  /** Where the link goes: a path of the app, or an `https:` address for an `external` link. */
  href: string;
  /** The visible text, already translated. */
  label: string;
  /** Marked current only on this exact path, not on the pages below it (a dashboard at `/dash`). */
  exact?: boolean;
  /** Opens in a new tab, such as the brand's store (`useBrand().storeUrl`). */
  external?: boolean;
}

/** A group of sidebar links, in the order shown. */
export interface AppShellSection {
  /** Stable identifier, unique in the sidebar. */
  id: string;
  /** The section's heading, already translated; without one the links stand alone (the dashboard link). */
  heading?: string;
  /** The section's links. */
  links: readonly AppShellLink[];
}

export interface AppShellProps {
  /** The signed-in person's name; the shell shows it cut to 16 characters (docs/domain.md#constants-and-limits). */
  userName: string;
  /** Called by the Sign out button. */
  onSignOut: () => void;
  /** The current screen. */
  children: ReactNode;
  /**
   * The sidebar's sections, from the app: the shell knows no route. The app leaves out what the person may not
   * use (the console passes its admin section to staff only).
   */
  navigation: readonly AppShellSection[];
  /** Where the person's name in the sidebar leads: their profile page. */
  profileHref: string;
  /** The path of the current page (`/dash/licenses`); its sidebar link gets `aria-current="page"`. */
  currentPath?: string;
  /** Called with the chosen language code; the switcher is shown only when this is given. */
  onLanguageChange?: (code: SupportedLanguage) => void;
  /** The app's version, shown in the sidebar footer. */
  version?: string;
  /** The build date, already formatted for the reader, shown in the sidebar footer. */
  buildDate?: string;
  /** Content above the header, such as the blocking banner of docs/domain.md#states-and-transitions. */
  banner?: ReactNode;
  /** Controls at the end of the header, such as the notification bell; their room is kept while they load. */
  headerActions?: ReactNode;
}

const StyledShell = styled.div`
  display: grid;
  grid-template-columns: ${vars.size.sidebarWidth} minmax(0, 1fr);
  grid-template-rows: auto ${vars.size.headerHeight} 1fr;
  grid-template-areas:
    'banner banner'
    'header header'
    'sidebar main';
  min-height: 100vh;
  background: ${vars.color.background};

  ${media.compact} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas:
      'banner'
      'header'
      'main';
  }
`;

const StyledBanner = styled.div`
  grid-area: banner;
`;

const StyledSkipLink = styled.a`
  position: absolute;
  top: ${vars.space[2]};
  left: ${vars.space[2]};
  z-index: ${vars.zIndex.overlay};
  padding: ${vars.space[2]} ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.primary};
  color: ${vars.color.onPrimary};
  font-weight: ${vars.fontWeight.semibold};
  transform: translateY(-200%);

  &:focus {
    transform: none;
    ${focusRing()}
  }
`;

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${vars.zIndex.header};
  grid-area: header;
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  padding: 0 ${vars.space[6]};
  border-bottom: ${vars.size.borderWidth} solid ${vars.color.border};
  background: ${vars.color.surface};

  ${media.compact} {
    padding: 0 ${vars.space[3]};
  }
`;

const StyledMenuToggle = styled.span`
  display: inline-flex;

  ${wide} {
    display: none;
  }
`;

const StyledGreeting = styled.p`
  margin: 0 0 0 auto;
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};

  ${media.compact} {
    display: none;
  }
`;

/** At the header's end: after the greeting, or alone at the end on a phone, where the greeting is hidden. */
const StyledHeaderActions = styled.div`
  display: flex;
  align-items: center;
  min-width: ${vars.size.controlMd};
  min-height: ${vars.size.controlMd};

  ${media.compact} {
    margin-left: auto;
  }
`;

/** The sidebar's column: its surface and border run down to the bottom of the page, however long the page. */
const StyledSidebarColumn = styled.div`
  grid-area: sidebar;
  border-right: ${vars.size.borderWidth} solid ${vars.color.border};
  background: ${vars.color.surface};

  ${media.compact} {
    display: contents;
  }
`;

/** The sidebar itself stays in view while the page scrolls. */
const StyledSidebar = styled.nav`
  position: sticky;
  top: ${vars.size.headerHeight};
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${vars.space[6]};
  height: calc(100vh - ${vars.size.headerHeight});
  padding: ${vars.space[4]};
  overflow-y: auto;

  ${media.compact} {
    position: fixed;
    top: ${vars.size.headerHeight};
    bottom: 0;
    left: 0;
    z-index: ${vars.zIndex.sidebar};
    width: ${vars.size.sidebarWidth};
    height: auto;
    border-right: ${vars.size.borderWidth} solid ${vars.color.border};
    background: ${vars.color.surface};
    box-shadow: ${vars.shadow.lg};
    transform: translateX(-100%);
    visibility: hidden;
    transition:
      transform ${vars.duration.normal} ${vars.easing.standard},
      visibility ${vars.duration.normal};

    &[data-open] {
      transform: none;
      visibility: visible;
    }
  }
`;

const StyledBackdrop = styled.div`
  position: fixed;
  inset: ${vars.size.headerHeight} 0 0 0;
  z-index: ${vars.zIndex.backdrop};
  background: ${vars.color.backdrop};

  ${wide} {
    display: none;
  }
`;

const StyledNavigation = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

const StyledSectionHeading = styled.h2`
  margin: 0;
  padding: 0 ${vars.space[3]};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.textMuted};
  text-transform: uppercase;
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledNavLink = styled(Link)`
  display: block;
  padding: ${vars.space[2]} ${vars.space[3]};
  overflow: hidden;
  border-radius: ${vars.radius.md};
  color: ${vars.color.text};
  white-space: nowrap;
  text-overflow: ellipsis;

  &:hover {
    background: ${vars.color.surfaceMuted};
    color: ${vars.color.text};
  }

  &[aria-current='page'] {
    background: ${vars.color.surfaceSelected};
    color: ${vars.color.linkHover};
    font-weight: ${vars.fontWeight.semibold};
  }
`;

const StyledAccount = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding-top: ${vars.space[4]};
  border-top: ${vars.size.borderWidth} solid ${vars.color.border};
`;

const StyledFooter = styled.div`
  font-size: ${vars.fontSize.xs};
  color: ${vars.color.textMuted};

  & p {
    margin: 0;
  }
`;

const StyledMain = styled.main`
  grid-area: main;
  min-width: 0;
  padding: ${vars.space[8]} ${vars.space[6]};

  &:focus {
    outline: none;
  }

  ${media.compact} {
    padding: ${vars.space[6]} ${vars.space[4]};
  }
`;

interface NavItemProps {
  /** Where the link goes. */
  href: string;
  /** The visible text. */
  children: ReactNode;
  /** The current page's path. */
  currentPath: string | undefined;
  /** Matches only this exact path, not the pages below it. */
  exact?: boolean;
  /** The full text when the visible one is cut. */
  title?: string;
  /** Opens in a new tab. */
  external?: boolean;
}

/** The switcher's order of docs/domain.md#screens-and-addresses. */
const switcherOrder: readonly SupportedLanguage[] = ['en', 'pt', 'es', 'it', 'fr'];
const switcherLanguages = switcherOrder.flatMap((code) =>
  supportedLanguages.filter((language) => language.code === code),
);

function NavItem({ href, children, currentPath, exact, title, external }: NavItemProps) {
  return (
    <li>
      <StyledNavLink
        href={href}
        variant="standalone"
        title={title}
        newTab={external}
        aria-current={!external && isCurrentPath(href, currentPath, exact) ? 'page' : undefined}
      >
        {children}
      </StyledNavLink>
    </li>
  );
}

/** The frame of every signed-in page (docs/domain.md#screens-and-addresses shell): banner slot, header, sidebar with its sections, main content. */
export function AppShell({
  userName,
  onSignOut,
  children,
  navigation,
  profileHref,
  currentPath,
  onLanguageChange,
  version,
  buildDate,
  banner,
  headerActions,
}: AppShellProps) {
  const { t, i18n } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const sidebarId = useId();
  const mainId = useId();
  const headingId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const shortName = truncate(userName, limits.sidebarNameLength);

  function closeMenu() {
    setMenuOpen(false);
    menuButton.current?.focus();
  }

  function handleSidebarKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && menuOpen) closeMenu();
  }

  // Following a link closes the slide-over menu; the new page takes the focus.
  function handleSidebarClick(event: MouseEvent<HTMLElement>) {
    if (event.target instanceof Element && event.target.closest('a')) setMenuOpen(false);
  }

  return (
    <StyledShell>
      <StyledSkipLink href={`#${mainId}`}>{t('shell.skipToContent')}</StyledSkipLink>
      {banner !== undefined && <StyledBanner>{banner}</StyledBanner>}
      <StyledHeader>
        <StyledMenuToggle>
          <IconButton
            ref={menuButton}
            label={menuOpen ? t('shell.closeMenu') : t('shell.openMenu')}
            icon={menuOpen ? <CloseIcon /> : <MenuIcon />}
            aria-expanded={menuOpen}
            aria-controls={sidebarId}
            onClick={() => setMenuOpen((open) => !open)}
          />
        </StyledMenuToggle>
        <BrandLogo size="sm" />
        <StyledGreeting>{t('shell.greeting', { name: shortName })}</StyledGreeting>
        {headerActions !== undefined && <StyledHeaderActions>{headerActions}</StyledHeaderActions>}
      </StyledHeader>
      {menuOpen && <StyledBackdrop onClick={closeMenu} />}
      <StyledSidebarColumn>
        <StyledSidebar
          id={sidebarId}
          aria-label={t('shell.navigation')}
          data-open={menuOpen || undefined}
          onKeyDown={handleSidebarKeyDown}
          onClick={handleSidebarClick}
        >
          <StyledNavigation>
            {navigation.map((section) => {
              const links = (
                <StyledList>
                  {section.links.map((link) => (
                    <NavItem
                      key={link.href}
                      href={link.href}
                      currentPath={currentPath}
                      exact={link.exact}
                      external={link.external}
                    >
                      {link.label}
                    </NavItem>
                  ))}
                </StyledList>
              );
              if (section.heading === undefined) return <Fragment key={section.id}>{links}</Fragment>;
              const sectionHeadingId = `${headingId}-${section.id}`;
              return (
                <StyledSection key={section.id} aria-labelledby={sectionHeadingId}>
                  <StyledSectionHeading id={sectionHeadingId}>{section.heading}</StyledSectionHeading>
                  {links}
                </StyledSection>
              );
            })}
          </StyledNavigation>
          <StyledAccount>
            <StyledList>
              <NavItem href={profileHref} currentPath={currentPath} title={userName}>
                {shortName}
              </NavItem>
            </StyledList>
            {onLanguageChange && (
              <Select
                label={t('languages.label')}
                value={toSupportedLanguage(i18n.language)}
                options={switcherLanguages.map(({ code, nativeName }) => ({ value: code, label: nativeName }))}
                onChange={(code) => onLanguageChange(toSupportedLanguage(code))}
              />
            )}
            <Button variant="secondary" size="sm" icon={<SignOutIcon />} fullWidth onClick={onSignOut}>
              {t('shell.signOut')}
            </Button>
            {(version !== undefined || buildDate !== undefined) && (
              <StyledFooter>
                {version !== undefined && <p>{t('shell.version', { version })}</p>}
                {buildDate !== undefined && <p>{t('shell.builtOn', { date: buildDate })}</p>}
              </StyledFooter>
            )}
          </StyledAccount>
        </StyledSidebar>
      </StyledSidebarColumn>
      <StyledMain id={mainId} tabIndex={-1}>
        {children}
      </StyledMain>
    </StyledShell>
  );
}
