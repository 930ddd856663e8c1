import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, I18nextProvider } from '@orbit/i18n';
import { OrbitThemeProvider } from '../../theme/OrbitThemeProvider.tsx';
import { MultiPicker } from '../MultiPicker/index.ts';
import { Modal } from './Modal.tsx';

const i18n = createI18n({ language: 'en' });

function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        title="Edit"
        footer={<button type="button">Save</button>}
      >
        <input aria-label="Name" />
      </Modal>
    </>
  );
}

const countries = [
  { value: 'BR', label: 'Brasil' },
  { value: 'PT', label: 'Portugal' },
];

/** A dialog holding a picker whose list Escape closes first, as the scenario editor's countries. */
function PickerInModal({ onClose }: { onClose: () => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <Modal open onClose={onClose} title="Scenario">
      <MultiPicker label="Countries" options={countries} value={value} onChange={setValue} />
    </Modal>
  );
}

function renderModal() {
  const onClose = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <OrbitThemeProvider>
        <Harness onClose={onClose} />
      </OrbitThemeProvider>
    </I18nextProvider>,
  );
  return { onClose, user: userEvent.setup() };
}

describe('Modal', () => {
  it('is a modal dialog named by its title, with focus on its first control', async () => {
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('wraps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = renderModal();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user, onClose } = renderModal();
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('leaves Escape to a control inside that uses it: an open list closes first, then the dialog', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <OrbitThemeProvider>
          <PickerInModal onClose={onClose} />
        </OrbitThemeProvider>
      </I18nextProvider>,
    );
    const picker = screen.getByRole('combobox', { name: 'Countries' });
    await user.click(picker);
    expect(picker.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(picker.getAttribute('aria-expanded')).toBe('false');
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });
});
