import { errorMessages } from '@orbit/contract';
import { databaseErrorCode, pgErrorCodes } from '../db/errors.ts';
import { AppError } from '../http/app-error.ts';

/**
 * The contract accepts zone names the JavaScript runtime knows; should the database's zone list lack one, the
 * query fails with invalid_parameter_value, which is the caller's input at fault, not the server.
 */
export async function inTimeZone<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (databaseErrorCode(error) === pgErrorCodes.invalidParameterValue) {
      throw new AppError(400, errorMessages.invalidInput, { timezone: 'Unknown time zone' });
    }
    throw error;
  }
}
