import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { limits, truncate } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { BrandLogo } from '../../components/BrandLogo/index.ts';
import { Button } from '../../components/Button/index.ts';
import { IconButton } from '../../components/IconButton/index.ts';
import { CloseIcon, MenuIcon, SignOutIcon } from '../../icons/index.ts';
import { media, vars } from '../../theme/vars.ts';

export interface AppShellProps {
  /** The signed-in person's name; the shell shows it cut to 16 characters (spec §9). */
  userName: string;
  /** Called by the Sign out button. */
  onSignOut: () => void;
  /** The current screen. */
  children: ReactNode;
  /** Links of the sidebar, given by the app from its routes. */
  navigation?: ReactNode;
}

const StyledShell = styled.div`
  display: grid;
  grid-template-columns: ${vars.size.sidebarWidth} minmax(0, 1fr);
  grid-template-rows: ${vars.size.headerHeight} 1fr;
  grid-template-areas:
    'header header'
    'sidebar main';
  min-height: 100vh;
  background: ${vars.color.background};

  ${media.belowSidebar} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas:
      'header'
      'main';
  }
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

  ${media.sidebar} {
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

  ${media.belowSidebar} {
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

  ${media.sidebar} {
    display: none;
  }
`;

const StyledNavigation = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

const StyledAccount = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding-top: ${vars.space[4]};
  border-top: ${vars.size.borderWidth} solid ${vars.color.border};
`;

const StyledUserName = styled.p`
  margin: 0;
  overflow: hidden;
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.fontWeight.semibold};
  white-space: nowrap;
  text-overflow: ellipsis;
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

/** The frame of every signed-in page (spec §2 shell): header with the brand, sidebar, main content. */
export function AppShell({ userName, onSignOut, children, navigation }: AppShellProps) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const sidebarId = useId();
  const mainId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const shortName = truncate(userName, limits.sidebarNameLength);

  function closeMenu() {
    setMenuOpen(false);
    menuButton.current?.focus();
  }

  function handleSidebarKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape' && menuOpen) closeMenu();
  }

  return (
    <StyledShell>
      <StyledSkipLink href={`#${mainId}`}>{t('shell.skipToContent')}</StyledSkipLink>
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
      >
        <StyledNavigation>{navigation}</StyledNavigation>
        <StyledAccount>
          <StyledUserName title={userName}>{shortName}</StyledUserName>
          <Button variant="secondary" size="sm" icon={<SignOutIcon />} fullWidth onClick={onSignOut}>
            {t('shell.signOut')}
          </Button>
        </StyledAccount>
      </StyledSidebar>
      <StyledMain id={mainId} tabIndex={-1}>
        {children}
      </StyledMain>
    </StyledShell>
  );
}
