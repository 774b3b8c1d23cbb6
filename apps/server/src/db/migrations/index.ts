// The one migration set for both dialects. Add a file, then list it here (names sort in run order).
import type { Migration } from 'kysely';
import * as m001 from './001-initial.ts';
import * as m010 from './010-oidc-logins.ts';
import * as m020 from './020-catalogue-search.ts';
import * as m030 from './030-payments.ts';
import * as m040 from './040-admin-overview.ts';
import * as m050 from './050-jobs-and-outbox.ts';
import * as m130 from './130-conversations.ts';

export const migrations: Record<string, Migration> = {
  '001-initial': m001,
  '010-oidc-logins': m010,
  '020-catalogue-search': m020,
  '030-payments': m030,
  '040-admin-overview': m040,
  '050-jobs-and-outbox': m050,
  '130-conversations': m130,
};
