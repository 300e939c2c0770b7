import { checkHealth } from "~/domain/core/health.server";
import { jsonBody } from "~/http/compressed-body.server";

export async function loader() {
  const health = await checkHealth();
  const answer = jsonBody(health, health.ok ? 200 : 503, null);
  answer.headers.set("Cache-Control", "no-store");
  return answer;
}
