import { vi } from "vitest";
import { SIGNED_IN_COOKIE } from "@shared/constants";

export type FakeRequest = { method: string; path: string; url: URL; body: unknown };
/** A JSON value to answer with (200), a Response, or a function of the request giving either. */
export type FakeRoute = unknown;
type RouteFn = (request: FakeRequest) => unknown;

function toResponse(answer: unknown): Response {
  return answer instanceof Response ? answer : Response.json(answer);
}

/** Answers every test gets unless it says otherwise: the starter catalogue is installed. */
const SERVER_DEFAULTS: Record<string, FakeRoute> = {
  "GET /api/templates/catalogue-status": { status: "ready", installed: 0, total: 0 },
};

/**
 * Stands in for the server at the network boundary: `fetch` answers "METHOD /path" routes with
 * real-shaped JSON, and anything else as the server does (404 `{ message }`). Every request is
 * recorded, so a test can see what the client asked for and how often.
 */
export function fakeApi(initial: Record<string, FakeRoute> = {}) {
  const routes = new Map<string, FakeRoute>(Object.entries({ ...SERVER_DEFAULTS, ...initial }));
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://localhost");
    const method = (init.method ?? "GET").toUpperCase();
    const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : init.body;
    const request: FakeRequest = { method, path: url.pathname, url, body };
    requests.push(request);
    const route = routes.get(`${method} ${url.pathname}`);
    if (route === undefined) return Response.json({ message: `No API route ${method} ${url.pathname}` }, { status: 404 });
    return toResponse(typeof route === "function" ? await (route as RouteFn)(request) : route);
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    /** Replaces (or adds) the answer to "METHOD /path". */
    on(route: string, answer: FakeRoute) {
      routes.set(route, answer);
    },
    requests,
    /** How many times "METHOD /path" was requested. */
    count(route: string) {
      return requests.filter((r) => `${r.method} ${r.path}` === route).length;
    },
  };
}

/** A promise the test settles by hand, for answers that should arrive later. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * The cookie the server sets beside the session: without it the client does not ask for the
 * user. Tests of a signed-in page set it (setup-dom.ts clears it after each test).
 */
export function setSignedInCookie(on = true) {
  document.cookie = on ? `${SIGNED_IN_COOKIE}_test=1; path=/` : `${SIGNED_IN_COOKIE}_test=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
