import { request as httpRequest } from "node:http";
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
    return this.request("POST", path, { body: uploadForm(bytes, type, fields) });
  }

  /** The same upload through node:http, as `sendAnsweredEarly` (an upload past the limit is answered early). */
  async uploadAnsweredEarly(path: string, bytes: Uint8Array, type: string): Promise<Response> {
    const form = new Request(new URL(path, this.base), { method: "POST", body: uploadForm(bytes, type, {}) });
    return this.sendAnsweredEarly("POST", path, Buffer.from(await form.arrayBuffer()), form.headers.get("content-type") ?? "");
  }

  /**
   * Sends `body` through node:http, which (unlike fetch) keeps an answer the server sends before the
   * body is all written. A server answers a body past its limit at once, and may close the socket
   * before a loaded machine has written the rest: that is a refusal, not a failure.
   */
  sendAnsweredEarly(method: string, path: string, body: Buffer, contentType: string): Promise<Response> {
    const { headers } = this.jar.prepare({});
    return new Promise((resolve, reject) => {
      const req = httpRequest(new URL(path, this.base), { method, headers: { ...headers, "content-type": contentType, "content-length": body.length } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve(new Response(Buffer.concat(chunks), { status: res.statusCode })));
        res.on("error", reject);
      });
      // A write cut short by the server's close is expected once it has answered; without an answer it is the failure.
      req.on("error", (error) => setTimeout(() => reject(error), 1000));
      req.end(body);
    });
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

function uploadForm(bytes: Uint8Array, type: string, fields: Record<string, string>): FormData {
  const form = new FormData();
  form.append("image", new Blob([new Uint8Array(bytes)], { type }), type === "image/png" ? "upload.png" : "upload.jpg");
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
}
