import { deleteVideo, editVideo } from "~/domain/content.server";
import { editableResource } from "~/http/api-resource.server";
import { newVideoSchema } from "~/schemas/content";
import { videoAnswer } from "../+presenters/content";

/** PATCH /teacher/video/{id} `{video_name,url}`; DELETE. */
export const action = editableResource(
  "Video",
  newVideoSchema,
  async (teacher, id, input) => {
    const { video, message } = await editVideo(teacher, id, input);
    return { video: videoAnswer(video), message };
  },
  deleteVideo,
);
