import { ref, string } from 'yup';
import { limits, passwordDigitPattern, passwordLetterPattern } from '@orbit/domain';

// Messages are catalogue keys; the screens translate them when they show them.

/** A new password (docs/domain.md#validation): required, at least 6 characters, letters and digits, as the server checks it. */
export const newPasswordSchema = string()
  .required('validation.required')
  .min(limits.passwordMinLength, 'validation.minLength')
  .matches(passwordLetterPattern, 'validation.lettersAndNumbers')
  .matches(passwordDigitPattern, 'validation.lettersAndNumbers');

/** The repetition of the `password` field beside it; a mismatch is reported on the repetition (docs/domain.md#validation). */
export const repeatPasswordSchema = string()
  .required('validation.required')
  .oneOf([ref('password')], 'validation.passwordMismatch');

/** A new password and its repetition, as sign-up, the password reset and the password change ask for them. */
export const newPasswordRules = { password: newPasswordSchema, repeatPassword: repeatPasswordSchema };
