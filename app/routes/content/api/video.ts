import { deleteVideo, editVideo } from "~/domain/content/folders.server";
import { editableResource } from "~/http/api-resource.server";
import { newVideoSchema } from "~/schemas/content";
import { savedVideoAnswer } from "./+presenter";

/** PATCH /teacher/video/{id} `{video_name,url}`; DELETE. */
export const action = editableResource("Video", newVideoSchema, editVideo, deleteVideo, savedVideoAnswer);
