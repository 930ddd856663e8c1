import { object } from 'yup';
import { newPasswordSchema, repeatPasswordSchema } from '../SignUpScreen/signUpSchema.ts';

/** Spec §5, reset: the same new-password rules as sign-up, repeated. */
export const resetPasswordSchema = object({
  password: newPasswordSchema,
  repeatPassword: repeatPasswordSchema,
});
