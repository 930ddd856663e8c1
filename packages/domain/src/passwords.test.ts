import { describe, expect, it } from 'vitest';
import { passwordDigitPattern, passwordLetterPattern } from './passwords.ts';

const hasLettersAndDigits = (password: string) =>
  passwordLetterPattern.test(password) && passwordDigitPattern.test(password);

describe('the letters-and-digits rule of new passwords', () => {
  it.each(['demo12', 'çãé123', 'Sup3r-Secret', 'пароль1'])('accepts %j', (password) => {
    expect(hasLettersAndDigits(password)).toBe(true);
  });

  it.each(['', 'abcdefg', '1234567', '------', 'ça-va'])('refuses %j', (password) => {
    expect(hasLettersAndDigits(password)).toBe(false);
  });

  it('gives the same answer when asked twice (no global flag keeps a position)', () => {
    expect([hasLettersAndDigits('demo12'), hasLettersAndDigits('demo12')]).toEqual([true, true]);
  });
});
