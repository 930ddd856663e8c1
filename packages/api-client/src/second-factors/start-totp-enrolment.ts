import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../client.ts';

/** POST /api/me/second-factor/totp — a new authenticator secret and its otpauth:// address, answered this once. */
export function startTotpEnrolment() {
  return apiRequest('startTotpEnrolment');
}

export function useStartTotpEnrolment() {
  return useMutation({ mutationFn: startTotpEnrolment });
}
