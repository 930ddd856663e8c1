import { object, string } from 'yup';
import { isEmailAddress } from '@orbit/domain';
import { newPasswordRules } from '../../forms/newPasswordSchema.ts';

// Messages are catalogue keys; the screens translate them when they show them.

/** docs/domain.md#validation, sign-up: name and email trimmed, a valid email, a country and a repeated new password. */
export const signUpSchema = object({
  name: string().trim().required('validation.required'),
  email: string()
    .trim()
    .required('validation.required')
    .test('email', 'validation.invalidEmail', (value) => !value || isEmailAddress(value)),
  countryId: string().required('validation.required'),
  ...newPasswordRules,
});
