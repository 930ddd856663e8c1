import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useTranslation } from '@orbit/i18n';
import { CloseIcon } from '../../icons/index.ts';
import { focusRing } from '../../theme/mixins.ts';
import { media, vars } from '../../theme/vars.ts';
import { IconButton } from '../IconButton/index.ts';

export type ModalVariant = 'default' | 'fullscreen';

export interface ModalProps {
  /** Whether the dialog is shown; the parent owns this state. */
  open: boolean;
  /** Called when the person asks to close: the close button, Escape or a click on the backdrop. */
  onClose: () => void;
  /** The heading of the dialog, which is also its accessible name. */
  title: string;
  /** The content of the dialog. */
  children: ReactNode;
  /** Actions at the bottom, such as Cancel and Save. */
  footer?: ReactNode;
  /** `default` is a centred panel; `fullscreen` covers the whole viewport, for editors and long lists. */
  variant?: ModalVariant;
  /** The element to focus when the dialog opens; the first focusable element when omitted. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

const focusableSelector = [
  'a[href]',
  'button:not(:disabled)',
  'input:not(:disabled)',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The open dialogs, innermost last: only the innermost one handles Escape and keeps focus. */
const openDialogs: HTMLElement[] = [];

function focusablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)];
}

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${vars.zIndex.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.space[4]};
  background: ${vars.color.backdrop};

  &[data-variant='fullscreen'] {
    padding: 0;
  }
`;

const StyledDialog = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${vars.size.contentWidth};
  max-height: 100%;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.lg};
  color: ${vars.color.text};

  &:focus-visible {
    ${focusRing()}
  }

  &[data-variant='fullscreen'] {
    max-width: none;
    height: 100%;
    border-radius: 0;
  }
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[4]};
  padding: ${vars.space[4]} ${vars.space[4]} ${vars.space[4]} ${vars.space[6]};
  border-bottom: ${vars.size.borderWidth} solid ${vars.color.border};

  ${media.compact} {
    padding-inline-start: ${vars.space[4]};
  }
`;

const StyledTitle = styled.h2`
  margin: 0;
  font-size: ${vars.fontSize.lg};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.lineHeight.tight};
`;

const StyledBody = styled.div`
  flex: 1;
  overflow: auto;
  padding: ${vars.space[6]};
  font-size: ${vars.fontSize.md};
  line-height: ${vars.lineHeight.normal};

  ${media.compact} {
    padding: ${vars.space[4]};
  }
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[2]};
  padding: ${vars.space[4]} ${vars.space[6]};
  border-top: ${vars.size.borderWidth} solid ${vars.color.border};

  ${media.compact} {
    padding: ${vars.space[4]};
  }
`;

/**
 * A modal dialog, named by its title: focus moves in when it opens, stays inside while it is open
 * (Tab and Shift+Tab wrap around), Escape closes it, and focus returns to the opener afterwards.
 */
export function Modal({ open, onClose, title, children, footer, variant = 'default', initialFocusRef }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(dialog);
    (initialFocusRef?.current ?? focusablesIn(dialog)[0] ?? dialog).focus();

    function handleKeyDown(event: KeyboardEvent) {
      if (!dialog || openDialogs.at(-1) !== dialog) return;
      if (event.key === 'Escape') {
        // A control inside that used the key (a picker closing its list, a search clearing) keeps the dialog open.
        if (event.defaultPrevented) return;
        event.preventDefault();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusables = focusablesIn(dialog);
      const first = focusables[0];
      const last = focusables.at(-1);
      if (!first || !last) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const active = document.activeElement;
      const outside = !dialog.contains(active);
      if (event.shiftKey && (active === first || active === dialog || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', handleKeyDown);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;

  return createPortal(
    <StyledBackdrop
      data-variant={variant}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <StyledDialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-variant={variant}
      >
        <StyledHeader>
          <StyledTitle id={titleId}>{title}</StyledTitle>
          <IconButton label={t('common.close')} icon={<CloseIcon />} onClick={onClose} />
        </StyledHeader>
        <StyledBody>{children}</StyledBody>
        {footer && <StyledFooter>{footer}</StyledFooter>}
      </StyledDialog>
    </StyledBackdrop>,
    document.body,
  );
}
