import type { ReactNode } from 'react';
import styled from 'styled-components';
import { expect, waitFor } from 'storybook/test';
import { vars } from '../theme/vars.ts';

/** The corner of the window a popover story places its trigger in. */
export type WindowCorner = 'top-start' | 'top-end' | 'bottom-start' | 'bottom-end';

const StyledCorner = styled.div`
  position: fixed;
  inset: 0;
  display: flex;
  padding: ${vars.space[2]};

  &[data-corner^='top'] {
    align-items: flex-start;
  }

  &[data-corner^='bottom'] {
    align-items: flex-end;
  }

  &[data-corner$='start'] {
    justify-content: flex-start;
  }

  &[data-corner$='end'] {
    justify-content: flex-end;
  }

  & > * {
    width: min(${vars.size.formWidth}, 100%);
  }

  &[data-fit='content'] > * {
    width: auto;
  }
`;

export interface InWindowCornerProps {
  corner: WindowCorner;
  /** `content` keeps a button its own width; fields take a form field's width. */
  fit?: 'field' | 'content';
  children: ReactNode;
}

/** Puts a picker or a menu button in a corner of the window, where its popover has to flip or shift to stay in view. */
export function InWindowCorner({ corner, fit = 'field', children }: InWindowCornerProps) {
  return (
    <StyledCorner data-corner={corner} data-fit={fit}>
      <div>{children}</div>
    </StyledCorner>
  );
}

/** Checks that an open popover lies wholly inside the window and that the page gained no sideways scroll. */
export async function expectInsideWindow(popover: HTMLElement): Promise<void> {
  await waitFor(() => {
    const box = popover.getBoundingClientRect();
    expect(box.width).toBeGreaterThan(0);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  });
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}
