import { AttackClient } from "../attack-client";
import { Check } from "../check";
import type { AttackContext } from "../context";

const nested = (levels: number, open = "[", close = "]") => `${open.repeat(levels)}1${close.repeat(levels)}`;
const JSON_ROUTES: [string, string][] = [
  ["POST", "/api/auth/login"],
  ["POST", "/api/auth/register"],
  ["POST", "/api/mockups"],
  ["POST", "/api/exports"],
  ["PUT", "/api/account/profile"],
];

/** Bodies built to crash a parser (issue 24, item 6): deep nesting is 400, size past the limit 413. */
export async function hostileBodies(ctx: AttackContext) {
  const check = new Check("nested and huge bodies");
  const anonymous = new AttackClient(ctx.base);
  for (const body of [nested(10_000), nested(45_000), nested(10_000, '{"":', "}")]) {
    for (const [method, path] of JSON_ROUTES) {
      for (const client of [anonymous, ctx.attacker]) {
        const res = await client.request(method, path, { body, headers: { "content-type": "application/json" } });
        await check.status(res, [400], `${method} ${path} nested ${body.length} bytes`);
      }
    }
  }
  const huge = Buffer.from(JSON.stringify({ email: "x@example.com", password: "p".repeat(2 * 1024 * 1024) }));
  await check.status(await anonymous.sendAnsweredEarly("POST", "/api/auth/login", huge, "application/json"), [413], "2 MB JSON");
  const bigUpload = new Uint8Array(41 * 1024 * 1024);
  bigUpload.set([0xff, 0xd8, 0xff]);
  await check.status(await ctx.attacker.uploadAnsweredEarly("/api/artworks", bigUpload, "image/jpeg"), [413], "41 MB artwork upload");
  await check.status(await ctx.attacker.request("POST", "/api/mockups", { body: "{not json", headers: { "content-type": "application/json" } }), [400], "malformed JSON");
  return check.result();
}
