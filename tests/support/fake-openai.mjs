// A local stand-in for an OpenAI-compatible server: it speaks the real chat-completions protocol
// (JSON, and server-sent events when streaming), so the app's real client is tested over real HTTP.
// The last user message steers it: "fail" → 500, "slow" → answers after 5 s, "markdown" → a reply with
// formatting and hostile HTML; anything else is echoed with the system prompt.
import http from "node:http";

export const API_KEY = "test-key";
export const MARKDOWN_REPLY = [
  "## Newton's laws",
  "",
  "1. **Inertia**: a body keeps its state",
  "2. *F = ma*",
  "",
  '<script>alert("x")</script>',
  "[a trap](javascript:alert(1)) and [a source](https://example.com/laws)",
].join("\n");

function replyFor(messages) {
  const prompt = [...messages].reverse().find((m) => m.role === "user")?.content ?? "";
  const system = messages.find((m) => m.role === "system")?.content ?? "";
  if (prompt.includes("markdown")) return MARKDOWN_REPLY;
  return `You asked: ${prompt}\n\nSystem: ${system}`;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function startFakeOpenAI(port = 0) {
  const requests = [];
  const server = http.createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
      res
        .writeHead(404, { "Content-Type": "application/json" })
        .end(JSON.stringify({ error: { message: "Not found" } }));
      return;
    }
    if (req.headers.authorization !== `Bearer ${API_KEY}`) {
      res.writeHead(401, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: { message: "Incorrect API key provided", type: "invalid_request_error" } }));
      return;
    }
    const request = JSON.parse(body);
    requests.push(request);
    const prompt = request.messages.at(-1)?.content ?? "";
    if (prompt.includes("fail")) {
      res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: { message: "The server had an error", type: "server_error" } }));
      return;
    }
    if (prompt.includes("slow")) await sleep(Number(process.env.FAKE_OPENAI_SLOW_MS ?? 3000));
    const content = replyFor(request.messages);
    const id = `chatcmpl-${requests.length}`;
    const created = Math.floor(Date.now() / 1000);
    if (!request.stream) {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify({
          id,
          object: "chat.completion",
          created,
          model: request.model,
          choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
      return;
    }
    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive" });
    const chunk = (delta, finish = null) =>
      `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model: request.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    res.write(chunk({ role: "assistant", content: "" }));
    for (let i = 0; i < content.length; i += 12) {
      res.write(chunk({ content: content.slice(i, i + 12) }));
      await sleep(5);
    }
    res.write(chunk({}, "stop"));
    res.end("data: [DONE]\n\n");
  });
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      resolve({
        url: `http://127.0.0.1:${address.port}/v1`,
        requests,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeOpenAI(Number(process.env.FAKE_OPENAI_PORT ?? 0));
  console.log(`Fake OpenAI listening on ${fake.url}`);
}
