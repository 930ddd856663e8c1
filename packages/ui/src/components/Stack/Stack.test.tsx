import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { OrbitThemeProvider } from '../../theme/OrbitThemeProvider.tsx';
import { Stack } from './Stack.tsx';

describe('Stack', () => {
  it('renders a div by default and keeps its layout props off the DOM', () => {
    render(
      <OrbitThemeProvider>
        <Stack gap={4} align="center" justify="space-between" wrap data-testid="stack">
          content
        </Stack>
      </OrbitThemeProvider>,
    );
    const stack = screen.getByTestId('stack');
    expect(stack.tagName).toBe('DIV');
    for (const name of ['gap', 'align', 'justify', 'wrap', 'direction', '$gap']) {
      expect(stack.hasAttribute(name)).toBe(false);
    }
  });

  it('renders the element passed as `as`, with its own attributes', () => {
    render(
      <OrbitThemeProvider>
        <Stack as="form" aria-label="Rename" noValidate>
          <button type="submit">Save</button>
        </Stack>
      </OrbitThemeProvider>,
    );
    const form = screen.getByRole('form', { name: 'Rename' });
    expect(form.tagName).toBe('FORM');
    expect(form.hasAttribute('novalidate')).toBe(true);
  });
});
