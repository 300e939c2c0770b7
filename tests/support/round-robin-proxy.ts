import http from "node:http";

/**
 * A small load balancer for the multi-instance tests: each request goes to the next instance in turn. A request
 * an instance cannot take (refused, or the connection dropped before any answer: a killed instance) goes to
 * the next one, as nginx's `proxy_next_upstream error` does; the body is read first so it can be sent again.
 * Like a real balancer, it adds X-Forwarded-For and answers 502 when no instance answers.
 */
export async function startRoundRobinProxy(port: number, instancePorts: number[]) {
  let next = 0;
  const forward = (req: http.IncomingMessage, body: Buffer, to: number) =>
    new Promise<http.IncomingMessage>((resolve, reject) => {
      const headers = { ...req.headers, "x-forwarded-for": req.socket.remoteAddress ?? "127.0.0.1" };
      const out = http.request({ host: "127.0.0.1", port: to, method: req.method, path: req.url, headers }, resolve);
      out.on("error", reject);
      out.end(body);
    });
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    // This request's turn, then each other instance once.
    const first = next++;
    for (let tried = 0; tried < instancePorts.length; tried++) {
      const to = instancePorts[(first + tried) % instancePorts.length];
      try {
        const answer = await forward(req, body, to);
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      } catch (error) {
        if (process.env.PROXY_DEBUG) console.error(`proxy: ${to} ${req.method} ${req.url}: ${error}`);
      }
    }
    res.writeHead(502).end("No instance answered");
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
