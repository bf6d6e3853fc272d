// The empty texts and labels of the purchase-order views (spec §2).
import { TEXTS } from '@cost-steering/schema';
import type { CostType, ListItemType } from '../../../../gql/graphql';

export type OrderOwnerType = 'product' | 'project' | 'application';

export function noOrdersText(type: OrderOwnerType): string {
  return type === 'product' ? TEXTS.noOrdersForProduct : TEXTS.noOrdersFor(type);
}

export function noInvoicesText(type: OrderOwnerType): string {
  return type === 'product' ? TEXTS.noInvoicesForProduct : TEXTS.noInvoicesFor(type);
}

function capitalized(value: string): string {
  return value.charAt(0) + value.slice(1).toLowerCase();
}

/** Spec §3: a list item's cost type is shown as 'type costtype', e.g. 'Capital Infrastructure'. */
export function costTypeLabel(type: ListItemType, costType: CostType | null | undefined): string {
  if (type === 'UNDEFINED' || !costType) return capitalized(type);
  return `${capitalized(type)} ${capitalized(costType)}`;
}
