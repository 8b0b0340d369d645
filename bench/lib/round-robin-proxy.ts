import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * An HTTP proxy on 127.0.0.1 that hands each request to the next of `upstreams` in turn, headers
 * (Host, Origin, cookies) and bodies passed through as they are, responses streamed back: several
 * instances behind one address, as a load balancer puts them.
 */
export async function startRoundRobinProxy(upstreams: string[]) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server = http.createServer((req, res) => {
    const target = new URL(upstreams[next++ % upstreams.length]!);
    const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async stop() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      agent.destroy();
    },
  };
}
