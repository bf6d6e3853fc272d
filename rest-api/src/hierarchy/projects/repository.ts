// Projects or applications with their figures in one statement per list (current year, EUR):
// forecast and actuals by cost code, and their equal share of the platforms they consume.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { BUDGET_CODES } from '@cost-steering/schema';
import { toEur } from '../../db/money.ts';
import type { Database } from '../../db/schema.ts';
import { approvedPlans, capColumn, costCodeSums, entityCurrentYearRows } from '../figures.ts';
import { money } from '../../db/money.ts';
import { allOf, idIn, ownedByAny } from '../scope.ts';
import type { KindInfo } from './kinds.ts';

export interface EntityFilter {
  id?: number[];
  product?: number[];
  owner?: string[];
}

/** The filter as a condition on the entity table aliased `e`. */
export function entityScope(filter: EntityFilter): RawBuilder<boolean> {
  return allOf([
    filter.id && idIn('e.id', filter.id),
    filter.product && idIn('e.product_id', filter.product),
    filter.owner && ownedByAny('e.owner_id', filter.owner),
  ]);
}

export function entitiesWithFigures(
  db: Kysely<Database>,
  kind: KindInfo,
  currentYear: number,
  scope: RawBuilder<boolean>,
) {
  const inScope = sql<boolean>`${sql.ref(`r.${kind.column}`)} in (select e.id from ${sql.table(kind.table)} e where ${scope})`;
  return (
    db
      .with('rows', (q) => entityCurrentYearRows(q, kind.column, currentYear).where(inScope))
      .with('entity_figures', (q) =>
        q
          .selectFrom('rows')
          .select(['entity_id', ...costCodeSums('forecast', 'f'), ...costCodeSums('actuals', 'a')])
          .groupBy('entity_id'),
      )
      // Each consumer carries its equal share of the platform cost, in whole cents summing to
      // the cost exactly (the view of migration 0012, CONTRACT.md 'Platforms').
      .with('platform_shares', (q) =>
        q
          .selectFrom('platform_consumer_shares as pcs')
          .select([sql.ref<number | null>(`pcs.${kind.column}`).as('entity_id'), 'pcs.share']),
      )
      .with('entity_shares', (q) =>
        q
          .selectFrom('platform_shares')
          .where('entity_id', 'is not', null)
          .select(['entity_id', sql<string>`sum(share)`.as('amount')])
          .groupBy('entity_id'),
      )
      // Planning: next year's approved budgets of each entity.
      .with('entity_plans', (q) =>
        q
          .selectFrom(approvedPlans(q, currentYear + 1).as('plan'))
          .where(sql.ref(`plan.${kind.column}`), 'is not', null)
          .select([
            sql.ref<number>(`plan.${kind.column}`).as('entity_id'),
            sql<string>`sum(plan.amount)`.as('amount'),
          ])
          .groupBy(sql.ref(`plan.${kind.column}`)),
      )
      .selectFrom(`${kind.table} as e`)
      .innerJoin('users as owner', 'owner.id', 'e.owner_id')
      .leftJoin('entity_plans as np', 'np.entity_id', 'e.id')
      .innerJoin('products as p', 'p.id', 'e.product_id')
      .leftJoin('entity_figures as ef', 'ef.entity_id', 'e.id')
      .leftJoin('entity_shares as es', 'es.entity_id', 'e.id')
      .where(scope)
      .select([
        'e.id',
        'e.name',
        'owner.username as owner',
        'e.product_id as product',
        'p.name as productname',
        'p.product_family_id as productfamily',
        'e.currency',
        ...BUDGET_CODES.flatMap((code) => [
          sql.ref<string>(`e.${code}`).as(code),
          sql.ref<string>(`e.${code}_eur`).as(`${code}_eur`),
        ]),
        'e.budget_eur as totalbudget',
        ...[
          'fci',
          'fcm',
          'fce',
          'fei',
          'fem',
          'fee',
          'ftotal',
          'aci',
          'acm',
          'ace',
          'aei',
          'aem',
          'aee',
          'atotal',
        ].map((column) => money(sql.ref(`ef.${column}`)).as(column)),
        'e.status',
        money(sql.ref('es.amount')).as('platform_cost'),
        money(sql.ref('np.amount')).as('totalnextyearbudget'),
      ])
      .orderBy(sql`lower(e.name)`)
      .orderBy('e.id')
  );
}

/** The entity row locked for an update; undefined when unknown. */
export function lockEntity(trx: Kysely<Database>, kind: KindInfo, id: number) {
  return trx
    .selectFrom(kind.table)
    .select(['id', 'name', 'product_id', 'owner_id'])
    .where('id', '=', id)
    .forNoKeyUpdate()
    .executeTakeFirst();
}

export type BudgetValues = Record<(typeof BUDGET_CODES)[number], string>;

/** Each entered amount in EUR at the rate of `day`, and their sum, computed by the database. */
export async function budgetInEur(
  trx: Kysely<Database>,
  budget: BudgetValues,
  currency: string,
  day: string,
) {
  const row = await trx
    .selectFrom(
      trx
        .selectNoFrom(BUDGET_CODES.map((code) => toEur(budget[code], currency, day).as(code)))
        .as('eur'),
    )
    .selectAll('eur')
    .select(
      sql<string>`${sql.join(
        BUDGET_CODES.map((code) => sql.ref(`eur.${code}`)),
        sql` + `,
      )}`.as('total'),
    )
    .executeTakeFirstOrThrow();
  return row as BudgetValues & { total: string };
}

/**
 * A product's available budget: its cap minus the EUR budgets of its projects and applications,
 * leaving out the entity being updated (its old budget is free again).
 */
export async function productAvailableBudget(
  trx: Kysely<Database>,
  productId: number,
  budgetLimitEnabled: boolean,
  except?: { kind: KindInfo; id: number },
) {
  const cap = capColumn(budgetLimitEnabled);
  const used = (table: 'projects' | 'applications') =>
    sql`(select coalesce(sum(budget_eur), 0) from ${sql.table(table)}
         where product_id = p.id ${
           except && except.kind.table === table ? sql`and id <> ${except.id}` : sql``
         })`;
  const { available } = await trx
    .selectFrom('products as p')
    .select(
      sql<string>`round(coalesce(${sql.ref(`p.${cap}`)}, 0) - ${used('projects')} - ${used('applications')}, 2)`.as(
        'available',
      ),
    )
    .where('p.id', '=', productId)
    .executeTakeFirstOrThrow();
  return available;
}

export interface EntityValues {
  name: string;
  productId: number;
  ownerId: number;
  currency: string;
  budget: BudgetValues;
  budgetEur: BudgetValues;
  status?: string;
}

const budgetColumns = (values: EntityValues) =>
  Object.fromEntries(
    BUDGET_CODES.flatMap((code) => [
      [code, values.budget[code]],
      [`${code}_eur`, values.budgetEur[code]],
    ]),
  );

export async function insertEntity(trx: Kysely<Database>, kind: KindInfo, values: EntityValues) {
  const { id } = await trx
    .insertInto(kind.table)
    .values({
      name: values.name,
      product_id: values.productId,
      owner_id: values.ownerId,
      currency: values.currency,
      ...budgetColumns(values),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateEntity(
  trx: Kysely<Database>,
  kind: KindInfo,
  id: number,
  values: EntityValues,
) {
  await trx
    .updateTable(kind.table)
    .set({
      name: values.name,
      product_id: values.productId,
      owner_id: values.ownerId,
      currency: values.currency,
      ...budgetColumns(values),
      ...(values.status ? { status: values.status } : {}),
    })
    .where('id', '=', id)
    .execute();
}
