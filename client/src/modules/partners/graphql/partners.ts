import { graphql } from "../../../gql";

export const PartnerConsentQuery = graphql(`
  query PartnerConsent($request: PartnerConsentRequest!) {
    partnerConsent(request: $request) {
      partnerName
      scopes
      alreadyBound
      denyUrl
    }
  }
`);

export const ApprovePartnerConsentMutation = graphql(`
  mutation ApprovePartnerConsent($request: PartnerConsentRequest!) {
    approvePartnerConsent(request: $request) {
      redirectUrl
      memberId
    }
  }
`);

export const MyPartnerBindingsQuery = graphql(`
  query MyPartnerBindings {
    myPartnerBindings {
      id
      partnerName
      scopes
      method
      state
      boundAt
      revokedAt
    }
  }
`);

export const RevokePartnerBindingMutation = graphql(`
  mutation RevokePartnerBinding($id: ID!) {
    revokePartnerBinding(id: $id) {
      id
      state
      revokedAt
    }
  }
`);
