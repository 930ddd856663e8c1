import { object, string } from 'yup';

/** Spec §5, reset request: the email is required (and trimmed); messages are catalogue keys. */
export const resetPasswordRequestSchema = object({
  email: string().trim().required('validation.required').email('validation.invalidEmail'),
});
