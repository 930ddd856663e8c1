import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';

/** The SDK's types (packages/sdk), written from the API's OpenAPI document and held equal to it by a test. */
export const sdkTypesFile = fileURLToPath(new URL('../../../../packages/sdk/src/openapi.ts', import.meta.url));

const header = `// The API's paths, schemas, operations and webhooks, generated from its OpenAPI document by openapi-typescript.
// Written by \`npm run sdk:types\` after a change of the contract; a test holds it equal to the document.
`;

/** The SDK's types file for an OpenAPI document (its JSON text), formatted as the repository is. */
export async function sdkTypesOf(document: string): Promise<string> {
  const generated = astToString(await openapiTS(document));
  return format(`${header}\n${generated}`, { ...(await resolveConfig(sdkTypesFile)), filepath: sdkTypesFile });
}
