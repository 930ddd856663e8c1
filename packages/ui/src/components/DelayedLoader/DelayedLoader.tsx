import { useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { loaderDelaysMs } from '@orbit/domain';
import { useTranslation } from '@orbit/i18n';
import { SpinnerIcon } from '../../icons/index.ts';
import { vars } from '../../theme/vars.ts';

export type DelayedLoaderLayout = 'inline' | 'block';

export interface DelayedLoaderProps {
  /** Milliseconds to wait before showing anything, so fast answers never flash a spinner (docs/domain.md#constants-and-limits: 50, 200 or 350). */
  delayMs?: number;
  /** What is loading, read by assistive technology and shown beside the spinner; "Loading…" when omitted. */
  label?: string;
  /** `inline` sits in a line of text or a button row; `block` fills and centres in its container. */
  layout?: DelayedLoaderLayout;
}

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const StyledLoader = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  font-size: ${vars.fontSize.sm};
  color: ${vars.color.textMuted};

  &[data-layout='block'] {
    display: flex;
    justify-content: center;
    padding: ${vars.space[8]} ${vars.space[4]};
  }

  & > svg {
    font-size: ${vars.size.iconMd};
    color: ${vars.color.primary};
    animation: ${spin} ${vars.duration.spinner} linear infinite;
  }
`;

/** Whether `delayMs` has passed since the component mounted; true at once for a delay of 0 or less. */
export function useDelayElapsed(delayMs: number): boolean {
  const [elapsed, setElapsed] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setElapsed(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return elapsed || delayMs <= 0;
}

/** A spinner that appears only when loading takes longer than a short delay. */
export function DelayedLoader({ delayMs = loaderDelaysMs[1], label, layout = 'inline' }: DelayedLoaderProps) {
  const { t } = useTranslation();
  const visible = useDelayElapsed(delayMs);
  if (!visible) return null;
  return (
    <StyledLoader role="status" data-layout={layout}>
      <SpinnerIcon />
      {label ?? t('common.loading')}
    </StyledLoader>
  );
}
