// REST shapes of the orders domain (CONTRACT.md "Orders and invoices of an entity"): a purchase
// order is an approved purchase request with its order number and its list items keyed by id.

export type RestListItemType = 'Capital' | 'Expense' | 'Undefined';
export type RestCostType = 'Infrastructure' | 'Maintenance' | 'Enhancement';

export interface RestOrderListItem {
  id: number;
  position: number;
  name: string;
  type: RestListItemType;
  costtype: RestCostType | null;
  resourcename: string | null;
  quantity: string | null;
  daily_rate: string | null;
  amount: string;
  currency: string;
  amount_eur: string;
  amountCurrentYear: string;
  /** EUR amount − invoiced EUR. */
  li_remaining_amount: string;
  productfamilyname: string | null;
  productname: string | null;
  applicationname: string | null;
  projectname: string | null;
}

export interface RestOrder {
  id: number;
  ordernumber: string;
  status: string;
  podate: string;
  deliverydate: string | null;
  ordertext: string;
  prowner: string;
  prownername: string;
  contact_name: string | null;
  sbuname: string | null;
  suppliername: string | null;
  orderamount: string;
  currency: string;
  orderamount_eur: string;
  amountCurrentYear: string;
  amountNextYear: string;
  po_remaining_amount: string;
  accountingelement: string | null;
  comments: string | null;
  listitems: Record<string, RestOrderListItem>;
}
