import { z } from 'zod';
import { passwordMaxLength, scopes } from '@orbit/domain';
import { licenseSummarySchema } from './licenses.ts';

export const signInRequestSchema = z.strictObject({
  email: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(passwordMaxLength),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** The signed-in person as `GET /api/me` and `POST /api/sign-in` return them. */
export const currentUserSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  nameAsInContract: z.string().nullable(),
  email: z.string(),
  scope: z.enum(scopes),
  roles: z.array(z.string()),
  countryId: z.number().int().positive().nullable(),
  countryAlpha2: z.string().length(2).nullable(),
  timezone: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** The user's own licences, revoked ones included (ADR 0004); staff usually have none. */
  licenses: z.array(licenseSummarySchema),
  /**
   * Whether the user has a second factor, and whether this installation requires one of them (an admin or a
   * supervisor under `REQUIRE_STAFF_SECOND_FACTOR`): required and not enrolled, staff calls answer 403 (ADR 0056).
   */
  secondFactor: z.object({ enrolled: z.boolean(), required: z.boolean() }),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const signOutResponseSchema = z.object({ message: z.string() });
export type SignOutResponse = z.infer<typeof signOutResponseSchema>;
