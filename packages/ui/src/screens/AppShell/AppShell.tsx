import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { limits, truncate } from '@orbit/domain';
import { supportedLanguages, toSupportedLanguage, useTranslation, type SupportedLanguage } from '@orbit/i18n';
import { BrandLogo } from '../../components/BrandLogo/index.ts';
import { Button } from '../../components/Button/index.ts';
import { IconButton } from '../../components/IconButton/index.ts';
import { Link } from '../../components/Link/index.ts';
import { Select } from '../../components/Select/index.ts';
import { CloseIcon, MenuIcon, SignOutIcon } from '../../icons/index.ts';
import { useBrand } from '../../theme/OrbitThemeProvider.tsx';
import { breakpoint } from '../../theme/tokens.ts';
import { media, vars } from '../../theme/vars.ts';
import { isCurrentPath } from './navigation.ts';

/** Wide enough for the sidebar beside the content (spec §9: the slide-over menu is for screens under 600 px). */
const wide = `@media (min-width: ${breakpoint.shell}px)`;

export interface AppShellProps {
  /** The signed-in person's name; the shell shows it cut to 16 characters (spec §9). */
  userName: string;
  /** Called by the Sign out button. */
  onSignOut: () => void;
  /** The current screen. */
  children: ReactNode;
  /** Extra links placed after the sidebar's own sections. */
  navigation?: ReactNode;
  /** Shows the admin section (clients, reports, news, scenarios): the person holds a role other than user. */
  isStaff?: boolean;
  /** The path of the current page (`/dash/licenses`); its sidebar link gets `aria-current="page"`. */
  currentPath?: string;
  /** Called with the chosen language code; the switcher is shown only when this is given. */
  onLanguageChange?: (code: SupportedLanguage) => void;
  /** The app's version, shown in the sidebar footer. */
  version?: string;
  /** The build date, already formatted for the reader, shown in the sidebar footer. */
  buildDate?: string;
  /** Content above the header, such as the blocking banner of spec §4. */
  banner?: ReactNode;
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
    outline: ${vars.size.focusRing} solid ${vars.color.focus};
    outline-offset: ${vars.size.focusOffset};
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

const StyledSidebar = styled.nav`
  position: sticky;
  top: ${vars.size.headerHeight};
  grid-area: sidebar;
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${vars.space[6]};
  height: calc(100vh - ${vars.size.headerHeight});
  padding: ${vars.space[4]};
  overflow-y: auto;
  border-right: ${vars.size.borderWidth} solid ${vars.color.border};
  background: ${vars.color.surface};

  ${media.compact} {
    position: fixed;
    top: ${vars.size.headerHeight};
    bottom: 0;
    left: 0;
    z-index: ${vars.zIndex.sidebar};
    width: ${vars.size.sidebarWidth};
    height: auto;
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
}

/** The switcher's order of spec §2. */
const switcherOrder: readonly SupportedLanguage[] = ['en', 'pt', 'es', 'it', 'fr'];
const switcherLanguages = switcherOrder.flatMap((code) =>
  supportedLanguages.filter((language) => language.code === code),
);

function NavItem({ href, children, currentPath, exact, title }: NavItemProps) {
  return (
    <li>
      <StyledNavLink
        href={href}
        variant="standalone"
        title={title}
        aria-current={isCurrentPath(href, currentPath, exact) ? 'page' : undefined}
      >
        {children}
      </StyledNavLink>
    </li>
  );
}

/** The frame of every signed-in page (spec §2 shell): banner slot, header, sidebar with its sections, main content. */
export function AppShell({
  userName,
  onSignOut,
  children,
  navigation,
  isStaff = false,
  currentPath,
  onLanguageChange,
  version,
  buildDate,
  banner,
}: AppShellProps) {
  const { t, i18n } = useTranslation();
  const brand = useBrand();
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
      </StyledHeader>
      {menuOpen && <StyledBackdrop onClick={closeMenu} />}
      <StyledSidebar
        id={sidebarId}
        aria-label={t('shell.navigation')}
        data-open={menuOpen || undefined}
        onKeyDown={handleSidebarKeyDown}
        onClick={handleSidebarClick}
      >
        <StyledNavigation>
          <StyledList>
            <NavItem href="/dash" currentPath={currentPath} exact>
              {t('shell.dashboard')}
            </NavItem>
          </StyledList>
          <StyledSection aria-labelledby={`${headingId}-mind`}>
            <StyledSectionHeading id={`${headingId}-mind`}>{t('shell.mindYourBusiness')}</StyledSectionHeading>
            <StyledList>
              <NavItem href="/dash/licenses" currentPath={currentPath}>
                {t('shell.licences')}
              </NavItem>
              <NavItem href="/dash/wallet" currentPath={currentPath}>
                {t('shell.wallet')}
              </NavItem>
            </StyledList>
          </StyledSection>
          <StyledSection aria-labelledby={`${headingId}-invest`}>
            <StyledSectionHeading id={`${headingId}-invest`}>{t('shell.investInYourBusiness')}</StyledSectionHeading>
            <StyledList>
              <li>
                <StyledNavLink href={brand.storeUrl} variant="standalone" newTab>
                  {t('shell.store')}
                </StyledNavLink>
              </li>
              <NavItem href="/dash/news" currentPath={currentPath}>
                {t('shell.news')}
              </NavItem>
            </StyledList>
          </StyledSection>
          {isStaff && (
            <StyledSection aria-labelledby={`${headingId}-admin`}>
              <StyledSectionHeading id={`${headingId}-admin`}>{t('shell.admin')}</StyledSectionHeading>
              <StyledList>
                <NavItem href="/dash/admin/clients" currentPath={currentPath}>
                  {t('shell.clients')}
                </NavItem>
                <NavItem href="/dash/admin/reports" currentPath={currentPath}>
                  {t('shell.reports')}
                </NavItem>
                <NavItem href="/dash/admin/news" currentPath={currentPath}>
                  {t('shell.adminNews')}
                </NavItem>
                <NavItem href="/dash/admin/scenarios" currentPath={currentPath}>
                  {t('shell.scenarios')}
                </NavItem>
              </StyledList>
            </StyledSection>
          )}
          {navigation}
        </StyledNavigation>
        <StyledAccount>
          <StyledList>
            <NavItem href="/dash/me" currentPath={currentPath} title={userName}>
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
      <StyledMain id={mainId} tabIndex={-1}>
        {children}
      </StyledMain>
    </StyledShell>
  );
}
