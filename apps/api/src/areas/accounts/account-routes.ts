import { routes } from '@orbit/contract';
import { interfaceLanguages } from '@orbit/domain';
import type { InterfaceLanguage } from '@orbit/domain';
import type { RegisterRoute } from '../../http/register-route.ts';
import { requireAuth } from '../identity/index.ts';
import type { SessionCookie } from '../../plugins/session-cookie.ts';
import type { AddressService } from './address-service.ts';
import type { PasswordResetService } from './password-reset-service.ts';
import type { SignUpService } from './sign-up-service.ts';

/** The first interface language the browser asks for, else English (the sign-up payload carries none). */
function preferredLanguage(acceptLanguage: string | undefined): InterfaceLanguage {
  const asked = (acceptLanguage ?? '').split(',').map((part) => part.trim().slice(0, 2).toLowerCase());
  return interfaceLanguages.find((language) => asked.includes(language)) ?? 'en';
}

export function accountRoutes(
  registerRoute: RegisterRoute,
  deps: {
    cookie: SessionCookie;
    signUp: SignUpService;
    passwordReset: PasswordResetService;
    addresses: AddressService;
  },
): void {
  const { cookie, signUp, passwordReset, addresses } = deps;

  registerRoute(routes.signUp, async ({ body, request }) => {
    await signUp.signUp({ ...body, ip: request.ip, language: preferredLanguage(request.headers['accept-language']) });
    return { message: 'Account created; check your email to confirm the address' };
  });

  registerRoute(routes.verifyEmail, async ({ body, request }) => {
    await signUp.verifyEmail({ token: body.token, ip: request.ip });
    return { message: 'Email confirmed' };
  });

  registerRoute(routes.resetPasswordRequest, async ({ body, request }) => {
    await passwordReset.request({ email: body.email, language: body.lang, ip: request.ip });
    return { message: 'Reset link sent' };
  });

  registerRoute(routes.resetPasswordVerifyToken, async ({ body, request }) => {
    const { expiresAt } = await passwordReset.verify({ token: body.token, ip: request.ip });
    return { message: 'Token is valid', expiresAt: expiresAt.toISOString() };
  });

  registerRoute(routes.resetPassword, async ({ body, request }) => {
    await passwordReset.reset({ ...body, currentSessionToken: cookie.read(request), ip: request.ip });
    return { message: 'Password changed' };
  });

  registerRoute(routes.addresses, ({ request }) => addresses.list(requireAuth(request).userId));
}
