import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePageSearchShortcut } from './pageSearchShortcut.ts';

function Page({ modal = false, onlyBar = false }: { modal?: boolean; onlyBar?: boolean }) {
  usePageSearchShortcut();
  return (
    <>
      <button type="button">Elsewhere</button>
      <input aria-label="Notes" />
      {onlyBar ? (
        <form role="search" aria-label="Filters" aria-keyshortcuts="/">
          <button type="button" disabled>
            Disabled
          </button>
          <input aria-label="First filter" />
        </form>
      ) : (
        <input type="search" aria-label="Search" aria-keyshortcuts="/" />
      )}
      {modal && <div role="dialog" aria-modal="true" aria-label="Editor" />}
    </>
  );
}

afterEach(() => document.body.replaceChildren());

describe('the page-search key', () => {
  it('focuses the page’s search box without typing the "/"', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.keyboard('/');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(document.activeElement).toBe(search);
    expect((search as HTMLInputElement).value).toBe('');
  });

  it('focuses a filter bar’s first enabled field', async () => {
    const user = userEvent.setup();
    render(<Page onlyBar />);
    await user.keyboard('/');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'First filter' }));
  });

  it('types a "/" in a text field as it is', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('textbox', { name: 'Notes' }));
    await user.keyboard('a/b');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Notes' }));
    expect((screen.getByRole('textbox', { name: 'Notes' }) as HTMLInputElement).value).toBe('a/b');
  });

  it('does nothing while a modal is open, or with a modifier', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Page modal />);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.keyboard('/');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
    unmount();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    await user.keyboard('{Control>}/{/Control}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
  });
});
