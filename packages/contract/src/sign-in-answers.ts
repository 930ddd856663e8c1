import type { SecondFactorChallenge, SignInResponse } from './second-factors.ts';

/**
 * Whether a sign-in's answer asks for a second step. Apart from the schemas so that the sign-in screen, the one
 * browser caller, takes no zod with it (ADR 0014, ADR 0067).
 */
export function isSecondFactorChallenge(answer: SignInResponse): answer is SecondFactorChallenge {
  return 'secondFactorRequired' in answer;
}
