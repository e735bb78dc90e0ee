import { graphql } from "../../../gql";

export const MissionsQuery = graphql(`
  query Missions {
    missions {
      kind
      missions {
        id
        number
        kind
        period
        title
        description
        reward
        event
        target
        progress
        status
        resetsAt
        endsAt
      }
    }
  }
`);

export const MyJpowerQuery = graphql(`
  query MyJpower {
    myJpower {
      balance
      level
      lifetime
      nextLevelAt
    }
  }
`);

export const ClaimMissionMutation = graphql(`
  mutation ClaimMission($missionId: ID!) {
    claimMission(missionId: $missionId) {
      id
      status
      progress
      target
    }
  }
`);
