import { object, string } from 'yup';
import { isEmailAddress } from '@orbit/domain';

/** docs/domain.md#validation, reset request: the email is required (and trimmed); messages are catalogue keys. */
export const resetPasswordRequestSchema = object({
  email: string()
    .trim()
    .required('validation.required')
    .test('email', 'validation.invalidEmail', (value) => !value || isEmailAddress(value)),
});
