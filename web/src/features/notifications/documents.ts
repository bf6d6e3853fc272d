// The notification fields every notification view shows. Queries and mutations sit next to the
// components and hooks that use them.
import { graphql } from '../../gql';

export const NotificationFields = graphql(`
  fragment NotificationFields on Notification {
    id
    title
    message
    created
    read
  }
`);
