import { object, ref, string } from 'yup';
import { limits } from '@orbit/domain';

// Messages are catalogue keys; the screens translate them when they show them.

/** A new password (spec §5): required, at least 6 characters, letters and digits, as the server checks it. */
export const newPasswordSchema = string()
  .required('validation.required')
  .min(limits.passwordMinLength, 'validation.minLength')
  .matches(/\p{L}/u, 'validation.lettersAndNumbers')
  .matches(/\d/, 'validation.lettersAndNumbers');

/** The repetition of the `password` field beside it; a mismatch is reported on the repetition (spec §5). */
export const repeatPasswordSchema = string()
  .required('validation.required')
  .oneOf([ref('password')], 'validation.passwordMismatch');

/** Spec §5, sign-up: name and email trimmed, a valid email, a country and a repeated new password. */
export const signUpSchema = object({
  name: string().trim().required('validation.required'),
  email: string().trim().required('validation.required').email('validation.invalidEmail'),
  countryId: string().required('validation.required'),
  password: newPasswordSchema,
  repeatPassword: repeatPasswordSchema,
});
