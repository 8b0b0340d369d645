/** The public API's TypeScript types from its OpenAPI document (JSON), file fields as Blob (see api-types.mjs). */
export function apiTypes(document: string): Promise<string>;
