// A real SMTP server for the test run (the `smtp-server` package): it accepts every message and keeps
// it, and answers GET /messages on a second, HTTP port with everything received so far, so browser
// tests can read what the app sent (tests/support/mailbox.ts). Unit tests start it in-process.
import http from "node:http";
import { SMTPServer } from "smtp-server";

/**
 * Starts the SMTP server on smtpPort and, when httpPort is given, the read-out on httpPort.
 * @param {{ smtpPort: number, httpPort?: number }} ports
 */
export async function startSmtpSink({ smtpPort, httpPort }) {
  const messages = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString("utf8"),
          receivedAt: new Date().toISOString(),
        });
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    smtp.once("error", reject);
    smtp.listen(smtpPort, "127.0.0.1", resolve);
  });

  let readOut;
  if (httpPort) {
    readOut = http.createServer((req, res) => {
      if (req.url !== "/messages") {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(messages));
    });
    await new Promise((resolve) => readOut.listen(httpPort, "127.0.0.1", resolve));
  }

  return {
    messages,
    async stop() {
      await new Promise((resolve) => smtp.close(resolve));
      if (readOut) await new Promise((resolve) => readOut.close(resolve));
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const smtpPort = Number(process.env.SMTP_SINK_PORT);
  const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT);
  const sink = await startSmtpSink({ smtpPort, httpPort });
  console.log(`SMTP sink on ${smtpPort}, messages at http://127.0.0.1:${httpPort}/messages`);
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => sink.stop().then(() => process.exit(0)));
}
