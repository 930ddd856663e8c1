import type { Address } from '@orbit/contract';
import type { Database } from '../../db/client.ts';
import { addressesRepository } from './addresses-repository.ts';

export type AddressService = ReturnType<typeof createAddressService>;

export function createAddressService(db: Database) {
  const addresses = addressesRepository(db);
  return {
    list(userId: number): Promise<Address[]> {
      return addresses.listOf(userId);
    },
  };
}
