import { graphql } from "../../../gql";

export const CampaignsQuery = graphql(`
  query Campaigns {
    campaigns {
      id
      title
      prize
      startsAt
      endsAt
      state
      winnersCount
      collected
      completed
      stamps {
        id
      }
    }
  }
`);

export const CampaignQuery = graphql(`
  query Campaign($id: ID!) {
    campaign(id: $id) {
      ...CampaignDetail
    }
  }
`);

export const CampaignDetailFragment = graphql(`
  fragment CampaignDetail on Campaign {
    id
    title
    description
    prize
    startsAt
    endsAt
    state
    winnersCount
    collected
    completed
    youWon
    stamps {
      id
      position
      action
      refId
      name
      hint
      collectedAt
    }
    proof {
      algorithm
      seedHash
      seed
      completerCount
      drawnAt
    }
    winners {
      rank
      displayName
      you
    }
  }
`);

export const CollectVenueStampMutation = graphql(`
  mutation CollectVenueStamp($token: String!) {
    collectVenueStamp(token: $token) {
      ...CampaignDetail
    }
  }
`);

export const StaffCampaignsQuery = graphql(`
  query StaffCampaigns {
    staffCampaigns {
      ...StaffCampaignDetail
    }
  }
`);

export const StaffCampaignDetailFragment = graphql(`
  fragment StaffCampaignDetail on StaffCampaign {
    id
    version
    title
    state
    startsAt
    endsAt
    winnersCount
    proof {
      seedHash
      completerCount
    }
    texts {
      language
      title
      description
      prize
    }
    stamps {
      id
      action
      refId
      name
    }
    stampTexts {
      stampId
      qrToken
      texts {
        language
        name
        hint
      }
    }
  }
`);

export const CreateCampaignMutation = graphql(`
  mutation CreateCampaign($input: CampaignInput!) {
    createCampaign(input: $input) {
      ...StaffCampaignDetail
    }
  }
`);

export const UpdateCampaignMutation = graphql(`
  mutation UpdateCampaign($id: ID!, $version: Int!, $input: CampaignInput!) {
    updateCampaign(id: $id, version: $version, input: $input) {
      ...StaffCampaignDetail
    }
  }
`);
