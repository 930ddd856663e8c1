import { hash, verify } from '@node-rs/argon2';

/**
 * An argon2id hash (library defaults, m=19 MiB t=2 p=1) of a password nobody knows. Sign-in verifies against it
 * when the email is unknown, so an unknown email costs the same time as a wrong password.
 */
const dummyPasswordHash =
  '$argon2id$v=19$m=19456,t=2,p=1$0g/3c/d40DhjM6flno+iaw$eP06/ihx5Wav9f111XX8Cj0q46mrasXHxs6p/4r4oeE';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Checks a password against a stored hash, or against the dummy hash when there is no account. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  const matches = await verify(passwordHash ?? dummyPasswordHash, password);
  return passwordHash !== undefined && matches;
}
