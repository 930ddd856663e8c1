import { object, string } from 'yup';
import { isEmailAddress } from '@orbit/domain';

/** A new address, then the current password that proves it is the account's owner asking (ADR 0055). */
export const changeEmailSchema = object({
  email: string()
    .trim()
    .required('validation.required')
    .test('email', 'validation.invalidEmail', (value) => !value || isEmailAddress(value)),
  currentPassword: string().required('validation.required'),
});
