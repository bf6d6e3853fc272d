// Server-only checks of a body's references (spec §5 'owner, family required' etc.): what the
// forms pick from lists must still exist when the write runs, inside its transaction.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { notFound, validationFailed } from '../http/errors.ts';

const unknown = (field: string, message: string) => validationFailed([{ field, message }]);

export async function requireKnownRegion(trx: Kysely<Database>, id: number | undefined) {
  const found =
    id && (await trx.selectFrom('regions').select('id').where('id', '=', id).executeTakeFirst());
  if (!found) throw unknown('region', 'Region must be a known region');
}

export async function requireKnownImage(trx: Kysely<Database>, id: number | undefined) {
  const found =
    id && (await trx.selectFrom('images').select('id').where('id', '=', id).executeTakeFirst());
  if (!found) throw unknown('image', 'Image must be a stored image');
}

type NamedTable = 'product_families' | 'products' | 'projects' | 'applications';

/** Whether another row of the table has this name in any letter case (the friendly check). */
export function nameTaken(
  db: Kysely<Database>,
  table: NamedTable,
  name: string,
  exceptId?: number,
) {
  return db
    .selectFrom(table)
    .select('id')
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
    .executeTakeFirst()
    .then(Boolean);
}

type ExistingTable = 'products' | 'product_families' | 'projects' | 'applications' | 'images';

/** 404 unless the row exists (a sub-resource of it, or the resource itself, was asked for). */
export async function requireExisting(
  db: Kysely<Database>,
  table: ExistingTable,
  id: number,
  what: string,
) {
  const found = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw notFound(what);
}
