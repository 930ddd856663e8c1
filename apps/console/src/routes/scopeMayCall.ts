import { endpoints, type CurrentUser, type EndpointDefinition, type EndpointName } from '@orbit/contract';

/** Whether a staff scope may make a call: the contract's route table says who may, as the server enforces it. */
export function scopeMayCall(scope: CurrentUser['scope'], name: EndpointName): boolean {
  const { scopes }: EndpointDefinition = endpoints[name];
  return scopes === undefined || scopes.includes(scope);
}
