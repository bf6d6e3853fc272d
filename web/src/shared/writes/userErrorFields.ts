// The one selection of a payload's user errors: every mutation document writes
// `errors { ...UserErrorFields }`, so a form can show any of them at its field and the write hook
// reads one type (UserError in useWrite).
import { graphql } from '../../gql';

export const UserErrorFields = graphql(`
  fragment UserErrorFields on UserError {
    field
    message
    code
  }
`);
