import { object } from 'yup';
import { newPasswordRules } from '../../forms/newPasswordSchema.ts';

/** docs/domain.md#validation, reset: the same new-password rules as sign-up, repeated. */
export const resetPasswordSchema = object(newPasswordRules);
