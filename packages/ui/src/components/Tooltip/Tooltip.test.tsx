import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from './Tooltip.tsx';

function renderTooltip() {
  render(
    <Tooltip content="Copies the key">
      <button type="button">Copy</button>
    </Tooltip>,
  );
  return { user: userEvent.setup(), trigger: screen.getByRole('button', { name: 'Copy' }) };
}

describe('Tooltip', () => {
  it('describes its trigger even while hidden', () => {
    const { trigger } = renderTooltip();
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id);
    expect(tooltip.hidden).toBe(true);
  });

  it('shows on focus, hides on Escape and shows again on the next focus', async () => {
    const { user } = renderTooltip();
    await user.tab();
    expect(screen.getByRole('tooltip').textContent).toBe('Copies the key');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.tab();
    await user.tab({ shift: true });
    expect(screen.getByRole('tooltip')).toBeTruthy();
  });

  it('shows while hovered', async () => {
    const { user, trigger } = renderTooltip();
    await user.hover(trigger);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await user.unhover(trigger);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
