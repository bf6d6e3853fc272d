// The request mutations of the lists and modals.
import { graphql } from '../../../gql';

export const ApproveRequestMutation = graphql(`
  mutation ApproveRequest($input: ApprovePurchaseRequestInput!) {
    approvePurchaseRequest(input: $input) {
      purchaseRequest {
        id
        status
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const DeclineRequestMutation = graphql(`
  mutation DeclineRequest($input: DeclinePurchaseRequestInput!) {
    declinePurchaseRequest(input: $input) {
      purchaseRequest {
        id
        status
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const WithdrawRequestMutation = graphql(`
  mutation WithdrawRequest($id: ID!) {
    withdrawPurchaseRequest(id: $id) {
      purchaseRequest {
        id
        status
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const RestoreRequestMutation = graphql(`
  mutation RestoreRequest($id: ID!) {
    restoreArchivedRequest(id: $id) {
      purchaseRequest {
        id
        status
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const DeleteArchivedRequestMutation = graphql(`
  mutation DeleteArchivedRequest($id: ID!) {
    deleteArchivedRequest(id: $id) {
      deletedId
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const SignJustificationMutation = graphql(`
  mutation SignJustification($input: SignJustificationInput!) {
    signJustification(input: $input) {
      purchaseRequest {
        id
        status
        justification {
          status
          reviewedByName
          comment
          date
        }
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const DeclineJustificationMutation = graphql(`
  mutation DeclineJustification($input: DeclineJustificationInput!) {
    declineJustification(input: $input) {
      purchaseRequest {
        id
        status
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);

export const AssignCostTypeMutation = graphql(`
  mutation AssignListItemCostType($input: AssignListItemCostTypeInput!) {
    assignListItemCostType(input: $input) {
      listItem {
        id
        type
        costType
      }
      errors {
        ...UserErrorFields
      }
    }
  }
`);
