import { object, string } from 'yup';

/** A new address, then the current password that proves it is the account's owner asking (ADR 0055). */
export const changeEmailSchema = object({
  email: string().trim().required('validation.required').email('validation.invalidEmail'),
  currentPassword: string().required('validation.required'),
});
