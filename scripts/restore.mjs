// `npm run restore -- <backup folder>`: puts a backup in place of the database and uploads. It
// checks the backup against its manifest first and refuses while a server uses the files.
import { bucketNote, dataPaths, restoreBackup } from "../server/backup.mjs";

const backup = process.argv[2];
if (!backup) {
  console.error("Usage: npm run restore -- <backup folder>");
  process.exit(2);
}
try {
  const paths = dataPaths();
  const { keptAs } = await restoreBackup(backup, paths);
  console.log(`Restored ${backup}. The files it replaced are kept with the suffix ${keptAs}.`);
  if (paths.bucket) console.log(bucketNote(paths.bucket));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
