import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useFieldFocus } from './useFieldFocus.ts';

const fieldOrder = ['email', 'password'] as const;
type FieldName = (typeof fieldOrder)[number];

function Form({ errors, seen }: { errors: Partial<Record<FieldName, string>>; seen: unknown[] }) {
  const fieldFocus = useFieldFocus(fieldOrder);
  seen.push(fieldFocus.refOf('email'));
  return (
    <form>
      <input aria-label="Email" ref={fieldFocus.refOf('email')} />
      <input aria-label="Password" ref={fieldFocus.refOf('password')} />
      <button
        type="button"
        onClick={() => {
          const firstInvalid = fieldFocus.firstInvalid(errors);
          if (firstInvalid) fieldFocus.focus(firstInvalid);
        }}
      >
        Submit
      </button>
    </form>
  );
}

describe('useFieldFocus', () => {
  it('focuses the first field in page order that has an error', () => {
    render(<Form errors={{ password: 'validation.required', email: 'validation.required' }} seen={[]} />);
    screen.getByRole('button', { name: 'Submit' }).click();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
  });

  it('skips the valid fields', () => {
    render(<Form errors={{ password: 'validation.required' }} seen={[]} />);
    screen.getByRole('button', { name: 'Submit' }).click();
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });

  it('moves the focus nowhere when every field is valid', () => {
    render(<Form errors={{}} seen={[]} />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();
    submit.click();
    expect(document.activeElement).toBe(submit);
  });

  it('gives each field the same ref on every render', () => {
    const seen: unknown[] = [];
    const { rerender } = render(<Form errors={{}} seen={seen} />);
    rerender(<Form errors={{ email: 'validation.required' }} seen={seen} />);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
  });
});
