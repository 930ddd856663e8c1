import { object, string } from 'yup';
import { limits } from '@orbit/domain';

/** An ordinary address: something, an at sign, a domain with a dot; no spaces (spec §5). */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5 "Client edit": name required, at least 3; email required and valid; the rest optional. */
export const clientEditSchema = object({
  name: string().trim().required('validation.required').min(limits.clientNameMinLength, 'validation.minLength'),
  email: string().trim().required('validation.required').matches(emailPattern, 'adminClients.edit.invalidEmail'),
  nameAsInContract: string().trim().max(200),
  scope: string().required('validation.required'),
});
