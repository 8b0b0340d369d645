import { API_KEY_PREFIX } from "@shared/api-keys";
import type { Config } from "../../env";
import { FREE_EXPORT_MAX_SIDE } from "../billing";

/**
 * The document's introduction (Markdown): what every call shares — the key, the limits and their
 * headers, retries with Idempotency-Key, the error body. Limits are this server's settings.
 */
export function apiIntro({ apiLimits, freeDownloadLimit }: Pick<Config, "apiLimits" | "freeDownloadLimit">, origin: string): string {
  const { free, premium } = apiLimits;
  return `Render mockups from your own scripts, shops and automations: upload an artwork, pick a template, get the image at full resolution.

## Authentication

Create a key on your [account page](/account) under **API keys**. It is shown once and looks like \`${API_KEY_PREFIX}…\`. Send it with every request:

\`\`\`http
Authorization: Bearer ${API_KEY_PREFIX}…
\`\`\`

A key acts as you, with your plan (it never grants admin rights). A missing, unknown or revoked key is answered \`401\`; a key revoked on the account page stops working at once. The API takes no cookies.

## Limits

| Plan | Requests a minute, per key | Renders at once, per key |
| --- | --- | --- |
| Free | ${free.requestsPerMinute} | ${free.concurrentRenders} |
| Premium | ${premium.requestsPerMinute} | ${premium.concurrentRenders} |

Every answer carries \`RateLimit-Limit\` (requests allowed in this minute), \`RateLimit-Remaining\` and \`RateLimit-Reset\` (seconds until the count starts again). Past a limit the answer is \`429\` with \`Retry-After\`: wait that many seconds, then send again. On the free plan each render counts as one of your ${freeDownloadLimit} downloads and is at most ${FREE_EXPORT_MAX_SIDE} px on its long side.

## Retries: \`Idempotency-Key\`

Send \`Idempotency-Key: <any unique string, e.g. a UUID>\` on a \`POST\`. A retry with the same key within 24 hours gets the first answer again, and nothing is rendered or counted twice, whichever of our servers answers. The same key with a different body is \`422\`; while the first request is still running, \`409\`.

## Errors

Every refusal is JSON \`{ "message": "…", "code": "…" }\`: \`message\` is written for people, \`code\` is stable for programs (\`bad_request\`, \`unauthorized\`, \`not_found\`, \`limit_reached\`, \`rate_limited\`, …). The status says the kind: \`400\` invalid input, \`401\` the key, \`403\` the free plan's downloads used up, \`404\` not yours or gone, \`413\`/\`415\` the file, \`429\` a limit, \`503\` busy (retry after \`Retry-After\`).

## Examples

Every call below has a \`curl\` and a TypeScript example. The TypeScript ones use [openapi-fetch](https://openapi-ts.dev/openapi-fetch/) with types that openapi-typescript generates from [this document](/api/v1/openapi.json), file fields as \`Blob\`:

\`\`\`ts
import { writeFileSync } from "node:fs";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";

const ast = await openapiTS(new URL("${origin}/api/v1/openapi.json"), {
  transform: (schema) => (schema.format === "binary" ? ts.factory.createTypeReferenceNode("Blob") : undefined),
});
writeFileSync("mockup-studio-api.ts", astToString(ast));
\`\`\`
`;
}
