import { object } from 'yup';
import { newPasswordRules } from '../publicPage/newPasswordSchema.ts';

/** Spec §5, reset: the same new-password rules as sign-up, repeated. */
export const resetPasswordSchema = object(newPasswordRules);
