/** The body a test or attack client may send: JSON (serialised here) or a ready body such as FormData. */
export type RequestBody = { json?: unknown; body?: RequestInit["body"]; headers?: Record<string, string> };

/** A browser's cookie handling for clients that are not a browser: what the server set, sent back; cleared cookies gone. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** The request's headers and body: the jar's cookies, and JSON serialised with its content type. */
  prepare(init: RequestBody): { headers: Record<string, string>; body: RequestInit["body"] } {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (init.json === undefined) return { headers, body: init.body };
    headers["content-type"] ??= "application/json";
    return { headers, body: JSON.stringify(init.json) };
  }

  /** Keeps what the answer set, forgets what it cleared. */
  keep(res: Response): void {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const eq = pair.indexOf("=");
      const [name, value] = [pair.slice(0, eq), pair.slice(eq + 1)];
      if (value && !/max-age=0/i.test(cookie)) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
  }

  get = (name: string): string | undefined => this.cookies.get(name);
}
