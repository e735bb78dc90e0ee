import { graphql } from "../../../gql";

export const CelebrityBoardQuery = graphql(`
  query CelebrityBoard($period: CelebrityPeriod!, $start: String) {
    celebrityBoard(period: $period, start: $start) {
      period
      start
      lastDay
      current
      closed
      previousStart
      nextStart
      entries {
        rank
        previousRank
        likes
        likedToday
        celebrity {
          id
          kind
          name
          artistId
        }
      }
    }
  }
`);

export const CelebrityProfileQuery = graphql(`
  query CelebrityProfile($id: ID!) {
    celebrityProfile(id: $id) {
      likedToday
      celebrity {
        id
        kind
        name
        bio
        artistId
      }
      now {
        period
        start
        likes
        rank
      }
      days {
        start
        likes
        rank
      }
      weeks {
        start
        likes
        rank
      }
      months {
        start
        likes
        rank
      }
    }
  }
`);

export const LikeCelebrityMutation = graphql(`
  mutation LikeCelebrity($id: ID!) {
    likeCelebrity(id: $id) {
      celebrityId
      dayLikes
      weekLikes
      monthLikes
    }
  }
`);

export const StaffCelebritiesQuery = graphql(`
  query StaffCelebrities {
    staffCelebrities {
      ...StaffCelebrityFields
    }
  }
`);

export const StaffCelebrityFields = graphql(`
  fragment StaffCelebrityFields on StaffCelebrity {
    id
    kind
    artistId
    name
    active
    version
    texts {
      language
      name
      bio
    }
  }
`);

export const CreateCelebrityMutation = graphql(`
  mutation CreateCelebrity($input: CelebrityInput!) {
    createCelebrity(input: $input) {
      ...StaffCelebrityFields
    }
  }
`);

export const UpdateCelebrityMutation = graphql(`
  mutation UpdateCelebrity($id: ID!, $version: Int!, $input: CelebrityInput!) {
    updateCelebrity(id: $id, version: $version, input: $input) {
      ...StaffCelebrityFields
    }
  }
`);

export const SetCelebrityActiveMutation = graphql(`
  mutation SetCelebrityActive($id: ID!, $version: Int!, $active: Boolean!) {
    setCelebrityActive(id: $id, version: $version, active: $active) {
      ...StaffCelebrityFields
    }
  }
`);
