import { object, string } from 'yup';
import { newPasswordRules } from '../../screens/publicPage/newPasswordSchema.ts';

/** The current password, then a new one under the reset rules of spec §5, repeated. */
export const changePasswordSchema = object({
  currentPassword: string().required('validation.required'),
  ...newPasswordRules,
});
