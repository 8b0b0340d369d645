import { SIGNED_IN_COOKIE } from "@shared/constants";

/**
 * Whether the server's signed-in hint is set (it comes and goes with the session cookie, which
 * the page cannot read). Without it there is no session to ask about, and asking would only
 * earn a 401: a failed request in the console of every signed-out page. Each session's hint has
 * its own name (`signed_in_<tag>`).
 */
export function hasSignedInHint(): boolean {
  return document.cookie.split(";").some((part) => part.trim().startsWith(`${SIGNED_IN_COOKIE}_`));
}
