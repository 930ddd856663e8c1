import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, I18nextProvider } from '@orbit/i18n';
import { OrbitThemeProvider } from '../../theme/OrbitThemeProvider.tsx';
import { counterTone, TextArea, type TextAreaProps } from './TextArea.tsx';

const i18n = createI18n({ language: 'en' });

/** The texts of the elements that describe `element`, in order, as assistive technology reads them. */
function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

function renderTextArea(props: Partial<TextAreaProps> = {}) {
  render(
    <I18nextProvider i18n={i18n}>
      <OrbitThemeProvider>
        <TextArea label="Notes" max={150} warnAbove={140} {...props} />
      </OrbitThemeProvider>
    </I18nextProvider>,
  );
  return { user: userEvent.setup(), field: screen.getByRole('textbox', { name: 'Notes' }) };
}

describe('counterTone', () => {
  it('is normal up to the warning threshold, warns above it and reaches the limit at max', () => {
    expect(counterTone(0, 150, 140)).toBe('normal');
    expect(counterTone(140, 150, 140)).toBe('normal');
    expect(counterTone(141, 150, 140)).toBe('warning');
    expect(counterTone(149, 150, 140)).toBe('warning');
    expect(counterTone(150, 150, 140)).toBe('limit');
    expect(counterTone(149, 150)).toBe('normal');
  });
});

describe('TextArea', () => {
  it('describes the field with its counter and counts what is typed', async () => {
    const { user, field } = renderTextArea();
    expect(descriptionOf(field)).toBe('0 of 150 characters');
    await user.type(field, 'Hello');
    expect(descriptionOf(field)).toBe('5 of 150 characters');
  });

  it('counts a controlled value', () => {
    const { field } = renderTextArea({ value: 'abc', onChange: () => undefined });
    expect(descriptionOf(field)).toBe('3 of 150 characters');
  });

  it('stops at max and shows the limit as an error', async () => {
    const { user, field } = renderTextArea({ max: 5, warnAbove: 3 });
    await user.type(field, 'abcdefgh');
    expect((field as HTMLTextAreaElement).value).toBe('abcde');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field)).toBe('Limit of 5 characters reached. 5 of 5 characters');
  });

  it('prefers a given error to the limit message', () => {
    const { field } = renderTextArea({ defaultValue: 'x', error: 'This field is required.' });
    expect(descriptionOf(field)).toBe('This field is required. 1 of 150 characters');
  });
});
