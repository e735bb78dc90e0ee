import { graphql } from "../../../gql";

/** Everything the client shows about the signed-in user; every sign-in path selects it. */
export const ViewerFieldsFragment = graphql(`
  fragment ViewerFields on Viewer {
    id
    publicId
    email
    nickname
    showNickname
    firstName
    lastName
    realName
    phoneCountryCode
    phone
    country
    birthday
    sex
    postalAddress
    locale
    referralCode
    profilePictureUrl
    twoFactorEnabled
    signUpMethod
    hasPassword
    role
    staffRoles
    usdtBalance
    createdAt
  }
`);

/** The session: the signed-in user, or null for a visitor. */
export const MeQuery = graphql(`
  query Me {
    me {
      ...ViewerFields
    }
  }
`);
