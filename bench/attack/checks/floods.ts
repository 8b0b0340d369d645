import { Check } from "../check";
import type { AttackContext } from "../context";

const MAX_LIMIT = 300;
const WAVE = 10;

/**
 * A preview flood with cache-busting options (issue 24, item 6): refused with 429 and
 * Retry-After after at most 300 a minute. Run last: it spends this address's previews for a minute.
 */
export async function previewFlood(ctx: AttackContext) {
  const check = new Check("preview flood (429)");
  let sent = 0;
  let limited: Response | null = null;
  while (!limited && sent <= MAX_LIMIT + WAVE) {
    const wave = await Promise.all(
      Array.from({ length: WAVE }, (_, i) => ctx.attacker.get(`/api/artworks/${ctx.artworkId}/mockups/${ctx.roomId}?fit=${["fill", "fit", "expand"][(sent + i) % 3]}&_t=${sent + i}`)),
    );
    sent += WAVE;
    for (const res of wave) {
      if (res.status === 429 && !limited) limited = res;
      else await res.arrayBuffer();
      if (res.status >= 500 && res.status !== 503) check.expect(false, `preview answered ${res.status}`);
    }
  }
  if (!check.expect(limited !== null, `no 429 after ${sent} previews`)) return check.result();
  const retryAfter = Number(limited!.headers.get("retry-after"));
  check.expect(retryAfter >= 1 && retryAfter <= 60, `Retry-After: ${limited!.headers.get("retry-after")}`);
  await check.status(limited!, [429], "the 429's body");
  return check.result();
}
