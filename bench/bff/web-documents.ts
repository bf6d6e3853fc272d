// The web's own queries, as its screens send them: the documents codegen generates from the web's
// sources (web/src/gql), printed with `__typename` in every selection set below the root, which
// Apollo Client adds. A bench that measures a screen's query reads it here, so the measured query
// cannot drift from the screen's.
import { Kind, print, visit, type DocumentNode, type SelectionSetNode } from 'graphql';

export {
  AddRequestListItemDocument,
  AppConfigurationDocument,
  ApproveRequestDocument,
  ArchivedRequestListDocument,
  CompanyDetailsDocument,
  CompanyListDocument,
  CreateInvoiceDocument,
  CreateRequestDocument,
  CurrenciesDocument,
  CurrentUserDocument,
  ExpiringOrderListDocument,
  FamilyPageProductsDocument,
  FamilyProductsDocument,
  InvoiceListDocument,
  InvoiceOrderDocument,
  MarkNotificationReadDocument,
  NotificationBellDocument,
  NotificationListDocument,
  OpenRequestListDocument,
  OrderDetailsDocument,
  OverviewFamiliesDocument,
  OverviewFiltersDocument,
  PurchaseOrderListDocument,
  RegisterCurrentUserDocument,
  RequestCompanyChoicesDocument,
  RequestCompanyContactsDocument,
  RequestFamiliesDocument,
  RequestFamilyProductsDocument,
  RequestProductEntitiesDocument,
  RequestReferenceDocument,
  SendRequestDocument,
  SignJustificationDocument,
  VersionDocument,
} from '../../web/src/gql/graphql.ts';

const TYPENAME = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } } as const;

/** The query text Apollo Client sends for `document`. */
export function asSentByWeb(document: DocumentNode): string {
  return print(
    visit(document, {
      SelectionSet(node: SelectionSetNode, _key, parent) {
        // The operation's root selection has no __typename; fragments and fields below do.
        const isRoot =
          parent !== undefined &&
          !Array.isArray(parent) &&
          (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION;
        const has = node.selections.some(
          (s) => s.kind === Kind.FIELD && s.name.value === '__typename',
        );
        return isRoot || has ? node : { ...node, selections: [...node.selections, TYPENAME] };
      },
    }),
  );
}
