// An S3 API for tests: s3rver, in the test's own process, on a port beside the run's others (E2E_PORT), its
// objects in a fresh folder of test-results so a test can look at what the bucket holds.
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import S3rver from "s3rver";

export const TEST_BUCKET = "institute-files";
// s3rver takes any key pair; these are only what the client signs with.
const KEYS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/** Starts the server; returns the app's settings for it (env), where an object's bytes lie, and `close`. */
export async function startS3Server({ name, port }) {
  const directory = path.resolve("test-results", `s3-${name}-${process.pid}`);
  rmSync(directory, { recursive: true, force: true });
  const server = new S3rver({
    address: "127.0.0.1",
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  /** s3rver keeps an object as `<key>._S3rver_object` in a folder per bucket. */
  const OBJECT = "._S3rver_object";
  const objectFile = (key) => path.join(directory, TEST_BUCKET, `${key}${OBJECT}`);
  return {
    env: {
      FILE_STORE: "s3",
      S3_BUCKET: TEST_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
      S3_FORCE_PATH_STYLE: "on",
    },
    options: { bucket: TEST_BUCKET, endpoint, region: "us-east-1", forcePathStyle: true, credentials: KEYS },
    /** The bytes the bucket holds under `key`, or null. */
    objectBytes: (key) => (existsSync(objectFile(key)) ? readFileSync(objectFile(key)) : null),
    /** The keys of the bucket's objects outside folders (notes and homework; not site/). */
    topKeys: () =>
      readdirSync(path.join(directory, TEST_BUCKET))
        .filter((name) => name.endsWith(OBJECT))
        .map((name) => name.slice(0, -OBJECT.length)),
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
