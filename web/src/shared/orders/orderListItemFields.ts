// The fields of an order's list item that every order screen reads (the order Details modal, the
// overview's order tables, the create-invoice screen); each query adds its own beside the spread.
// A module of its own: the overview (the first page) spreads it without loading the other
// order documents.
import { graphql } from '../../gql';

export const OrderListItemFieldsFragment = graphql(`
  fragment OrderListItemFields on OrderListItem {
    id
    position
    name
    type
    costType
    resourceName
    quantity
    dailyRate
    amount
    currency
    remainingAmount
  }
`);
