import { object, string } from 'yup';
import { isEmailAddress, limits } from '@orbit/domain';

/** docs/domain.md#validation "Client edit": name required, at least 3; email required and valid; the rest optional. */
export const clientEditSchema = object({
  name: string().trim().required('validation.required').min(limits.clientNameMinLength, 'validation.minLength'),
  email: string()
    .trim()
    .required('validation.required')
    .test('email', 'adminClients.edit.invalidEmail', (value) => !value || isEmailAddress(value)),
  nameAsInContract: string().trim().max(200),
  scope: string().required('validation.required'),
});
