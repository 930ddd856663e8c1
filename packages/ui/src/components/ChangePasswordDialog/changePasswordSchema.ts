import { object, string } from 'yup';
import { newPasswordRules } from '../../forms/newPasswordSchema.ts';

/** The current password, then a new one under the reset rules of docs/domain.md#validation, repeated. */
export const changePasswordSchema = object({
  currentPassword: string().required('validation.required'),
  ...newPasswordRules,
});
