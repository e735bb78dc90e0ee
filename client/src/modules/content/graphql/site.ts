import { graphql } from "../../../gql";

export const StaffLaunchNoticeQuery = graphql(`
  query StaffLaunchNotice {
    staffLaunchNotice {
      enabled
      url
      texts {
        language
        text
      }
      updatedAt
    }
  }
`);

export const SetLaunchNoticeMutation = graphql(`
  mutation SetLaunchNotice($input: LaunchNoticeInput!) {
    setLaunchNotice(input: $input) {
      enabled
      url
      texts {
        language
        text
      }
      updatedAt
    }
  }
`);

export const StaffMarketplaceBannerFieldsFragment = graphql(`
  fragment StaffMarketplaceBannerFields on StaffMarketplaceBanner {
    id
    position
    active
    imageUrl
    linkUrl
    titles {
      language
      text
    }
  }
`);

export const StaffMarketplaceBannersQuery = graphql(`
  query StaffMarketplaceBanners {
    staffMarketplaceBanners {
      ...StaffMarketplaceBannerFields
    }
  }
`);

export const SaveMarketplaceBannerMutation = graphql(`
  mutation SaveMarketplaceBanner($input: MarketplaceBannerInput!) {
    saveMarketplaceBanner(input: $input) {
      ...StaffMarketplaceBannerFields
    }
  }
`);

export const DeleteMarketplaceBannerMutation = graphql(`
  mutation DeleteMarketplaceBanner($id: ID!) {
    deleteMarketplaceBanner(id: $id)
  }
`);
