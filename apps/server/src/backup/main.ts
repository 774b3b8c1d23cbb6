// `npm run backup` and `npm run restore FILE` (scripts/backup.mjs runs this, compiled): the same
// environment as the server (DATA_DIR or DATABASE_URL, BACKUP_DIR, BACKUP_KEEP, BACKUP_S3_BUCKET) says what
// and where; FILE may be `s3://bucket/key`.
import { ConfigError, loadConfig } from '../config.ts';
import { BackupError, restoreBackup, writeBackup } from './index.ts';

async function main(command: string | undefined, file: string | undefined): Promise<void> {
  const config = loadConfig();
  if (command === 'backup') {
    const { file: written, bytes, manifest, removed, copiedTo } = await writeBackup(config);
    const photos =
      manifest.photos === null ? 'photos in the S3 bucket, not copied' : `${manifest.photos} photos`;
    console.log(
      `Backup written: ${written} (${(bytes / 1024).toFixed(0)} KiB, ${manifest.dialect}, ${photos})`,
    );
    if (copiedTo) console.log(`Copied to ${copiedTo}`);
    for (const old of removed)
      console.log(`Removed an old backup (BACKUP_KEEP=${config.BACKUP_KEEP}): ${old}`);
  } else if (command === 'restore' && file) {
    const { manifest, photos } = await restoreBackup(config, file);
    console.log(
      `Restored the ${manifest.dialect} backup of ${manifest.createdAt} with ${photos} photos; start the app to migrate it to the current schema.`,
    );
  } else {
    console.error('Usage: npm run backup | npm run restore FILE');
    process.exitCode = 2;
  }
}

main(process.argv[2], process.argv[3]).catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
});
