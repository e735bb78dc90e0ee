import { graphql } from "../../../gql";

export const MissionsAdminQuery = graphql(`
  query MissionsAdmin {
    missionsAdmin {
      id
      number
      kind
      period
      reward
      publisherId
      event
      target
      seriesId
      startsAt
      endsAt
      active
      version
      texts {
        language
        title
        description
      }
    }
  }
`);

export const SaveMissionMutation = graphql(`
  mutation SaveMission($id: ID, $version: Int, $input: MissionInput!) {
    saveMission(id: $id, version: $version, input: $input) {
      id
      version
      active
    }
  }
`);

export const SetMissionActiveMutation = graphql(`
  mutation SetMissionActive($id: ID!, $version: Int!, $active: Boolean!) {
    setMissionActive(id: $id, version: $version, active: $active) {
      id
      version
      active
    }
  }
`);

export const IssuerMissionsQuery = graphql(`
  query IssuerMissions {
    issuerMissions {
      id
      number
      kind
      period
      reward
      publisherId
      event
      target
      seriesId
      startsAt
      endsAt
      active
      version
      texts {
        language
        title
        description
      }
    }
  }
`);

export const SaveIssuerMissionMutation = graphql(`
  mutation SaveIssuerMission($id: ID, $version: Int, $input: MissionInput!) {
    saveIssuerMission(id: $id, version: $version, input: $input) {
      id
      version
      active
    }
  }
`);

export const SetIssuerMissionActiveMutation = graphql(`
  mutation SetIssuerMissionActive($id: ID!, $version: Int!, $active: Boolean!) {
    setIssuerMissionActive(id: $id, version: $version, active: $active) {
      id
      version
      active
    }
  }
`);
