import { createServer } from "node:net";

/** A port nobody listens on now (for a spec that starts a server of its own). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
