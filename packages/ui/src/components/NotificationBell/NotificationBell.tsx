import { useId, type MouseEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatNumber, useTranslation } from '@orbit/i18n';
import { BellIcon } from '../../icons/index.ts';
import { vars } from '../../theme/vars.ts';
import { IconButton } from '../IconButton/index.ts';
import { PickerPopover, StyledPickerAnchor, usePickerPopover } from '../PickerPopover/index.ts';

export interface NotificationBellProps {
  /** Unread notifications; no count shows at 0 or while it is not known. */
  unread?: number;
  /** The count is on its way: the bell says it is busy. */
  loading?: boolean;
  /** The count could not be loaded: a mark says so, and the panel tells more. */
  error?: boolean;
  /** The panel the bell opens (NotificationPanel). */
  children: ReactNode;
  /** Called as the panel opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

/** A count above this shows as “99+”. */
const largestCount = 99;

const StyledCount = styled.span`
  position: absolute;
  top: 0;
  right: 0;
  min-width: ${vars.size.iconSm};
  padding: 0 ${vars.space[1]};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.danger};
  color: ${vars.color.onDanger};
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.fontWeight.semibold};
  line-height: ${vars.size.iconSm};
  text-align: center;
  pointer-events: none;
`;

/**
 * The header's bell (ADR 0080): the unread count on it, and the panel of the newest notifications under it. Escape,
 * on the bell or in the panel, closes the panel and leaves the focus on the bell; so does a press outside it, and
 * following a link closes it.
 */
export function NotificationBell({
  unread,
  loading = false,
  error = false,
  children,
  onOpenChange,
}: NotificationBellProps) {
  const { t, i18n } = useTranslation();
  const panelId = useId();
  const { open, setOpen, close, anchor, trigger, position, handleAnchorBlur } = usePickerPopover({
    placement: 'bottom-end',
  });
  const count = unread ?? 0;

  function toggle(next: boolean) {
    setOpen(next);
    onOpenChange?.(next);
  }

  // A followed link leads away: the panel closes, and the page it opens takes the focus.
  function handlePanelClick(event: MouseEvent<HTMLDivElement>) {
    if (event.target instanceof Element && event.target.closest('a')) toggle(false);
  }

  let label = t('notifications.bell');
  if (error) label = t('notifications.bellError');
  else if (count > 0) label = t('notifications.bellUnread', { count: formatNumber(count, i18n.language) });

  return (
    <StyledPickerAnchor ref={anchor} onBlur={handleAnchorBlur}>
      <IconButton
        ref={trigger}
        label={label}
        icon={<BellIcon />}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-busy={loading || undefined}
        onClick={() => toggle(!open)}
        onKeyDown={(event) => {
          // Opened by a click, the panel leaves the focus on the bell: Escape there closes it as well.
          if (event.key !== 'Escape' || !open) return;
          event.preventDefault();
          toggle(false);
        }}
      />
      {error ? (
        <StyledCount aria-hidden="true">!</StyledCount>
      ) : (
        count > 0 && (
          <StyledCount aria-hidden="true">
            {count > largestCount
              ? `${formatNumber(largestCount, i18n.language)}+`
              : formatNumber(count, i18n.language)}
          </StyledCount>
        )
      )}
      {open && (
        <PickerPopover
          label={t('notifications.bell')}
          onEscape={() => {
            close();
            onOpenChange?.(false);
          }}
          position={position}
        >
          <div id={panelId} onClick={handlePanelClick}>
            {children}
          </div>
        </PickerPopover>
      )}
    </StyledPickerAnchor>
  );
}
