import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";

/**
 * Posts `bytes` of filler as a streamed body (chunked, no Content-Length unless given), stopping as
 * soon as the server answers. Resolves with the status, or with "cut off" when the server closed
 * the connection on the body before its answer arrived (a refusal too, if a less polite one).
 */
export function streamBody(
  baseURL: string,
  path: string,
  { bytes, headers }: { bytes: number; headers: Record<string, string> },
) {
  const url = new URL(baseURL);
  return new Promise<number | "cut off">((resolve, reject) => {
    // A connection of its own: a socket left half-way through another huge body must never be reused.
    const request = http.request({ host: url.hostname, port: url.port, path, method: "POST", headers, agent: false });
    let answered = false;
    request.on("response", (response) => {
      answered = true;
      let text = "";
      response.on("data", (chunk) => {
        text += chunk;
      });
      response.on("end", () => {
        if (process.env.DEBUG_BODY) console.log(response.statusCode, text.slice(-400));
        request.destroy();
        resolve(response.statusCode ?? 0);
      });
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (answered) return;
      if (error.code === "EPIPE" || error.code === "ECONNRESET") resolve("cut off");
      else reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const write = () => {
      while (!answered && sent < bytes) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", write);
      }
      if (!answered) request.end();
    };
    write();
  });
}

/** The process of the app server listening on `port` (the e2e server's child), found through /proc. */
export function serverPid(port: number) {
  for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${entry}/cmdline`, "utf8").includes("server.js")) continue;
      if (readFileSync(`/proc/${entry}/environ`, "utf8").split("\0").includes(`PORT=${port}`)) return Number(entry);
    } catch {
      // A process that ended or is not ours: not the server.
    }
  }
  throw new Error(`No server.js process listens on port ${port}`);
}

/** The resident memory of a process, in MB. */
export function residentMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}
