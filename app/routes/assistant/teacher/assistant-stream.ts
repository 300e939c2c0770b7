import { askStreaming } from "~/domain/assistant/assistant.server";
import { apiFailure, parseInput } from "~/http/api.server";
import { readFormData } from "~/http/forms.server";
import { getActor } from "~/http/guards.server";
import { idParam } from "~/http/pages.server";
import { answerRefusal } from "~/http/refusals.server";
import { promptSchema } from "~/schemas/assistant";
import type { Route } from "./+types/assistant-stream";

/** The reply as plain text, chunk by chunk, for the chat's streaming view; failures before it starts are JSON. */
export function action({ request, context, params }: Route.ActionArgs) {
  return answerRefusal(async () => {
    const formData = await readFormData(request);
    const { prompt } = parseInput(promptSchema, { prompt: formData.get("prompt") });
    const chunks = await askStreaming(getActor(context), idParam(params.subjectId), prompt, idParam(params.batchId));
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
      async cancel() {
        await chunks.return(undefined);
      },
    });
    // no-transform keeps compression from holding chunks back until the reply is complete.
    return new Response(body, {
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "no-store, no-transform",
        "X-Accel-Buffering": "no",
      },
    });
  }, apiFailure);
}
