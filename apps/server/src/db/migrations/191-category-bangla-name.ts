import type { Kysely } from 'kysely';

// A category's name in Bangla, set by the admin (issue 17, decision 172); null shows the English name.
// The spec's four categories get theirs here, so a shop made before this reads them in Bangla too.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('categories').addColumn('name_bn', 'varchar(60)').execute();
  for (const [name, bangla] of SPEC_CATEGORIES)
    await db.updateTable('categories').set({ name_bn: bangla }).where('name', '=', name).execute();
}

/** The spec's categories (its footer names them) in Bangla, as they were when this migration was written. */
const SPEC_CATEGORIES: ReadonlyArray<readonly [string, string]> = [
  ['Text Books', 'পাঠ্যবই'],
  ['Poem', 'কবিতা'],
  ['Fiction', 'কথাসাহিত্য'],
  ['Job Solution', 'চাকরির প্রস্তুতি'],
];
