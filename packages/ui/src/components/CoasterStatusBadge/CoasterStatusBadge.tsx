import styled from 'styled-components';
import type { CoasterStatus } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { vars } from '../../theme/vars.ts';
import { Badge, type BadgeTone } from '../Badge/index.ts';

export interface CoasterStatusBadgeProps {
  /** What became of the machine, as the server derived it from its calls (ADR 0084). */
  status: CoasterStatus;
  /** Online, but no ride for hours in which it usually plays: a second, amber badge says so. */
  silent?: boolean;
}

/**
 * Green only for a machine that plays now; amber when it missed a check-in; red when it is lost or shut out; grey
 * when it is off on purpose or has no machine; blue when its PC was replaced. The text always says it too.
 */
export const coasterStatusTones: Record<CoasterStatus, BadgeTone> = {
  online: 'success',
  late: 'warning',
  offline: 'danger',
  switchedOff: 'neutral',
  notActivated: 'neutral',
  replaced: 'info',
  revoked: 'danger',
};

const StyledBadges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
`;

/**
 * A machine's status on the coasters and fleet pages and the client page's machines, with the "silent" marker of an
 * online machine that plays nothing. The statuses' words are the client area's, beside the licence badge's.
 */
export function CoasterStatusBadge({ status, silent = false }: CoasterStatusBadgeProps) {
  const { t } = useTranslation();
  return (
    <StyledBadges>
      <Badge tone={coasterStatusTones[status]}>{t(`devices.states.${status}`)}</Badge>
      {silent && status === 'online' && <Badge tone="warning">{t('coasters.silent')}</Badge>}
    </StyledBadges>
  );
}
