import type { Server } from "node:net";

/** Set by scripts/start.mjs on the server it starts (with an IPC channel). */
export const LAUNCHER_ENV = "MOCKUP_STUDIO_LAUNCHER";

/** Server → launcher. The launcher answers "ready" with { type: "listen" } and its listening socket. */
export type ToLauncher = { type: "stage"; text: string } | { type: "ready" };

export type Launcher = {
  /** What the server is doing now, for the launcher's starting page ("Creating the database…"). */
  stage(text: string): void;
  /** Says the server is ready to answer; resolves with the socket the launcher has listened on since `npm start` began. */
  takeSocket(): Promise<Server>;
};

/**
 * Under `npm start`, scripts/start.mjs listens on the port at once and answers with a starting
 * page while the app builds and this server opens its database; when the server is ready the
 * launcher hands it the listening socket itself, so no request meets a closed port. Null when
 * the server runs on its own (`node dist/server/index.js`): it then listens when ready.
 */
export function connectLauncher(): Launcher | null {
  const send = process.send?.bind(process);
  if (process.env[LAUNCHER_ENV] !== "1" || !send) return null;
  // Not for the processes this server starts (the starter preparer has a channel of its own).
  delete process.env[LAUNCHER_ENV];
  const tell = (m: ToLauncher) => send(m);
  return {
    stage: (text) => tell({ type: "stage", text }),
    takeSocket: () =>
      new Promise<Server>((resolve, reject) => {
        const onMessage = (m: unknown, handle: unknown) => {
          if ((m as { type?: unknown } | null)?.type !== "listen") return;
          process.off("message", onMessage);
          if (handle && typeof handle === "object" && "listen" in handle) resolve(handle as Server);
          else reject(new Error("The launcher sent no socket to listen on"));
        };
        process.on("message", onMessage);
        tell({ type: "ready" });
      }),
  };
}
