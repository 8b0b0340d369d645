import { CookieJar, type RequestBody } from "../../server/src/test/cookie-jar";

/** A browser-like client for the attack suite: keeps its cookies, never throws on a status. */
export class AttackClient {
  private readonly jar = new CookieJar();
  constructor(readonly base: string) {}

  async request(method: string, path: string, init: RequestBody = {}): Promise<Response> {
    const { headers, body } = this.jar.prepare(init);
    const res = await fetch(new URL(path, this.base), { method, headers, body });
    this.jar.keep(res);
    return res;
  }

  get = (path: string) => this.request("GET", path);
  post = (path: string, json?: unknown) => this.request("POST", path, { json });
  put = (path: string, json?: unknown) => this.request("PUT", path, { json });

  /** Posts `bytes` as the multipart `image` field (and any other fields), as the studio's upload does. */
  upload(path: string, bytes: Uint8Array, type: string, fields: Record<string, string> = {}) {
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(bytes)], { type }), type === "image/png" ? "upload.png" : "upload.jpg");
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    return this.request("POST", path, { body: form });
  }

  /** A fresh account (unique address), signed in. */
  async register(label: string): Promise<void> {
    const email = `attack-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    const password = "attack-suite-1";
    const res = await this.post("/api/auth/register", { firstName: "Attack", lastName: "Suite", email, password, passwordConfirm: password, subscriptionTier: "free" });
    if (res.status !== 201) throw new Error(`cannot register (${res.status}): ${await res.text()} — the address's registration limit? (REGISTRATION_LIMIT_PER_HOUR)`);
  }

  async json<T>(res: Response | Promise<Response>): Promise<T> {
    return (await (await res).json()) as T;
  }
}
