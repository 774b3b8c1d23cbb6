// The statement as a CSV file (RFC 4180: every field quoted, quotes doubled, CRLF line ends), UTF-8 with
// a byte order mark so Excel reads Bangla book names as Bangla (decision 440). A field a
// spreadsheet would run as a formula (=, +, -, @, tab, CR at its start) gets a leading apostrophe, so a
// book named "=HYPERLINK(...)" stays text; amounts are written as plain integers and never need it.
import type { StatementRange } from '@boibazar/shared/ledger';
import type { Db } from '../../db/database.ts';
import { statementRows } from './ledger-repository.ts';

/** More lines than a seller could have in any range; a bigger file would be a mistake, not a statement. */
export const CSV_MAX_LINES = 100_000;

/** Excel opens a UTF-8 file as its local code page unless it starts with this. */
export const BOM = '\uFEFF';

const HEADER = ['date', 'transaction', 'kind', 'deal', 'deal_id', 'book', 'amount', 'fee', 'balance_after'];

function textField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export async function statementCsv(db: Db, userId: string, range: StatementRange): Promise<string> {
  const rows = await statementRows(db, userId, range, CSV_MAX_LINES);
  const lines = [HEADER.map(textField).join(',')];
  for (const r of rows)
    lines.push(
      [
        textField(r.at),
        textField(r.transactionId),
        textField(r.kind),
        textField(r.dealKind),
        textField(r.dealId),
        textField(r.memo),
        String(r.amount),
        String(r.fee),
        String(r.balanceAfter),
      ].join(','),
    );
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** The download's file name: the range it covers. */
export const csvFileName = (range: StatementRange) =>
  `boibazar-statement-${range.from ?? 'start'}-to-${range.to ?? 'today'}.csv`;
