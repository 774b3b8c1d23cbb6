// Backups and restores (docs/decisions/281-backups.md): `npm run backup`, `npm run restore FILE`, and the
// BACKUP_SCHEDULE job (plugins/backup.ts).
export { writeBackup, keepNewest, BackupError, type BackupResult, type Manifest } from './backup.ts';
export { restoreBackup, type RestoreResult } from './restore.ts';
