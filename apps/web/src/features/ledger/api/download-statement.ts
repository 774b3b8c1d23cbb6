// The statement's CSV for a range of days. The file needs the member's token, so it is fetched first and
// handed to the browser as a download (the bytes as sent: UTF-8 with the BOM Excel needs for Bangla).
import { ledgerPaths, type StatementRange } from '@boibazar/shared/ledger';
import { apiBlob } from '#app/lib/api-client.ts';

export const statementFileName = (range: StatementRange) =>
  `boibazar-statement-${range.from ?? 'start'}-to-${range.to ?? 'today'}.csv`;

export async function downloadStatement(range: StatementRange): Promise<void> {
  const blob = await apiBlob(ledgerPaths.statementCsv, { query: { from: range.from, to: range.to } });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = statementFileName(range);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
