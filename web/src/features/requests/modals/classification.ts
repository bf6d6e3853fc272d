// Between the GraphQL enums of an item's type and the spec's display ('Capital Infrastructure',
// 'Undefined'); the texts and the six choices come from the schema's rules.
import { costClassification, parseCostClassification } from '@cost-steering/schema';
import type { CostType, ListItemType } from '../../../gql/graphql';

const capitalise = (value: string) => value.charAt(0) + value.slice(1).toLowerCase();

export function itemClassification(type: ListItemType, costType: CostType | null | undefined) {
  return costClassification(
    capitalise(type) as 'Capital' | 'Expense' | 'Undefined',
    costType ? (capitalise(costType) as 'Infrastructure' | 'Maintenance' | 'Enhancement') : null,
  );
}

/** A defined classification as the mutation's input; undefined for 'Undefined' or other text. */
export function classificationInput(
  text: string,
): { type: ListItemType; costType: CostType } | undefined {
  const parsed = parseCostClassification(text);
  if (!parsed || parsed.type === 'Undefined' || parsed.costType === null) return undefined;
  return {
    type: parsed.type.toUpperCase() as ListItemType,
    costType: parsed.costType.toUpperCase() as CostType,
  };
}
