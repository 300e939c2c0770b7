import { config } from "~/config.server";
import { folderStore } from "./folder-store.server";
import { s3Store } from "./s3-store.server";
import type { FileStore } from "./stored-files";

let chosen: FileStore | undefined;

/** The store the configuration names (FILE_STORE), made on first use. */
export function fileStore() {
  chosen ??=
    config.FILE_STORE === "s3"
      ? s3Store({
          bucket: config.S3_BUCKET ?? "",
          endpoint: config.S3_ENDPOINT,
          region: config.S3_REGION,
          forcePathStyle: config.S3_FORCE_PATH_STYLE,
          credentials:
            config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
              : undefined,
        })
      : folderStore(config.UPLOAD_DIR);
  return chosen;
}
