import { createReadStream } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import type { FileStore } from "./stored-files";

export type S3Options = {
  bucket: string;
  /** Unset for AWS; MinIO's, a provider's or a test's S3 server otherwise. */
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (an instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** A missing object: S3 says NoSuchKey, some stand-ins only 404. */
const isMissing = (error: unknown) =>
  error instanceof Error &&
  (error.name === "NoSuchKey" ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404);

/**
 * Uploaded files as objects of one bucket of any S3 API, named as in the upload folder. Files being received
 * wait in the system's temporary folder and stream from there to the bucket; a download streams from the
 * bucket to the answer. The SDK (several MB of modules) is loaded with the first file asked for, so a site on
 * the upload folder never loads it.
 */
export function s3Store(options: S3Options): FileStore {
  let connected: Promise<{ sdk: typeof import("@aws-sdk/client-s3"); client: import("@aws-sdk/client-s3").S3Client }>;
  const connect = () => {
    connected ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: options.endpoint,
        region: options.region,
        forcePathStyle: options.forcePathStyle,
        credentials: options.credentials,
        // Checksums only where S3 requires them: MinIO and other S3 APIs do not all take the trailing checksums
        // the SDK would otherwise add to every upload.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    }));
    return connected;
  };
  const Bucket = options.bucket;

  return {
    tempRoot: path.join(tmpdir(), "institute-uploads"),

    async keep(file, name) {
      const { sdk, client } = await connect();
      const Body = createReadStream(file.path);
      try {
        await client.send(new sdk.PutObjectCommand({ Bucket, Key: name, Body, ContentLength: file.size }));
      } finally {
        Body.destroy();
      }
    },

    async put(name, bytes) {
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: name, Body: bytes, ContentLength: bytes.byteLength }));
    },

    async open(name) {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: name }));
        return { stream: answer.Body as Readable, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async remove(name) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: name }));
    },
  };
}
