import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";

/** Reads the answer to a raw request, then calls `done`; the function returned tells whether it has begun. */
function onAnswer(request: http.ClientRequest, done: (status: number, text: string) => void) {
  let answered = false;
  request.on("response", (response) => {
    answered = true;
    let text = "";
    response.on("data", (chunk) => {
      text += chunk;
    });
    response.on("end", () => done(response.statusCode ?? 0, text));
  });
  return () => answered;
}

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
    const answered = onAnswer(request, (status, text) => {
      if (process.env.DEBUG_BODY) console.log(status, text.slice(-400));
      request.destroy();
      resolve(status);
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (answered()) return;
      if (error.code === "EPIPE" || error.code === "ECONNRESET") resolve("cut off");
      else reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    // Every megabyte the sender lets its own event loop run, as a browser uploading does: the server's 413 is read
    // as it arrives, not left behind a connection the server closes on the rest (then only a reset is seen).
    const write = () => {
      while (!answered() && sent < bytes) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", write);
        if (sent % (1024 * 1024) === 0) return void setImmediate(write);
      }
      if (!answered()) request.end();
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

/** The same 64 KB of random bytes, repeated to make large files whose content is not trivially compressible. */
const FILLER = randomBytes(64 * 1024);

type Upload = {
  headers: Record<string, string>;
  /** Sent in this order, before the file. */
  fields: [name: string, value: string][];
  fileField: string;
  /** The file's first bytes (e.g. "%PDF-1.4"), then filler up to `fileBytes`. */
  head: string;
  fileBytes: number;
  /** Closes the connection after this many bytes of the file, as a client that gives up. */
  abortAfter?: number;
  /** Sent in chunks without Content-Length, so that only the bytes themselves can show the size. */
  unannounced?: boolean;
};

/**
 * Posts a multipart form with one large file, written chunk by chunk as a browser sends it (with
 * Content-Length), so the test process never holds the file. Resolves with the status, the answer's
 * text and the SHA-256 of the file sent; "aborted" when told to give up half-way, "cut off" when the
 * server closed the connection before its answer arrived.
 */
export function postUpload(baseURL: string, path: string, upload: Upload) {
  const url = new URL(baseURL);
  const boundary = `----upload${randomBytes(8).toString("hex")}`;
  const fields = upload.fields
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join("");
  const preamble = Buffer.from(
    `${fields}--${boundary}\r\nContent-Disposition: form-data; name="${upload.fileField}"; filename="big.pdf"\r\n` +
      `Content-Type: application/pdf\r\n\r\n${upload.head}`,
  );
  const epilogue = Buffer.from(`\r\n--${boundary}--\r\n`);
  const fillerBytes = upload.fileBytes - Buffer.byteLength(upload.head);
  const hash = createHash("sha256").update(upload.head);
  return new Promise<{ status: number | "aborted" | "cut off"; text: string; sha256: string }>((resolve, reject) => {
    const request = http.request({
      host: url.hostname,
      port: url.port,
      path,
      method: "POST",
      agent: false,
      headers: {
        ...upload.headers,
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
        ...(upload.unannounced ? {} : { "Content-Length": String(preamble.length + fillerBytes + epilogue.length) }),
      },
    });
    const answered = onAnswer(request, (status, text) => resolve({ status, text, sha256: hash.digest("hex") }));
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (answered()) return;
      // The server refused before reading it all and closed the connection on the rest, as streamBody says.
      if (error.code === "EPIPE" || error.code === "ECONNRESET") resolve({ status: "cut off", text: "", sha256: "" });
      else reject(error);
    });
    request.write(preamble);
    let sent = 0;
    const write = () => {
      while (!answered() && sent < fillerBytes) {
        if (upload.abortAfter !== undefined && sent >= upload.abortAfter) {
          request.destroy();
          return resolve({ status: "aborted", text: "", sha256: "" });
        }
        const chunk = FILLER.subarray(0, Math.min(FILLER.length, fillerBytes - sent));
        hash.update(chunk);
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", write);
      }
      if (!answered()) request.end(epilogue);
    };
    write();
  });
}

/** The SHA-256 of a streamed download, and its status. */
export function downloadSha256(baseURL: string, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; sha256: string }>((resolve, reject) => {
    http
      .get(new URL(path, baseURL), { headers, agent: false }, (response) => {
        const hash = createHash("sha256");
        response.on("data", (chunk) => hash.update(chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, sha256: hash.digest("hex") }));
      })
      .on("error", reject);
  });
}

/**
 * Runs `work` while sampling a process's resident memory every 50 ms; answers its result and the memory
 * before and at the highest, in MB.
 */
export async function duringWork<T>(pid: number, work: () => Promise<T>) {
  const before = residentMb(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, 50);
  try {
    const result = await work();
    return { result, before, peak: Math.max(peak, residentMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}
