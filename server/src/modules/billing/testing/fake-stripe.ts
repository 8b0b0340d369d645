import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

type Obj = Record<string, unknown>;
export type FakeSubscription = {
  id: string;
  object: "subscription";
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  metadata: Record<string, string>;
  latest_invoice: string;
  items: { object: "list"; data: { id: string; object: "subscription_item"; current_period_end: number; price: { id: string } }[] };
};
export type FakeCall = { method: string; path: string; params: Obj };

const DAY = 86_400;

/** Parses Stripe's form encoding (`items[0][price]=x&expand[0]=y`) into nested objects and arrays. */
function parseForm(text: string): Obj {
  const root: Obj = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== "");
    let node: Obj = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Obj;
    });
  }
  return root;
}

const list = (v: unknown): string[] => (v && typeof v === "object" ? Object.values(v as Obj).map(String) : []);

/**
 * A tiny stand-in for api.stripe.com: just the calls the billing module makes, with state a test
 * can change between webhook deliveries. Point the SDK at it with STRIPE_API_BASE (`url`).
 */
export class FakeStripe {
  readonly customers = new Map<string, Obj>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly calls: FakeCall[] = [];
  private seq = 0;
  private server: Server | null = null;
  url = "";

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => {
      void this.handle(req).then(([status, body]) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_${this.seq}` });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(port, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private id(prefix: string) {
    return `${prefix}_fake${++this.seq}`;
  }

  /** Adds (or replaces) a subscription in the state Stripe would report. */
  putSubscription(patch: Partial<FakeSubscription> & { customer: string }): FakeSubscription {
    const id = patch.id ?? this.id("sub");
    const end = Math.floor(Date.now() / 1000) + 30 * DAY;
    const sub: FakeSubscription = {
      id,
      object: "subscription",
      status: "active",
      cancel_at_period_end: false,
      cancel_at: null,
      metadata: {},
      latest_invoice: this.id("in"),
      items: { object: "list", data: [{ id: this.id("si"), object: "subscription_item", current_period_end: end, price: { id: "price_fake" } }] },
      ...patch,
    };
    this.subscriptions.set(id, sub);
    return sub;
  }

  updateSubscription(id: string, patch: Partial<FakeSubscription>): FakeSubscription {
    const sub = this.subscriptions.get(id);
    if (!sub) throw new Error(`no fake subscription ${id}`);
    Object.assign(sub, patch);
    return sub;
  }

  private async handle(req: IncomingMessage): Promise<[number, unknown]> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://fake");
    const params = parseForm(req.method === "GET" ? url.search.slice(1) : Buffer.concat(chunks).toString());
    const path = url.pathname;
    this.calls.push({ method: req.method ?? "", path, params });
    if (!req.headers.authorization?.startsWith("Bearer sk_")) return [401, { error: { type: "invalid_request_error", message: "Invalid API Key" } }];

    const missing = (what: string): [number, unknown] => [404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such ${what}` } }];
    let m: RegExpMatchArray | null;
    if (req.method === "POST" && path === "/v1/customers") {
      const customer = { id: this.id("cus"), object: "customer", email: params.email, metadata: params.metadata ?? {} };
      this.customers.set(customer.id, customer);
      return [200, customer];
    }
    if (req.method === "GET" && (m = path.match(/^\/v1\/customers\/([^/]+)$/))) {
      const customer = this.customers.get(m[1] as string);
      return customer ? [200, customer] : missing("customer");
    }
    if (req.method === "POST" && path === "/v1/subscriptions") {
      const items = Object.values((params.items ?? {}) as Obj) as { price: string }[];
      const sub = this.putSubscription({
        customer: String(params.customer),
        status: "incomplete",
        metadata: (params.metadata ?? {}) as Record<string, string>,
      });
      if (sub.items.data[0]) sub.items.data[0].price.id = items[0]?.price ?? "";
      return [200, this.expand(sub, list(params.expand))];
    }
    if (req.method === "GET" && (m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const sub = this.subscriptions.get(m[1] as string);
      return sub ? [200, this.expand(sub, list(params.expand))] : missing("subscription");
    }
    if (req.method === "DELETE" && (m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const sub = this.subscriptions.get(m[1] as string);
      if (!sub) return missing("subscription");
      sub.status = "canceled";
      return [200, { ...sub }];
    }
    if (req.method === "POST" && path === "/v1/billing_portal/sessions") {
      if (!this.customers.has(String(params.customer))) return missing("customer");
      return [200, { id: this.id("bps"), object: "billing_portal.session", customer: params.customer, return_url: params.return_url, url: `https://billing.stripe.test/session/${this.seq}` }];
    }
    return [404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${path})` } }];
  }

  private expand(sub: FakeSubscription, expand: string[]): Obj {
    if (!expand.includes("latest_invoice.confirmation_secret")) return { ...sub };
    const invoice = { id: sub.latest_invoice, object: "invoice", confirmation_secret: { client_secret: `pi_for_${sub.id}_secret_test`, type: "payment_intent" } };
    return { ...sub, latest_invoice: invoice };
  }
}

/** A Stripe event envelope as a webhook delivers it. */
export function stripeEvent(type: string, object: object, id = `evt_${Math.random().toString(36).slice(2)}`) {
  return { id, object: "event", type, api_version: "2026-10-28.endive", created: Math.floor(Date.now() / 1000), livemode: false, data: { object } };
}
