import styled, { keyframes } from 'styled-components';
import { vars } from '../../theme/vars.ts';

export type SkeletonShape = 'text' | 'block' | 'circle';

export interface SkeletonProps {
  /** `text` draws lines of text, `block` a card or chart area, `circle` an avatar or icon. */
  shape?: SkeletonShape;
  /** How many lines a `text` skeleton draws; the last one is shorter. */
  lines?: number;
}

const pulse = keyframes`
  50% {
    opacity: 0.55;
  }
`;

const StyledStack = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  width: 100%;
`;

const StyledBone = styled.span`
  display: block;
  background: ${vars.color.border};
  animation: ${pulse} calc(2 * ${vars.duration.spinner}) ${vars.easing.standard} infinite;

  &[data-shape='text'] {
    height: ${vars.fontSize.md};
    border-radius: ${vars.radius.sm};
  }

  &[data-shape='text'][data-last]:not(:first-child) {
    width: 60%;
  }

  &[data-shape='block'] {
    width: 100%;
    height: calc(${vars.size.controlLg} * 3);
    border-radius: ${vars.radius.md};
  }

  &[data-shape='circle'] {
    width: ${vars.size.controlMd};
    height: ${vars.size.controlMd};
    border-radius: ${vars.radius.pill};
  }
`;

/**
 * A grey placeholder in the shape of content that is still loading. It is decorative (hidden from
 * assistive technology): pair it with a DelayedLoader or a busy region that says what is loading.
 */
export function Skeleton({ shape = 'text', lines = 1 }: SkeletonProps) {
  if (shape !== 'text') return <StyledBone aria-hidden="true" data-shape={shape} />;
  const count = Math.max(1, Math.floor(lines));
  return (
    <StyledStack aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <StyledBone key={index} data-shape="text" data-last={index === count - 1 ? '' : undefined} />
      ))}
    </StyledStack>
  );
}
