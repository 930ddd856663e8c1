import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, I18nextProvider } from '@orbit/i18n';
import { OrbitThemeProvider } from '../../theme/OrbitThemeProvider.tsx';
import { MenuButton, nextEnabledIndex, type MenuButtonItem } from './MenuButton.tsx';

const items: MenuButtonItem[] = [
  { id: 'pdf', label: 'PDF' },
  { id: 'xlsx', label: 'Excel', disabled: true },
  { id: 'csv', label: 'CSV' },
];

function renderMenu() {
  const onSelect = vi.fn();
  render(
    <I18nextProvider i18n={createI18n({ language: 'en' })}>
      <OrbitThemeProvider>
        <MenuButton label="Export" items={items} onSelect={onSelect} />
        <p>Outside</p>
      </OrbitThemeProvider>
    </I18nextProvider>,
  );
  return { onSelect, user: userEvent.setup(), button: screen.getByRole('button', { name: 'Export' }) };
}

describe('nextEnabledIndex', () => {
  it('skips disabled items and wraps around', () => {
    expect(nextEnabledIndex(items, 0, 1)).toBe(2);
    expect(nextEnabledIndex(items, 2, 1)).toBe(0);
    expect(nextEnabledIndex(items, 0, -1)).toBe(2);
    expect(nextEnabledIndex(items, -1, 1)).toBe(0);
  });

  it('answers -1 when nothing is enabled', () => {
    expect(nextEnabledIndex([{ id: 'a', label: 'A', disabled: true }], 0, 1)).toBe(-1);
  });
});

describe('MenuButton', () => {
  it('opens on ArrowUp at the last enabled item and moves past disabled ones', async () => {
    const { user, button } = renderMenu();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'CSV' }));
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'PDF' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'CSV' }));
  });

  it('ignores a disabled item and chooses an enabled one with Space', async () => {
    const { user, button, onSelect } = renderMenu();
    await user.click(button);
    await user.click(screen.getByRole('menuitem', { name: 'Excel' }));
    expect(onSelect).not.toHaveBeenCalled();
    screen.getByRole('menuitem', { name: 'CSV' }).focus();
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenCalledWith('csv');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes when the pointer goes down outside', async () => {
    const { user, button } = renderMenu();
    await user.click(button);
    expect(screen.getByRole('menu', { name: 'Export' })).toBeTruthy();
    await user.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
