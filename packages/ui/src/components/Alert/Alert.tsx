import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@orbit/i18n';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../icons/index.ts';
import { toneRules } from '../../theme/mixins.ts';
import { vars } from '../../theme/vars.ts';
import { VisuallyHidden } from '../VisuallyHidden/index.ts';

export type AlertTone = 'error' | 'warning' | 'info' | 'success';

export interface AlertProps {
  /** The message. */
  children: ReactNode;
  /** What kind of message: errors interrupt assistive technology (role alert), the others wait (role status). */
  tone?: AlertTone;
  /** A short bold line above the message. */
  title?: ReactNode;
}

const icons: Record<AlertTone, ReactNode> = {
  error: <ErrorIcon />,
  warning: <WarningIcon />,
  info: <InfoIcon />,
  success: <SuccessIcon />,
};

const StyledAlert = styled.div`
  display: flex;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: ${vars.size.borderWidth} solid;
  border-radius: ${vars.radius.md};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.normal};

  ${toneRules({ error: 'error', warning: 'warning', info: 'info', success: 'success' })}
`;

const StyledIcon = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  height: calc(${vars.lineHeight.normal} * ${vars.fontSize.sm});
  font-size: ${vars.size.iconMd};
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
`;

const StyledTitle = styled.p`
  margin: 0;
  font-weight: ${vars.fontWeight.semibold};
`;

/** A message about the page or the last action: a server error, a warning, a confirmation. */
export function Alert({ children, tone = 'info', title }: AlertProps) {
  const { t } = useTranslation();
  return (
    <StyledAlert role={tone === 'error' ? 'alert' : 'status'} data-tone={tone}>
      <StyledIcon aria-hidden="true">{icons[tone]}</StyledIcon>
      <StyledBody>
        <VisuallyHidden>{t(`alert.${tone}`)}: </VisuallyHidden>
        {title && <StyledTitle>{title}</StyledTitle>}
        <div>{children}</div>
      </StyledBody>
    </StyledAlert>
  );
}
