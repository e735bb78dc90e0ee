import { graphql } from "../../../gql";

export const StaffShowroomTemplatesQuery = graphql(`
  query StaffShowroomTemplates {
    staffShowroomTemplates {
      id
      name
      columns
      slotCount
      retiredAt
    }
  }
`);

export const CreateShowroomTemplateMutation = graphql(`
  mutation CreateShowroomTemplate($input: ShowroomTemplateInput!) {
    createShowroomTemplate(input: $input) {
      id
    }
  }
`);

export const RetireShowroomTemplateMutation = graphql(`
  mutation RetireShowroomTemplate($id: ID!, $retired: Boolean!) {
    retireShowroomTemplate(id: $id, retired: $retired) {
      id
      retiredAt
    }
  }
`);

export const TakeDownShowroomMutation = graphql(`
  mutation TakeDownShowroom($id: ID!, $reason: String!) {
    takeDownShowroom(id: $id, reason: $reason) {
      id
      status
    }
  }
`);
