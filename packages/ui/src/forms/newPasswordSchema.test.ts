import { describe, expect, it } from 'vitest';
import { newPasswordSchema } from './newPasswordSchema.ts';

describe('newPasswordSchema', () => {
  it.each([
    ['', 'validation.required'],
    ['ab1', 'validation.minLength'],
    ['abcdefg', 'validation.lettersAndNumbers'],
    ['1234567', 'validation.lettersAndNumbers'],
  ])('rejects %j with %s', async (password, message) => {
    await expect(newPasswordSchema.validate(password)).rejects.toThrow(message);
  });

  it('accepts six characters with a letter and a digit, accented letters included', async () => {
    await expect(newPasswordSchema.validate('demo12')).resolves.toBe('demo12');
    await expect(newPasswordSchema.validate('çãé123')).resolves.toBe('çãé123');
  });
});
