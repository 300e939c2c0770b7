// `npm run backup [-- <folder>]`: one backup of the database and uploads into BACKUP_DIR (or the
// folder given, or ./backups), safe while the server runs. See README, "Backups".
import { bucketNote, createBackup, dataPaths, describeProblems, verifyBackup } from "../server/backup.mjs";

const backupDir = process.argv[2] || process.env.BACKUP_DIR || "./backups";
const paths = dataPaths();
const backup = await createBackup({ ...paths, backupDir });
const problems = await verifyBackup(backup);
if (problems.length > 0) {
  console.error(`The backup in ${backup} does not check out:\n  ${describeProblems(problems)}`);
  process.exit(1);
}
console.log(`Backup written to ${backup}`);
if (paths.bucket) console.log(bucketNote(paths.bucket));
