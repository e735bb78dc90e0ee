import { graphql } from "../../../gql";

export const StaffPartnerFields = graphql(`
  fragment StaffPartnerFields on Partner {
    id
    name
    scopes
    callbackUrl
    keyPrefix
    previousKeyUntil
    publisherId
    active
    version
    createdAt
  }
`);

export const StaffPartnersQuery = graphql(`
  query StaffPartners {
    staffPartners {
      ...StaffPartnerFields
    }
  }
`);

export const RegisterPartnerMutation = graphql(`
  mutation RegisterPartner($input: PartnerInput!) {
    registerPartner(input: $input) {
      apiKey
      webhookSecret
      partner {
        ...StaffPartnerFields
      }
    }
  }
`);

export const UpdatePartnerMutation = graphql(`
  mutation UpdatePartner($id: ID!, $version: Int!, $input: PartnerInput!, $active: Boolean!) {
    updatePartner(id: $id, version: $version, input: $input, active: $active) {
      ...StaffPartnerFields
    }
  }
`);

export const RotatePartnerKeyMutation = graphql(`
  mutation RotatePartnerKey($id: ID!, $version: Int!, $overlapSeconds: Int) {
    rotatePartnerKey(id: $id, version: $version, overlapSeconds: $overlapSeconds) {
      apiKey
      partner {
        ...StaffPartnerFields
      }
    }
  }
`);

export const RotatePartnerWebhookSecretMutation = graphql(`
  mutation RotatePartnerWebhookSecret($id: ID!, $version: Int!) {
    rotatePartnerWebhookSecret(id: $id, version: $version) {
      webhookSecret
      partner {
        ...StaffPartnerFields
      }
    }
  }
`);

export const PartnerDeliveriesQuery = graphql(`
  query PartnerDeliveries($partnerId: ID!, $limit: Int) {
    partnerDeliveries(partnerId: $partnerId, limit: $limit) {
      id
      eventId
      type
      state
      attempts
      lastStatus
      createdAt
      deliveredAt
      deliveries {
        attempt
        statusCode
        ok
        error
        durationMs
        at
      }
    }
  }
`);

export const RedeliverPartnerEventMutation = graphql(`
  mutation RedeliverPartnerEvent($id: ID!) {
    redeliverPartnerEvent(id: $id) {
      id
      state
    }
  }
`);
