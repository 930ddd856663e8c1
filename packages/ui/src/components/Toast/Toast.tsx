import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@orbit/i18n';
import { CloseIcon, ErrorIcon, SuccessIcon } from '../../icons/index.ts';
import { toneRules } from '../../theme/mixins.ts';
import { media, vars } from '../../theme/vars.ts';
import { IconButton } from '../IconButton/index.ts';

export type ToastTone = 'success' | 'error';

export interface ToastProps {
  /** `success` is announced politely (status) and hides itself; `error` interrupts (alert) and stays until dismissed. */
  tone: ToastTone;
  /** What happened, such as "Notes saved." */
  children: ReactNode;
  /** Called when the toast closes: its close button, or the end of `autoHideMs`. */
  onDismiss: () => void;
  /** Milliseconds before the toast closes itself, paused while pointed at or focused; 0 keeps it. Success toasts close after 5 s by default, error toasts stay. */
  autoHideMs?: number;
}

export interface ToastRegionProps {
  /** The toasts to show, newest last. */
  children: ReactNode;
}

const defaultSuccessHideMs = 5_000;

const StyledRegion = styled.div`
  position: fixed;
  inset-inline-end: ${vars.space[4]};
  bottom: ${vars.space[4]};
  z-index: ${vars.zIndex.toast};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  width: min(${vars.size.formWidth}, calc(100vw - 2 * ${vars.space[4]}));

  ${media.compact} {
    inset-inline-start: ${vars.space[4]};
    width: auto;
  }
`;

const StyledToast = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${vars.space[3]};
  padding: ${vars.space[3]} ${vars.space[2]} ${vars.space[3]} ${vars.space[4]};
  border: ${vars.size.borderWidth} solid;
  border-radius: ${vars.radius.md};
  box-shadow: ${vars.shadow.md};
  font-size: ${vars.fontSize.sm};
  line-height: ${vars.lineHeight.snug};

  ${toneRules({ success: 'success', error: 'error' })}

  & > svg {
    flex: none;
    font-size: ${vars.size.iconMd};
    margin-top: ${vars.space[1]};
  }
`;

const StyledMessage = styled.p`
  flex: 1;
  margin: ${vars.space[1]} 0 0;
`;

/** The corner where toasts stack; render it once per page with the current toasts inside. */
export function ToastRegion({ children }: ToastRegionProps) {
  return <StyledRegion>{children}</StyledRegion>;
}

/** A short message about the outcome of an action, such as "Notes saved." */
export function Toast({ tone, children, onDismiss, autoHideMs }: ToastProps) {
  const { t } = useTranslation();
  const hideAfter = autoHideMs ?? (tone === 'success' ? defaultSuccessHideMs : 0);
  const [paused, setPaused] = useState(false);
  const onDismissRef = useRef(onDismiss);

  useEffect(() => {
    onDismissRef.current = onDismiss;
  }, [onDismiss]);

  useEffect(() => {
    if (hideAfter <= 0 || paused) return;
    const timer = setTimeout(() => onDismissRef.current(), hideAfter);
    return () => clearTimeout(timer);
  }, [hideAfter, paused]);

  return (
    <StyledToast
      role={tone === 'error' ? 'alert' : 'status'}
      data-tone={tone}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {tone === 'error' ? <ErrorIcon /> : <SuccessIcon />}
      <StyledMessage>{children}</StyledMessage>
      <IconButton label={t('common.close')} icon={<CloseIcon />} size="sm" onClick={onDismiss} />
    </StyledToast>
  );
}
