import { serve } from "@hono/node-server";
import { Agent, request, type IncomingMessage } from "node:http";
import { connect, type AddressInfo, type Server } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { JSON_BODY_MAX_BYTES } from "./security";

// A body refused before it was read, over a real socket (the in-process app.request has none).
let t: TestApp;
let server: Server;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" }) as Server;
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

/**
 * Over a raw socket, as a busy client uploading a large file: sends the whole request before it
 * reads anything. Resolves with the answer and any error of the socket.
 */
function sendAllThenRead(path: string, body: Buffer) {
  return new Promise<{ answer: string; socketError?: string }>((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    const socket = connect(port, "127.0.0.1").pause();
    let answer = "";
    let socketError: string | undefined;
    socket.on("error", (error: NodeJS.ErrnoException) => (socketError = error.code));
    socket.on("close", () => resolve({ answer, socketError }));
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString()));
    socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
    socket.end(body, () => socket.resume());
    setTimeout(() => reject(new Error("the server did not close the connection")), 10_000).unref();
  });
}

function send(path: string, agent: Agent, body?: Buffer) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const headers = body ? { "content-type": "application/json", "content-length": body.length } : {};
    const req = request(`${base}${path}`, { agent, method: body ? "POST" : "GET", headers }, (res) => resolve(res.resume()));
    req.on("error", reject).end(body);
  });
}

test("a body refused before it was read closes its connection; the next request gets its answer", async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const refused = await send("/api/auth/login", agent, Buffer.alloc(2 * JSON_BODY_MAX_BYTES, "p"));
  expect(refused.statusCode).toBe(413);
  expect(refused.headers.connection).toBe("close");
  // Kept alive, the socket would still hold the refused body, and this request would be cut off.
  expect((await send("/api/health", agent)).statusCode).toBe(200);
  agent.destroy();
});

test("after the refusal the server reads the rest of the body before it closes, so the client sees no reset", async () => {
  const { answer, socketError } = await sendAllThenRead("/api/auth/login", Buffer.alloc(20 * 1024 * 1024, "p"));
  expect(answer).toMatch(/^HTTP\/1.1 413/);
  expect(answer).toMatch(/request_too_large/);
  expect(socketError).toBeUndefined();
});

test("a request whose body was read keeps its connection alive", async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const answered = await send("/api/auth/login", agent, Buffer.from(JSON.stringify({ email: "nobody@example.com", password: "wrong-password" })));
  expect(answered.statusCode).toBe(401);
  expect(answered.headers.connection).toBe("keep-alive");
  agent.destroy();
});
