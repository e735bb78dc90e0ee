/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation RequestAccountDeletion {\n    requestAccountDeletion {\n      resendInSeconds\n    }\n  }\n": typeof types.RequestAccountDeletionDocument,
    "\n  mutation ConfirmAccountDeletion($input: ConfirmAccountDeletionInput!) {\n    confirmAccountDeletion(input: $input) {\n      deletionDueAt\n    }\n  }\n": typeof types.ConfirmAccountDeletionDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      twoFactorRequired\n      challenge\n      viewer {\n        ...ViewerFields\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation VerifyLoginTwoFactor($challenge: String!, $code: String!) {\n    verifyLoginTwoFactor(challenge: $challenge, code: $code) {\n      ...ViewerFields\n    }\n  }\n": typeof types.VerifyLoginTwoFactorDocument,
    "\n  mutation LoginWithTwoFactorResetKey($challenge: String!, $resetKey: String!) {\n    loginWithTwoFactorResetKey(challenge: $challenge, resetKey: $resetKey) {\n      ...ViewerFields\n    }\n  }\n": typeof types.LoginWithTwoFactorResetKeyDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation SendPasswordResetCode($input: SendPasswordResetCodeInput!) {\n    sendPasswordResetCode(input: $input) {\n      resendInSeconds\n    }\n  }\n": typeof types.SendPasswordResetCodeDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ViewerFields\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query PublicUser($publicId: String!) {\n    publicUser(publicId: $publicId) {\n      publicId\n      displayName\n      profilePictureUrl\n      memberSince\n    }\n  }\n": typeof types.PublicUserDocument,
    "\n  query PublicCollection($publicId: String!) {\n    publicCollection(publicId: $publicId) {\n      units\n      card {\n        ...CardTile_card\n      }\n    }\n  }\n": typeof types.PublicCollectionDocument,
    "\n  mutation SendRegisterCode($input: SendRegisterCodeInput!) {\n    sendRegisterCode(input: $input) {\n      resendInSeconds\n    }\n  }\n": typeof types.SendRegisterCodeDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...ViewerFields\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      site\n      siteKey\n      userAgent\n      lastSeenAt\n      createdAt\n      current\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  query SocialLoginProviders {\n    socialLoginProviders {\n      id\n      sandbox\n    }\n  }\n": typeof types.SocialLoginProvidersDocument,
    "\n  mutation StartSocialLogin($input: StartSocialLoginInput!) {\n    startSocialLogin(input: $input) {\n      authorizeUrl\n      state\n    }\n  }\n": typeof types.StartSocialLoginDocument,
    "\n  mutation CompleteSocialLogin($input: CompleteSocialLoginInput!) {\n    completeSocialLogin(input: $input) {\n      twoFactorRequired\n      challenge\n      viewer {\n        ...ViewerFields\n      }\n    }\n  }\n": typeof types.CompleteSocialLoginDocument,
    "\n  mutation BeginTwoFactorSetup {\n    beginTwoFactorSetup {\n      secret\n      otpauthUrl\n      qrCodeDataUrl\n    }\n  }\n": typeof types.BeginTwoFactorSetupDocument,
    "\n  mutation ActivateTwoFactor($code: String!, $currentPassword: String, $emailCode: String) {\n    activateTwoFactor(code: $code, currentPassword: $currentPassword, emailCode: $emailCode) {\n      resetKey\n    }\n  }\n": typeof types.ActivateTwoFactorDocument,
    "\n  mutation CloseTwoFactor($code: String!, $currentPassword: String, $emailCode: String) {\n    closeTwoFactor(code: $code, currentPassword: $currentPassword, emailCode: $emailCode)\n  }\n": typeof types.CloseTwoFactorDocument,
    "\n  mutation ResetTwoFactor($resetKey: String!, $currentPassword: String, $emailCode: String) {\n    resetTwoFactor(resetKey: $resetKey, currentPassword: $currentPassword, emailCode: $emailCode)\n  }\n": typeof types.ResetTwoFactorDocument,
    "\n  mutation SendReauthenticationCode {\n    sendReauthenticationCode {\n      resendInSeconds\n    }\n  }\n": typeof types.SendReauthenticationCodeDocument,
    "\n  fragment ViewerFields on Viewer {\n    id\n    publicId\n    email\n    nickname\n    showNickname\n    firstName\n    lastName\n    realName\n    phoneCountryCode\n    phone\n    country\n    birthday\n    sex\n    postalAddress\n    locale\n    referralCode\n    profilePictureUrl\n    twoFactorEnabled\n    signUpMethod\n    hasPassword\n    role\n    staffRoles\n    usdtBalance\n    createdAt\n  }\n": typeof types.ViewerFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...ViewerFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  fragment BusinessApplicationFields on BusinessApplication {\n    id\n    state\n    companyName\n    registrationNumber\n    contactName\n    contactEmail\n    phone\n    website\n    category\n    description\n    expectedVolume\n    publisher {\n      id\n      name\n    }\n    rejectReason\n    createdAt\n    decidedAt\n    attachments {\n      key\n      name\n      mime\n      bytes\n      url\n    }\n  }\n": typeof types.BusinessApplicationFieldsFragmentDoc,
    "\n  query MyBusinessApplication {\n    myBusinessApplication {\n      ...BusinessApplicationFields\n    }\n  }\n": typeof types.MyBusinessApplicationDocument,
    "\n  mutation SubmitBusinessApplication($input: BusinessApplicationInput!) {\n    submitBusinessApplication(input: $input) {\n      ...BusinessApplicationFields\n    }\n  }\n": typeof types.SubmitBusinessApplicationDocument,
    "\n  query BusinessServices {\n    contentItems(kind: BUSINESS_SERVICES, page: 1) {\n      items {\n        id\n        title\n        summary\n        bodyHtml\n        fallback\n      }\n    }\n  }\n": typeof types.BusinessServicesDocument,
    "\n  fragment StaffBusinessApplicationFields on StaffBusinessApplication {\n    id\n    state\n    companyName\n    registrationNumber\n    contactName\n    contactEmail\n    phone\n    website\n    category\n    description\n    expectedVolume\n    publisher {\n      id\n      name\n    }\n    rejectReason\n    createdAt\n    decidedAt\n    attachments {\n      key\n      name\n      mime\n      bytes\n      url\n    }\n    applicant {\n      id\n      email\n      nickname\n    }\n    decidedByName\n  }\n": typeof types.StaffBusinessApplicationFieldsFragmentDoc,
    "\n  query BusinessApplications($state: BusinessApplicationState, $page: Int) {\n    businessApplications(state: $state, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...StaffBusinessApplicationFields\n      }\n    }\n  }\n": typeof types.BusinessApplicationsDocument,
    "\n  query BusinessApplicationPublishers {\n    businessApplicationPublishers {\n      id\n      name\n    }\n  }\n": typeof types.BusinessApplicationPublishersDocument,
    "\n  mutation ApproveBusinessApplication($id: ID!, $publisherId: ID!) {\n    approveBusinessApplication(id: $id, publisherId: $publisherId) {\n      ...StaffBusinessApplicationFields\n    }\n  }\n": typeof types.ApproveBusinessApplicationDocument,
    "\n  mutation RejectBusinessApplication($id: ID!, $reason: String!) {\n    rejectBusinessApplication(id: $id, reason: $reason) {\n      ...StaffBusinessApplicationFields\n    }\n  }\n": typeof types.RejectBusinessApplicationDocument,
    "\n  query CardDetail($id: ID, $token: CardTokenInput) {\n    cardDetail(id: $id, token: $token) {\n      card {\n        ...CardTile_card\n        workNumber\n        edition\n        size\n        creationYear\n        totalIssued\n        releaseAt\n        contractId\n        contractAddress\n        tokenAddress\n        tokenId\n        sellable\n        giftable\n        withdrawable\n        series {\n          id\n          name\n        }\n      }\n      ownersCount\n      remaining\n      likedByViewer\n      viewerUnits {\n        held\n        listed\n        withdrawable\n        giftable\n        sellable\n      }\n      openListings {\n        id\n        type\n        state\n        remaining\n        price\n        endsAt\n        isMine\n        seller {\n          publicId\n          displayName\n        }\n      }\n      bids {\n        id\n        listingId\n        amount\n        createdAt\n        bidder {\n          publicId\n          displayName\n        }\n      }\n      pricePoints {\n        at\n        unitPrice\n      }\n    }\n  }\n": typeof types.CardDetailDocument,
    "\n  query CardTradeHistory($cardId: ID!, $page: Int) {\n    cardTradeHistory(cardId: $cardId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        kind\n        units\n        unitPrice\n        total\n        createdAt\n        buyer {\n          publicId\n          displayName\n        }\n        seller {\n          publicId\n          displayName\n        }\n      }\n    }\n  }\n": typeof types.CardTradeHistoryDocument,
    "\n  mutation LikeCard($cardId: ID!) {\n    likeCard(cardId: $cardId) {\n      cardId\n      likes\n      liked\n    }\n  }\n": typeof types.LikeCardDocument,
    "\n  mutation UnlikeCard($cardId: ID!) {\n    unlikeCard(cardId: $cardId) {\n      cardId\n      likes\n      liked\n    }\n  }\n": typeof types.UnlikeCardDocument,
    "\n  query CardsByMaker($filter: CardFilter!, $offset: Int!) {\n    cards(filter: $filter, limit: 20, offset: $offset) {\n      total\n      items {\n        ...CardTile_card\n      }\n    }\n  }\n": typeof types.CardsByMakerDocument,
    "\n  fragment CardTile_card on Card {\n    id\n    name\n    imageUrl\n    likes\n    artist {\n      id\n      name\n    }\n    publisher {\n      id\n      name\n    }\n    chain {\n      id\n      code\n      name\n    }\n  }\n": typeof types.CardTile_CardFragmentDoc,
    "\n  query HeaderSearch($text: String!, $limit: Int!) {\n    search(text: $text, limit: $limit) {\n      type\n      id\n      name\n      imageUrl\n    }\n  }\n": typeof types.HeaderSearchDocument,
    "\n  query CelebrityBoard($period: CelebrityPeriod!, $start: String) {\n    celebrityBoard(period: $period, start: $start) {\n      period\n      start\n      lastDay\n      current\n      closed\n      previousStart\n      nextStart\n      entries {\n        rank\n        previousRank\n        likes\n        likedToday\n        celebrity {\n          id\n          kind\n          name\n          artistId\n        }\n      }\n    }\n  }\n": typeof types.CelebrityBoardDocument,
    "\n  query CelebrityProfile($id: ID!) {\n    celebrityProfile(id: $id) {\n      likedToday\n      celebrity {\n        id\n        kind\n        name\n        bio\n        artistId\n      }\n      now {\n        period\n        start\n        likes\n        rank\n      }\n      days {\n        start\n        likes\n        rank\n      }\n      weeks {\n        start\n        likes\n        rank\n      }\n      months {\n        start\n        likes\n        rank\n      }\n    }\n  }\n": typeof types.CelebrityProfileDocument,
    "\n  mutation LikeCelebrity($id: ID!) {\n    likeCelebrity(id: $id) {\n      celebrityId\n      dayLikes\n      weekLikes\n      monthLikes\n    }\n  }\n": typeof types.LikeCelebrityDocument,
    "\n  query StaffCelebrities {\n    staffCelebrities {\n      ...StaffCelebrityFields\n    }\n  }\n": typeof types.StaffCelebritiesDocument,
    "\n  fragment StaffCelebrityFields on StaffCelebrity {\n    id\n    kind\n    artistId\n    name\n    active\n    version\n    texts {\n      language\n      name\n      bio\n    }\n  }\n": typeof types.StaffCelebrityFieldsFragmentDoc,
    "\n  mutation CreateCelebrity($input: CelebrityInput!) {\n    createCelebrity(input: $input) {\n      ...StaffCelebrityFields\n    }\n  }\n": typeof types.CreateCelebrityDocument,
    "\n  mutation UpdateCelebrity($id: ID!, $version: Int!, $input: CelebrityInput!) {\n    updateCelebrity(id: $id, version: $version, input: $input) {\n      ...StaffCelebrityFields\n    }\n  }\n": typeof types.UpdateCelebrityDocument,
    "\n  mutation SetCelebrityActive($id: ID!, $version: Int!, $active: Boolean!) {\n    setCelebrityActive(id: $id, version: $version, active: $active) {\n      ...StaffCelebrityFields\n    }\n  }\n": typeof types.SetCelebrityActiveDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n": typeof types.SendContactMessageDocument,
    "\n  query LaunchNotice {\n    launchNotice {\n      enabled\n      text\n      url\n    }\n  }\n": typeof types.LaunchNoticeDocument,
    "\n  fragment ContentItemFields on ContentItem {\n    id\n    kind\n    webType\n    category\n    tags\n    language\n    fallback\n    slug\n    title\n    summary\n    coverUrl\n    publishedAt\n  }\n": typeof types.ContentItemFieldsFragmentDoc,
    "\n  query ContentItems($kind: ContentKind!, $webType: Int, $category: String, $page: Int) {\n    contentItems(kind: $kind, webType: $webType, category: $category, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...ContentItemFields\n      }\n    }\n  }\n": typeof types.ContentItemsDocument,
    "\n  query ContentCategories($kind: ContentKind!) {\n    contentCategories(kind: $kind)\n  }\n": typeof types.ContentCategoriesDocument,
    "\n  query ContentItem($id: ID!) {\n    contentItem(id: $id) {\n      ...ContentItemFields\n      bodyHtml\n    }\n  }\n": typeof types.ContentItemDocument,
    "\n  query LatestContent($kind: ContentKind!) {\n    contentItems(kind: $kind, page: 1) {\n      total\n      items {\n        ...ContentItemFields\n        bodyHtml\n      }\n    }\n  }\n": typeof types.LatestContentDocument,
    "\n  query MarketplaceBanners {\n    marketplaceBanners {\n      id\n      imageUrl\n      linkUrl\n      title\n    }\n  }\n": typeof types.MarketplaceBannersDocument,
    "\n  query StaffLaunchNotice {\n    staffLaunchNotice {\n      enabled\n      url\n      texts {\n        language\n        text\n      }\n      updatedAt\n    }\n  }\n": typeof types.StaffLaunchNoticeDocument,
    "\n  mutation SetLaunchNotice($input: LaunchNoticeInput!) {\n    setLaunchNotice(input: $input) {\n      enabled\n      url\n      texts {\n        language\n        text\n      }\n      updatedAt\n    }\n  }\n": typeof types.SetLaunchNoticeDocument,
    "\n  fragment StaffMarketplaceBannerFields on StaffMarketplaceBanner {\n    id\n    position\n    active\n    imageUrl\n    linkUrl\n    titles {\n      language\n      text\n    }\n  }\n": typeof types.StaffMarketplaceBannerFieldsFragmentDoc,
    "\n  query StaffMarketplaceBanners {\n    staffMarketplaceBanners {\n      ...StaffMarketplaceBannerFields\n    }\n  }\n": typeof types.StaffMarketplaceBannersDocument,
    "\n  mutation SaveMarketplaceBanner($input: MarketplaceBannerInput!) {\n    saveMarketplaceBanner(input: $input) {\n      ...StaffMarketplaceBannerFields\n    }\n  }\n": typeof types.SaveMarketplaceBannerDocument,
    "\n  mutation DeleteMarketplaceBanner($id: ID!) {\n    deleteMarketplaceBanner(id: $id)\n  }\n": typeof types.DeleteMarketplaceBannerDocument,
    "\n  fragment StaffContentItemFields on StaffContentItem {\n    id\n    kind\n    webType\n    category\n    tags\n    state\n    coverUrl\n    translations {\n      language\n      slug\n      title\n      summary\n      bodyMarkdown\n    }\n    publishAt\n    publishedAt\n    revision\n    updatedAt\n    updatedByName\n  }\n": typeof types.StaffContentItemFieldsFragmentDoc,
    "\n  query StaffContentItems($kind: ContentKind, $state: ContentState, $search: String, $page: Int) {\n    staffContentItems(kind: $kind, state: $state, search: $search, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...StaffContentItemFields\n      }\n    }\n  }\n": typeof types.StaffContentItemsDocument,
    "\n  query StaffContentItem($id: ID!) {\n    staffContentItem(id: $id) {\n      ...StaffContentItemFields\n    }\n  }\n": typeof types.StaffContentItemDocument,
    "\n  query ContentRevisions($itemId: ID!, $page: Int) {\n    contentRevisions(itemId: $itemId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        revision\n        action\n        changedFields\n        editorName\n        createdAt\n      }\n    }\n  }\n": typeof types.ContentRevisionsDocument,
    "\n  query ContentPreview($markdown: String!) {\n    contentPreview(markdown: $markdown)\n  }\n": typeof types.ContentPreviewDocument,
    "\n  mutation SaveContentItem($input: ContentItemInput!) {\n    saveContentItem(input: $input) {\n      ...StaffContentItemFields\n    }\n  }\n": typeof types.SaveContentItemDocument,
    "\n  mutation ScheduleContentItem($id: ID!, $publishAt: DateTimeISO!, $expectedRevision: Int!) {\n    scheduleContentItem(id: $id, publishAt: $publishAt, expectedRevision: $expectedRevision) {\n      ...StaffContentItemFields\n    }\n  }\n": typeof types.ScheduleContentItemDocument,
    "\n  mutation PublishContentItem($id: ID!, $expectedRevision: Int!) {\n    publishContentItem(id: $id, expectedRevision: $expectedRevision) {\n      ...StaffContentItemFields\n    }\n  }\n": typeof types.PublishContentItemDocument,
    "\n  mutation UnscheduleContentItem($id: ID!, $expectedRevision: Int!) {\n    unscheduleContentItem(id: $id, expectedRevision: $expectedRevision) {\n      ...StaffContentItemFields\n    }\n  }\n": typeof types.UnscheduleContentItemDocument,
    "\n  mutation ArchiveContentItem($id: ID!, $expectedRevision: Int!) {\n    archiveContentItem(id: $id, expectedRevision: $expectedRevision) {\n      ...StaffContentItemFields\n    }\n  }\n": typeof types.ArchiveContentItemDocument,
    "\n  mutation RestoreContentItem($id: ID!, $expectedRevision: Int!) {\n    restoreContentItem(id: $id, expectedRevision: $expectedRevision) {\n      ...StaffContentItemFields\n    }\n  }\n": typeof types.RestoreContentItemDocument,
    "\n  query Dashboard($from: String!, $to: String!, $granularity: DashboardGranularity!) {\n    dashboard(from: $from, to: $to, granularity: $granularity) {\n      from\n      to\n      granularity\n      computedAt\n      points {\n        period\n        metric\n        dim\n        count\n        a\n        b\n      }\n      endingSoon {\n        listingId\n        cardId\n        endsAt\n        highestBid\n        bidCount\n      }\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  query FusionRecipes {\n    fusionRecipes {\n      id\n      name\n      outputUnits\n      canFuse\n      outputCard {\n        id\n        name\n        imageUrl\n      }\n      inputs {\n        units\n        held\n        listed\n        card {\n          id\n          name\n          imageUrl\n        }\n      }\n    }\n  }\n": typeof types.FusionRecipesDocument,
    "\n  fragment FusionRecordFields on FusionRecord {\n    id\n    recipeId\n    recipeName\n    outputUnits\n    createdAt\n    outputCard {\n      id\n      name\n      imageUrl\n    }\n    inputs {\n      units\n      card {\n        id\n        name\n      }\n    }\n  }\n": typeof types.FusionRecordFieldsFragmentDoc,
    "\n  query FusionHistory {\n    fusionHistory {\n      ...FusionRecordFields\n    }\n  }\n": typeof types.FusionHistoryDocument,
    "\n  mutation Fuse($recipeId: ID!, $idempotencyKey: String!) {\n    fuse(recipeId: $recipeId, idempotencyKey: $idempotencyKey) {\n      ...FusionRecordFields\n    }\n  }\n": typeof types.FuseDocument,
    "\n  query LatestCards($limit: Int!) {\n    latestCards(limit: $limit) {\n      ...CardTile_card\n    }\n  }\n": typeof types.LatestCardsDocument,
    "\n  query ChainShowcase($perChain: Int!) {\n    chainShowcase(perChain: $perChain) {\n      chain {\n        id\n        code\n        name\n      }\n      cards {\n        ...CardTile_card\n      }\n    }\n  }\n": typeof types.ChainShowcaseDocument,
    "\n  query SearchCards($search: String!, $limit: Int!) {\n    cards(filter: { search: $search }, limit: $limit) {\n      total\n      items {\n        ...CardTile_card\n      }\n    }\n  }\n": typeof types.SearchCardsDocument,
    "\n  query JpointWallet {\n    me {\n      id\n      jpointBalance\n      usdtBalance\n    }\n    jpointServiceStatus {\n      endsAt\n      ended\n      pausedNow {\n        topup\n        use\n      }\n      currentPause {\n        id\n        from\n        to\n        scope\n        note\n      }\n    }\n  }\n": typeof types.JpointWalletDocument,
    "\n  fragment JpointConversionFields on JpointConversionQuote {\n    id\n    jpoint\n    usdt\n    rate\n    expiresAt\n    expiresInSeconds\n    confirmed\n    confirmedAt\n  }\n": typeof types.JpointConversionFieldsFragmentDoc,
    "\n  query JpointConversionHistory($page: Int) {\n    jpointConversionHistory(page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...JpointConversionFields\n      }\n    }\n  }\n": typeof types.JpointConversionHistoryDocument,
    "\n  mutation QuoteJpointConversion($amount: String!) {\n    quoteJpointConversion(amount: $amount) {\n      ...JpointConversionFields\n    }\n  }\n": typeof types.QuoteJpointConversionDocument,
    "\n  mutation ConfirmJpointConversion($quoteId: ID!) {\n    confirmJpointConversion(quoteId: $quoteId) {\n      ...JpointConversionFields\n    }\n  }\n": typeof types.ConfirmJpointConversionDocument,
    "\n  fragment JpointRefundFields on JpointRefundRequest {\n    id\n    amount\n    status\n    payableOn\n    requestedAt\n    paidAt\n    bankCode\n    bankAccount\n    accountHolder\n  }\n": typeof types.JpointRefundFieldsFragmentDoc,
    "\n  query MyJpointRefundRequests {\n    myJpointRefundRequests {\n      ...JpointRefundFields\n    }\n  }\n": typeof types.MyJpointRefundRequestsDocument,
    "\n  mutation RequestJpointRefund($input: JpointRefundInput!) {\n    requestJpointRefund(input: $input) {\n      ...JpointRefundFields\n    }\n  }\n": typeof types.RequestJpointRefundDocument,
    "\n  query StaffStoreItems {\n    staffStoreItems {\n      id\n      kind\n      cardId\n      price\n      stock\n      sold\n      perMemberLimit\n      imageUrl\n      startsAt\n      endsAt\n      active\n      onSale\n      version\n      name\n      texts {\n        language\n        name\n        description\n      }\n    }\n  }\n": typeof types.StaffStoreItemsDocument,
    "\n  mutation CreateStoreItem($input: StoreItemInput!) {\n    createStoreItem(input: $input) {\n      id\n      version\n    }\n  }\n": typeof types.CreateStoreItemDocument,
    "\n  mutation UpdateStoreItem($id: ID!, $version: Int!, $input: StoreItemInput!) {\n    updateStoreItem(id: $id, version: $version, input: $input) {\n      id\n      version\n    }\n  }\n": typeof types.UpdateStoreItemDocument,
    "\n  query StaffStoreOrders($status: StoreOrderStatus, $page: Int) {\n    staffStoreOrders(status: $status, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        userId\n        itemName\n        itemKind\n        quantity\n        total\n        status\n        carrier\n        trackingNumber\n        createdAt\n        receiver {\n          name\n          phone\n          address\n        }\n      }\n    }\n  }\n": typeof types.StaffStoreOrdersDocument,
    "\n  mutation ShipStoreOrder($id: ID!, $input: StoreShipmentInput!) {\n    shipStoreOrder(id: $id, input: $input) {\n      id\n      status\n      carrier\n      trackingNumber\n    }\n  }\n": typeof types.ShipStoreOrderDocument,
    "\n  mutation DeliverStoreOrder($id: ID!) {\n    deliverStoreOrder(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.DeliverStoreOrderDocument,
    "\n  mutation CancelStoreOrder($id: ID!) {\n    cancelStoreOrder(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.CancelStoreOrderDocument,
    "\n  query JpowerStore {\n    jpowerStore {\n      balance\n      items {\n        id\n        kind\n        price\n        stock\n        perMemberLimit\n        imageUrl\n        onSale\n        startsAt\n        endsAt\n        name\n        description\n      }\n    }\n  }\n": typeof types.JpowerStoreDocument,
    "\n  query StoreItem($id: ID!) {\n    storeItem(id: $id) {\n      id\n      kind\n      price\n      stock\n      perMemberLimit\n      imageUrl\n      onSale\n      name\n      description\n    }\n    jpowerStore {\n      balance\n    }\n    myStoreAddresses {\n      id\n      name\n      phone\n      address\n    }\n  }\n": typeof types.StoreItemDocument,
    "\n  query MyStoreOrders($page: Int) {\n    myStoreOrders(page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        itemName\n        itemKind\n        imageUrl\n        quantity\n        total\n        status\n        carrier\n        trackingNumber\n        createdAt\n        shippedAt\n        receiver {\n          name\n          phone\n          address\n        }\n      }\n    }\n  }\n": typeof types.MyStoreOrdersDocument,
    "\n  query MyStoreOrder($id: ID!) {\n    myStoreOrder(id: $id) {\n      id\n      itemName\n      itemKind\n      quantity\n      total\n      status\n      receiver {\n        name\n        phone\n        address\n      }\n    }\n  }\n": typeof types.MyStoreOrderDocument,
    "\n  mutation BuyStoreItem($input: BuyStoreItemInput!) {\n    buyStoreItem(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.BuyStoreItemDocument,
    "\n  fragment PersonalKycFields on KycView {\n    status\n    reviewStatus\n    failureReason\n    submittedAt\n    reviewedAt\n    nationality\n    firstName\n    lastName\n    birthday\n    idNumberHint\n    phoneCountry\n    phone\n    phoneVerified\n    address\n    purpose\n    images {\n      front\n      back\n      selfie\n      secondId\n    }\n  }\n": typeof types.PersonalKycFieldsFragmentDoc,
    "\n  query PersonalVerification {\n    myKyc {\n      ...PersonalKycFields\n    }\n  }\n": typeof types.PersonalVerificationDocument,
    "\n  query KycFormOptions {\n    kycOptions {\n      nationalities\n      purposes\n    }\n  }\n": typeof types.KycFormOptionsDocument,
    "\n  mutation SendKycPhoneCode($phoneCountry: String!, $phone: String!) {\n    sendKycPhoneCode(phoneCountry: $phoneCountry, phone: $phone) {\n      resendInSeconds\n    }\n  }\n": typeof types.SendKycPhoneCodeDocument,
    "\n  mutation VerifyKycPhone($phoneCountry: String!, $phone: String!, $code: String!) {\n    verifyKycPhone(phoneCountry: $phoneCountry, phone: $phone, code: $code)\n  }\n": typeof types.VerifyKycPhoneDocument,
    "\n  mutation SubmitKyc($input: SubmitKycInput!) {\n    submitKyc(input: $input) {\n      ...PersonalKycFields\n    }\n  }\n": typeof types.SubmitKycDocument,
    "\n  query CardIntro($listingId: ID!) {\n    listing(id: $listingId) {\n      id\n      card {\n        id\n        edition\n        creationYear\n        size\n        workNumber\n        totalIssued\n        contractAddress\n        tokenId\n        releaseAt\n        series {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.CardIntroDocument,
    "\n  query PriceHistory($cardId: ID!) {\n    priceHistory(cardId: $cardId) {\n      at\n      unitPrice\n    }\n  }\n": typeof types.PriceHistoryDocument,
    "\n  query CardTrades($cardId: ID!) {\n    cardTrades(cardId: $cardId) {\n      ...TradeFields\n    }\n  }\n": typeof types.CardTradesDocument,
    "\n  fragment ListingFields on Listing {\n    id\n    type\n    state\n    units\n    remaining\n    unitPrice\n    startPrice\n    buyNowPrice\n    highestBid\n    bidCount\n    minimumNextBid\n    startsAt\n    endsAt\n    createdAt\n    isMine\n    card {\n      ...CardTile_card\n    }\n    seller {\n      publicId\n      displayName\n    }\n  }\n": typeof types.ListingFieldsFragmentDoc,
    "\n  fragment TradeFields on Trade {\n    id\n    orderId\n    kind\n    units\n    unitPrice\n    total\n    fee\n    sellerReceives\n    createdAt\n    card {\n      ...CardTile_card\n    }\n    buyer {\n      publicId\n      displayName\n    }\n    seller {\n      publicId\n      displayName\n    }\n  }\n": typeof types.TradeFieldsFragmentDoc,
    "\n  mutation BuyListing($input: BuyListingInput!) {\n    buyListing(input: $input) {\n      ...TradeFields\n    }\n  }\n": typeof types.BuyListingDocument,
    "\n  mutation PlaceBid($input: PlaceBidInput!) {\n    placeBid(input: $input) {\n      ...ListingFields\n    }\n  }\n": typeof types.PlaceBidDocument,
    "\n  mutation CancelListing($listingId: ID!) {\n    cancelListing(listingId: $listingId) {\n      ...ListingFields\n    }\n  }\n": typeof types.CancelListingDocument,
    "\n  mutation UpdateListingPrice($listingId: ID!, $unitPrice: String!) {\n    updateListingPrice(listingId: $listingId, unitPrice: $unitPrice) {\n      ...ListingFields\n    }\n  }\n": typeof types.UpdateListingPriceDocument,
    "\n  mutation CreateListing($input: CreateListingInput!) {\n    createListing(input: $input) {\n      ...ListingFields\n    }\n  }\n": typeof types.CreateListingDocument,
    "\n  mutation UpdateAuction($input: UpdateAuctionInput!) {\n    updateAuction(input: $input) {\n      ...ListingFields\n    }\n  }\n": typeof types.UpdateAuctionDocument,
    "\n  query OrderBook($filter: OrderBookFilter) {\n    orderBook(filter: $filter) {\n      page\n      pageSize\n      hasNext\n      items {\n        ...ListingFields\n      }\n    }\n  }\n": typeof types.OrderBookDocument,
    "\n  query MarketChains {\n    chains {\n      id\n      code\n      name\n    }\n  }\n": typeof types.MarketChainsDocument,
    "\n  query MarketPublishers {\n    publishers {\n      id\n      name\n    }\n  }\n": typeof types.MarketPublishersDocument,
    "\n  query Listing($id: ID!) {\n    listing(id: $id) {\n      ...ListingFields\n    }\n  }\n": typeof types.ListingDocument,
    "\n  query BidHistory($listingId: ID!) {\n    bidHistory(listingId: $listingId) {\n      id\n      amount\n      createdAt\n      bidder {\n        publicId\n        displayName\n      }\n    }\n  }\n": typeof types.BidHistoryDocument,
    "\n  query PurchaseQuote($listingId: ID!, $units: Int!) {\n    purchaseQuote(listingId: $listingId, units: $units) {\n      total\n      fee\n      sellerReceives\n    }\n  }\n": typeof types.PurchaseQuoteDocument,
    "\n  query Trade($orderId: String!) {\n    trade(orderId: $orderId) {\n      ...TradeFields\n    }\n  }\n": typeof types.TradeDocument,
    "\n  query MyCollection {\n    myCollection {\n      units\n      listed\n      card {\n        ...CardTile_card\n        sellable\n        giftable\n        withdrawable\n      }\n    }\n  }\n": typeof types.MyCollectionDocument,
    "\n  query MySellList {\n    mySellList {\n      ...ListingFields\n    }\n  }\n": typeof types.MySellListDocument,
    "\n  query MyBuyList {\n    myBuyList {\n      ...TradeFields\n    }\n    myBids {\n      myHighestBid\n      outcome\n      listing {\n        ...ListingFields\n      }\n    }\n  }\n": typeof types.MyBuyListDocument,
    "\n  query MySoldList {\n    mySoldList {\n      ...TradeFields\n    }\n  }\n": typeof types.MySoldListDocument,
    "\n  query MyBids {\n    myBids {\n      myHighestBid\n      outcome\n      listing {\n        ...ListingFields\n      }\n    }\n  }\n": typeof types.MyBidsDocument,
    "\n  query IssuesForPublisher {\n    issuesForPublisher\n  }\n": typeof types.IssuesForPublisherDocument,
    "\n  query Missions {\n    missions {\n      kind\n      missions {\n        id\n        number\n        kind\n        period\n        title\n        description\n        reward\n        event\n        target\n        progress\n        status\n        resetsAt\n        endsAt\n      }\n    }\n  }\n": typeof types.MissionsDocument,
    "\n  query MyJpower {\n    myJpower {\n      balance\n      level\n      lifetime\n      nextLevelAt\n    }\n  }\n": typeof types.MyJpowerDocument,
    "\n  mutation ClaimMission($missionId: ID!) {\n    claimMission(missionId: $missionId) {\n      id\n      status\n      progress\n      target\n    }\n  }\n": typeof types.ClaimMissionDocument,
    "\n  query MissionsAdmin {\n    missionsAdmin {\n      id\n      number\n      kind\n      period\n      reward\n      publisherId\n      event\n      target\n      seriesId\n      startsAt\n      endsAt\n      active\n      version\n      texts {\n        language\n        title\n        description\n      }\n    }\n  }\n": typeof types.MissionsAdminDocument,
    "\n  mutation SaveMission($id: ID, $version: Int, $input: MissionInput!) {\n    saveMission(id: $id, version: $version, input: $input) {\n      id\n      version\n      active\n    }\n  }\n": typeof types.SaveMissionDocument,
    "\n  mutation SetMissionActive($id: ID!, $version: Int!, $active: Boolean!) {\n    setMissionActive(id: $id, version: $version, active: $active) {\n      id\n      version\n      active\n    }\n  }\n": typeof types.SetMissionActiveDocument,
    "\n  query IssuerMissions {\n    issuerMissions {\n      id\n      number\n      kind\n      period\n      reward\n      publisherId\n      event\n      target\n      seriesId\n      startsAt\n      endsAt\n      active\n      version\n      texts {\n        language\n        title\n        description\n      }\n    }\n  }\n": typeof types.IssuerMissionsDocument,
    "\n  mutation SaveIssuerMission($id: ID, $version: Int, $input: MissionInput!) {\n    saveIssuerMission(id: $id, version: $version, input: $input) {\n      id\n      version\n      active\n    }\n  }\n": typeof types.SaveIssuerMissionDocument,
    "\n  mutation SetIssuerMissionActive($id: ID!, $version: Int!, $active: Boolean!) {\n    setIssuerMissionActive(id: $id, version: $version, active: $active) {\n      id\n      version\n      active\n    }\n  }\n": typeof types.SetIssuerMissionActiveDocument,
    "\n  mutation BroadcastNotice($input: BroadcastNoticeInput!) {\n    broadcastNotice(input: $input) {\n      id\n      title\n      segment\n      locale\n      recipients\n      done\n      createdAt\n    }\n  }\n": typeof types.BroadcastNoticeDocument,
    "\n  query StaffBroadcasts($page: Int) {\n    staffBroadcasts(page: $page) {\n      items {\n        id\n        title\n        segment\n        locale\n        path\n        recipients\n        done\n        createdAt\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.StaffBroadcastsDocument,
    "\n  fragment NoticeFields on Notice {\n    id\n    kind\n    createdAt\n    read\n    title\n    body\n    path\n    link {\n      type\n      id\n    }\n  }\n": typeof types.NoticeFieldsFragmentDoc,
    "\n  query Notices($unreadOnly: Boolean, $page: Int) {\n    notices(unreadOnly: $unreadOnly, page: $page) {\n      items {\n        ...NoticeFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.NoticesDocument,
    "\n  query NoticeUnreadCount {\n    noticeUnreadCount\n  }\n": typeof types.NoticeUnreadCountDocument,
    "\n  mutation MarkNoticeRead($id: ID!) {\n    markNoticeRead(id: $id) {\n      ...NoticeFields\n    }\n  }\n": typeof types.MarkNoticeReadDocument,
    "\n  mutation MarkAllNoticesRead {\n    markAllNoticesRead\n  }\n": typeof types.MarkAllNoticesReadDocument,
    "\n  query NoticePreferences {\n    noticePreferences {\n      kind\n      email\n    }\n  }\n": typeof types.NoticePreferencesDocument,
    "\n  mutation SetNoticePreference($kind: NoticeKind!, $email: Boolean!) {\n    setNoticePreference(kind: $kind, email: $email) {\n      kind\n      email\n    }\n  }\n": typeof types.SetNoticePreferenceDocument,
    "\n  subscription NoticeReceived {\n    noticeReceived {\n      ...NoticeFields\n    }\n  }\n": typeof types.NoticeReceivedDocument,
    "\n  mutation OpenPackage($packageId: ID!) {\n    openPackage(packageId: $packageId) {\n      ...PackageFields\n    }\n  }\n": typeof types.OpenPackageDocument,
    "\n  fragment PackageFields on UserPackage {\n    id\n    productId\n    productName\n    serial\n    totalSupply\n    cardsPerPackage\n    state\n    openAt\n    openedAt\n    createdAt\n    seedHash\n    draws {\n      slot\n      rarity\n      card {\n        ...CardTile_card\n      }\n    }\n  }\n": typeof types.PackageFieldsFragmentDoc,
    "\n  query MyPackages($state: PackageState) {\n    myPackages(state: $state) {\n      ...PackageFields\n    }\n  }\n": typeof types.MyPackagesDocument,
    "\n  query PackageOdds($productId: ID!) {\n    packageOdds(productId: $productId) {\n      productId\n      name\n      cardsPerPackage\n      totalWeight\n      seedHash\n      rarities {\n        rarity\n        weight\n        percent\n        cards\n      }\n      cards {\n        rarity\n        weight\n        percent\n        card {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.PackageOddsDocument,
    "\n  query PackageVerification($productId: ID!, $serial: Int) {\n    packageVerification(productId: $productId, serial: $serial) {\n      productId\n      algorithm\n      seedHash\n      seed\n      revealed\n      revealReason\n      cardsPerPackage\n      totalWeight\n      pool {\n        entryId\n        rarity\n        weight\n        card {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.PackageVerificationDocument,
    "\n  query PartnerConsent($request: PartnerConsentRequest!) {\n    partnerConsent(request: $request) {\n      partnerName\n      scopes\n      alreadyBound\n      denyUrl\n    }\n  }\n": typeof types.PartnerConsentDocument,
    "\n  mutation ApprovePartnerConsent($request: PartnerConsentRequest!) {\n    approvePartnerConsent(request: $request) {\n      redirectUrl\n      memberId\n    }\n  }\n": typeof types.ApprovePartnerConsentDocument,
    "\n  query MyPartnerBindings {\n    myPartnerBindings {\n      id\n      partnerName\n      scopes\n      method\n      state\n      boundAt\n      revokedAt\n    }\n  }\n": typeof types.MyPartnerBindingsDocument,
    "\n  mutation RevokePartnerBinding($id: ID!) {\n    revokePartnerBinding(id: $id) {\n      id\n      state\n      revokedAt\n    }\n  }\n": typeof types.RevokePartnerBindingDocument,
    "\n  fragment StaffPartnerFields on Partner {\n    id\n    name\n    scopes\n    callbackUrl\n    keyPrefix\n    previousKeyUntil\n    publisherId\n    active\n    version\n    createdAt\n  }\n": typeof types.StaffPartnerFieldsFragmentDoc,
    "\n  query StaffPartners {\n    staffPartners {\n      ...StaffPartnerFields\n    }\n  }\n": typeof types.StaffPartnersDocument,
    "\n  mutation RegisterPartner($input: PartnerInput!) {\n    registerPartner(input: $input) {\n      apiKey\n      webhookSecret\n      partner {\n        ...StaffPartnerFields\n      }\n    }\n  }\n": typeof types.RegisterPartnerDocument,
    "\n  mutation UpdatePartner($id: ID!, $version: Int!, $input: PartnerInput!, $active: Boolean!) {\n    updatePartner(id: $id, version: $version, input: $input, active: $active) {\n      ...StaffPartnerFields\n    }\n  }\n": typeof types.UpdatePartnerDocument,
    "\n  mutation RotatePartnerKey($id: ID!, $version: Int!, $overlapSeconds: Int) {\n    rotatePartnerKey(id: $id, version: $version, overlapSeconds: $overlapSeconds) {\n      apiKey\n      partner {\n        ...StaffPartnerFields\n      }\n    }\n  }\n": typeof types.RotatePartnerKeyDocument,
    "\n  mutation RotatePartnerWebhookSecret($id: ID!, $version: Int!) {\n    rotatePartnerWebhookSecret(id: $id, version: $version) {\n      webhookSecret\n      partner {\n        ...StaffPartnerFields\n      }\n    }\n  }\n": typeof types.RotatePartnerWebhookSecretDocument,
    "\n  query PartnerDeliveries($partnerId: ID!, $limit: Int) {\n    partnerDeliveries(partnerId: $partnerId, limit: $limit) {\n      id\n      eventId\n      type\n      state\n      attempts\n      lastStatus\n      createdAt\n      deliveredAt\n      deliveries {\n        attempt\n        statusCode\n        ok\n        error\n        durationMs\n        at\n      }\n    }\n  }\n": typeof types.PartnerDeliveriesDocument,
    "\n  mutation RedeliverPartnerEvent($id: ID!) {\n    redeliverPartnerEvent(id: $id) {\n      id\n      state\n    }\n  }\n": typeof types.RedeliverPartnerEventDocument,
    "\n  fragment PrimaryProductFields on PrimaryProduct {\n    id\n    kind\n    name\n    description\n    priceTwd\n    discountPriceTwd\n    priceJpoint\n    totalSupply\n    remaining\n    maxPerOrder\n    purchasable\n    releaseAt\n    earlyBirdAt\n    saleEndsAt\n    openAt\n    cardsPerPackage\n    seedHash\n    card {\n      ...CardTile_card\n    }\n  }\n": typeof types.PrimaryProductFieldsFragmentDoc,
    "\n  fragment PrimaryOrderFields on PrimaryOrder {\n    orderId\n    kind\n    state\n    productId\n    productName\n    productKind\n    quantity\n    payWith\n    paymentWay\n    amountTwd\n    amountJpoint\n    jpointCredit\n    paidLate\n    lateOutcome\n    expiresAt\n    paidAt\n    createdAt\n    paymentUrl\n    atm {\n      bankCode\n      virtualAccount\n      deadline\n    }\n    invoiceType\n    carrierCode\n    purchaserName\n    purchaserEmail\n  }\n": typeof types.PrimaryOrderFieldsFragmentDoc,
    "\n  mutation BuyJpoint($input: BuyJpointInput!) {\n    buyJpoint(input: $input) {\n      ...PrimaryOrderFields\n    }\n  }\n": typeof types.BuyJpointDocument,
    "\n  mutation BuyProduct($input: BuyProductInput!) {\n    buyProduct(input: $input) {\n      ...PrimaryOrderFields\n    }\n  }\n": typeof types.BuyProductDocument,
    "\n  query PrimaryProducts($kind: ProductKind) {\n    primaryProducts(kind: $kind) {\n      ...PrimaryProductFields\n    }\n  }\n": typeof types.PrimaryProductsDocument,
    "\n  query PrimaryProduct($id: ID!) {\n    primaryProduct(id: $id) {\n      ...PrimaryProductFields\n    }\n  }\n": typeof types.PrimaryProductDocument,
    "\n  query PaymentWays {\n    paymentWays {\n      id\n      method\n      provider\n    }\n  }\n": typeof types.PaymentWaysDocument,
    "\n  query PrimaryBuyer {\n    me {\n      id\n      email\n      nickname\n      realName\n      phone\n      jpointBalance\n    }\n  }\n": typeof types.PrimaryBuyerDocument,
    "\n  query PrimaryOrder($orderId: String!) {\n    primaryOrder(orderId: $orderId) {\n      ...PrimaryOrderFields\n    }\n  }\n": typeof types.PrimaryOrderDocument,
    "\n  query MyPrimaryOrders($kind: PrimaryOrderKind, $page: Int) {\n    myPrimaryOrders(kind: $kind, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...PrimaryOrderFields\n      }\n    }\n  }\n": typeof types.MyPrimaryOrdersDocument,
    "\n  query Quiz($id: ID!) {\n    quiz(id: $id) {\n      id\n      title\n      description\n      startsAt\n      endsAt\n      open\n      timeLimitSeconds\n      maxAttempts\n      passScore\n      totalPoints\n      questionCount\n      rewardKind\n      rewardJpower\n      attemptsLeft\n      passed\n      attempts {\n        id\n        attemptNo\n        state\n        deadlineAt\n        score\n        passed\n      }\n    }\n  }\n": typeof types.QuizDocument,
    "\n  fragment QuizAttemptDetail on QuizAttempt {\n    quizId\n    totalPoints\n    passScore\n    attempt {\n      id\n      attemptNo\n      state\n      startedAt\n      deadlineAt\n      score\n      passed\n    }\n    questions {\n      id\n      position\n      points\n      body\n      choices {\n        id\n        body\n      }\n    }\n    results {\n      questionId\n      choiceId\n      correct\n    }\n  }\n": typeof types.QuizAttemptDetailFragmentDoc,
    "\n  mutation StartQuizAttempt($quizId: ID!) {\n    startQuizAttempt(quizId: $quizId) {\n      ...QuizAttemptDetail\n    }\n  }\n": typeof types.StartQuizAttemptDocument,
    "\n  mutation SubmitQuizAttempt($attemptId: ID!, $answers: [QuizAnswerInput!]!) {\n    submitQuizAttempt(attemptId: $attemptId, answers: $answers) {\n      ...QuizAttemptDetail\n    }\n  }\n": typeof types.SubmitQuizAttemptDocument,
    "\n  fragment StaffQuizDetail on StaffQuiz {\n    id\n    version\n    title\n    open\n    startsAt\n    endsAt\n    timeLimitSeconds\n    maxAttempts\n    passScore\n    totalPoints\n    rewardKind\n    rewardJpower\n    attemptCount\n    texts {\n      language\n      title\n      description\n    }\n    questions {\n      id\n      points\n      texts {\n        language\n        body\n      }\n      choices {\n        id\n        correct\n        texts {\n          language\n          body\n        }\n      }\n    }\n  }\n": typeof types.StaffQuizDetailFragmentDoc,
    "\n  query StaffQuizzes {\n    staffQuizzes {\n      ...StaffQuizDetail\n    }\n  }\n": typeof types.StaffQuizzesDocument,
    "\n  mutation CreateQuiz($input: QuizInput!) {\n    createQuiz(input: $input) {\n      ...StaffQuizDetail\n    }\n  }\n": typeof types.CreateQuizDocument,
    "\n  mutation UpdateQuiz($id: ID!, $version: Int!, $input: QuizInput!) {\n    updateQuiz(id: $id, version: $version, input: $input) {\n      ...StaffQuizDetail\n    }\n  }\n": typeof types.UpdateQuizDocument,
    "\n  query AdministeredRedeemEvents {\n    administeredRedeemEvents {\n      ...RedeemEventFields\n    }\n  }\n": typeof types.AdministeredRedeemEventsDocument,
    "\n  query RedeemEventRedemptions($eventId: ID!, $filter: RedemptionFilter, $limit: Int, $offset: Int) {\n    redeemEventRedemptions(eventId: $eventId, filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        memberEmail\n        redemption {\n          ...RedemptionFields\n        }\n      }\n    }\n  }\n": typeof types.RedeemEventRedemptionsDocument,
    "\n  query RedeemEventCodes($eventId: ID!, $filter: RedeemCodeFilter, $limit: Int, $offset: Int) {\n    redeemEventCodes(eventId: $eventId, filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        code\n        status\n        boundEmail\n        packName\n        redeemedAt\n      }\n    }\n  }\n": typeof types.RedeemEventCodesDocument,
    "\n  mutation ClaimGift($payload: String!, $scannedAt: DateTimeISO!) {\n    claimGift(payload: $payload, scannedAt: $scannedAt) {\n      ...RedemptionFields\n    }\n  }\n": typeof types.ClaimGiftDocument,
    "\n  mutation GenerateRedeemCodes($eventId: ID!, $count: Int!, $boundEmails: [String!]) {\n    generateRedeemCodes(eventId: $eventId, count: $count, boundEmails: $boundEmails)\n  }\n": typeof types.GenerateRedeemCodesDocument,
    "\n  fragment RedeemCardFields on Card {\n    id\n    name\n    imageUrl\n    tokenId\n    artist {\n      id\n      name\n    }\n  }\n": typeof types.RedeemCardFieldsFragmentDoc,
    "\n  fragment RedeemEventFields on RedeemEvent {\n    id\n    name\n    description\n    publisherName\n    startsAt\n    endsAt\n    state\n    rewardKind\n    cards {\n      ...RedeemCardFields\n    }\n    unitsPerRedemption\n    jpointAmount\n    giftName\n    stock\n    redeemedCount\n    perAccountLimit\n    packName\n  }\n": typeof types.RedeemEventFieldsFragmentDoc,
    "\n  fragment RedemptionFields on Redemption {\n    id\n    code\n    redeemedAt\n    units\n    jpointAmount\n    giftName\n    receiverName\n    receiverPhone\n    receiverAddress\n    claimStatus\n    claimedAt\n    card {\n      ...RedeemCardFields\n    }\n    event {\n      ...RedeemEventFields\n    }\n  }\n": typeof types.RedemptionFieldsFragmentDoc,
    "\n  query RedeemCodePreview($code: String!) {\n    redeemCodePreview(code: $code) {\n      code\n      needsCardChoice\n      needsShipment\n      event {\n        ...RedeemEventFields\n      }\n    }\n  }\n": typeof types.RedeemCodePreviewDocument,
    "\n  mutation RedeemCode($input: RedeemCodeInput!) {\n    redeemCode(input: $input) {\n      ...RedemptionFields\n    }\n  }\n": typeof types.RedeemCodeDocument,
    "\n  query MyRedemptions($limit: Int, $offset: Int) {\n    myRedemptions(limit: $limit, offset: $offset) {\n      total\n      items {\n        ...RedemptionFields\n      }\n    }\n  }\n": typeof types.MyRedemptionsDocument,
    "\n  query RedemptionClaimQr($redemptionId: ID!) {\n    redemptionClaimQr(redemptionId: $redemptionId) {\n      payload\n      issuedAt\n      rotatesAt\n    }\n  }\n": typeof types.RedemptionClaimQrDocument,
    "\n  query StaffRedeemEvents($limit: Int, $offset: Int) {\n    staffRedeemEvents(limit: $limit, offset: $offset) {\n      total\n      items {\n        ...RedeemEventFields\n      }\n    }\n  }\n": typeof types.StaffRedeemEventsDocument,
    "\n  mutation CreateRedeemEvent($input: RedeemEventInput!) {\n    createRedeemEvent(input: $input) {\n      ...RedeemEventFields\n    }\n  }\n": typeof types.CreateRedeemEventDocument,
    "\n  mutation SetRedeemEventAdministrators($eventId: ID!, $emails: [String!]!) {\n    setRedeemEventAdministrators(eventId: $eventId, emails: $emails) {\n      id\n    }\n  }\n": typeof types.SetRedeemEventAdministratorsDocument,
    "\n  mutation GrantIssuer($email: String!, $publisherId: ID!) {\n    grantIssuer(email: $email, publisherId: $publisherId)\n  }\n": typeof types.GrantIssuerDocument,
    "\n  query RedeemPublishers {\n    publishers {\n      id\n      name\n    }\n  }\n": typeof types.RedeemPublishersDocument,
    "\n  fragment ShowroomFields on Showroom {\n    id\n    name\n    templateId\n    templateName\n    columns\n    slotCount\n    description\n    coverUrl\n    coverKey\n    status\n    established\n    publishedAt\n    takenDownReason\n    likeCount\n    likedByViewer\n    isOwner\n    owner {\n      publicId\n      displayName\n      profilePictureUrl\n    }\n    slots {\n      slotIndex\n      card {\n        ...CardTile_card\n      }\n    }\n  }\n": typeof types.ShowroomFieldsFragmentDoc,
    "\n  query Jallery {\n    jallery {\n      hasAccess\n      productId\n      roomsPerMember\n      slotsPerRoom\n    }\n  }\n": typeof types.JalleryDocument,
    "\n  query Showroom($id: ID!) {\n    showroom(id: $id) {\n      ...ShowroomFields\n    }\n  }\n": typeof types.ShowroomDocument,
    "\n  query ShowroomGallery($order: ShowroomOrder!, $page: Int) {\n    showrooms(order: $order, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        description\n        coverUrl\n        likeCount\n        likedByViewer\n        publishedAt\n        owner {\n          publicId\n          displayName\n        }\n      }\n    }\n  }\n": typeof types.ShowroomGalleryDocument,
    "\n  query MyShowrooms {\n    myShowrooms {\n      ...ShowroomFields\n    }\n    showroomTemplates {\n      id\n      name\n      columns\n      slotCount\n    }\n    myCollection {\n      units\n      listed\n      card {\n        ...CardTile_card\n      }\n    }\n  }\n": typeof types.MyShowroomsDocument,
    "\n  mutation CreateShowroom($input: CreateShowroomInput!) {\n    createShowroom(input: $input) {\n      ...ShowroomFields\n    }\n  }\n": typeof types.CreateShowroomDocument,
    "\n  mutation UpdateShowroom($id: ID!, $input: UpdateShowroomInput!) {\n    updateShowroom(id: $id, input: $input) {\n      ...ShowroomFields\n    }\n  }\n": typeof types.UpdateShowroomDocument,
    "\n  mutation SaveShowroomSlots($id: ID!, $slots: [ShowroomSlotInput!]!) {\n    saveShowroomSlots(id: $id, slots: $slots) {\n      ...ShowroomFields\n    }\n  }\n": typeof types.SaveShowroomSlotsDocument,
    "\n  mutation DeleteShowroom($id: ID!) {\n    deleteShowroom(id: $id)\n  }\n": typeof types.DeleteShowroomDocument,
    "\n  mutation LikeShowroom($id: ID!, $like: Boolean!) {\n    likeShowroom(id: $id, like: $like) {\n      id\n      likeCount\n      likedByViewer\n    }\n  }\n": typeof types.LikeShowroomDocument,
    "\n  query StaffShowroomTemplates {\n    staffShowroomTemplates {\n      id\n      name\n      columns\n      slotCount\n      retiredAt\n    }\n  }\n": typeof types.StaffShowroomTemplatesDocument,
    "\n  mutation CreateShowroomTemplate($input: ShowroomTemplateInput!) {\n    createShowroomTemplate(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateShowroomTemplateDocument,
    "\n  mutation RetireShowroomTemplate($id: ID!, $retired: Boolean!) {\n    retireShowroomTemplate(id: $id, retired: $retired) {\n      id\n      retiredAt\n    }\n  }\n": typeof types.RetireShowroomTemplateDocument,
    "\n  mutation TakeDownShowroom($id: ID!, $reason: String!) {\n    takeDownShowroom(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n": typeof types.TakeDownShowroomDocument,
    "\n  fragment StaffProductFields on PrimaryProduct {\n    id\n    kind\n    name\n    description\n    card {\n      id\n      name\n      imageUrl\n    }\n    priceTwd\n    discountPriceTwd\n    priceJpoint\n    totalSupply\n    remaining\n    maxPerOrder\n    purchasable\n    releaseAt\n    earlyBirdAt\n    saleEndsAt\n    openAt\n    cardsPerPackage\n    seedHash\n  }\n": typeof types.StaffProductFieldsFragmentDoc,
    "\n  query StaffPrimaryProducts($kind: ProductKind) {\n    primaryProducts(kind: $kind) {\n      ...StaffProductFields\n    }\n  }\n": typeof types.StaffPrimaryProductsDocument,
    "\n  mutation CreateReleaseProduct($input: CreateReleaseInput!) {\n    createReleaseProduct(input: $input) {\n      ...StaffProductFields\n    }\n  }\n": typeof types.CreateReleaseProductDocument,
    "\n  mutation CreatePackageProduct($input: CreatePackageProductInput!) {\n    createPackageProduct(input: $input) {\n      id\n      name\n      seedHash\n      totalSupply\n      releaseAt\n      openAt\n    }\n  }\n": typeof types.CreatePackageProductDocument,
    "\n  mutation RevealPackageSeed($productId: ID!) {\n    revealPackageSeed(productId: $productId) {\n      productId\n      seedHash\n      seed\n      revealed\n      revealReason\n    }\n  }\n": typeof types.RevealPackageSeedDocument,
    "\n  query StaffFusionRecipes {\n    fusionRecipes(includeInactive: true) {\n      id\n      name\n      active\n      outputUnits\n      createdAt\n      outputCard {\n        id\n        name\n        imageUrl\n      }\n      inputs {\n        units\n        card {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.StaffFusionRecipesDocument,
    "\n  mutation CreateFusionRecipe($input: CreateFusionRecipeInput!) {\n    createFusionRecipe(input: $input) {\n      id\n      name\n      active\n    }\n  }\n": typeof types.CreateFusionRecipeDocument,
    "\n  mutation SetFusionRecipeActive($recipeId: ID!, $active: Boolean!) {\n    setFusionRecipeActive(recipeId: $recipeId, active: $active) {\n      id\n      active\n    }\n  }\n": typeof types.SetFusionRecipeActiveDocument,
    "\n  fragment StaffCardFields on Card {\n    id\n    name\n    imageUrl\n    totalIssued\n    releaseAt\n    artist {\n      id\n      name\n    }\n    chain {\n      id\n      code\n    }\n  }\n": typeof types.StaffCardFieldsFragmentDoc,
    "\n  query StaffCards($search: String, $limit: Int!) {\n    staffCards(search: $search, limit: $limit) {\n      ...StaffCardFields\n    }\n  }\n": typeof types.StaffCardsDocument,
    "\n  query CardFormOptions {\n    cardFormOptions {\n      artists {\n        id\n        name\n      }\n      publishers {\n        id\n        name\n      }\n      chains {\n        id\n        code\n        name\n      }\n      series {\n        id\n        name\n        publisherId\n      }\n    }\n  }\n": typeof types.CardFormOptionsDocument,
    "\n  mutation CreateCard($input: CreateCardInput!) {\n    createCard(input: $input) {\n      ...StaffCardFields\n    }\n  }\n": typeof types.CreateCardDocument,
    "\n  mutation UpdateReleaseProduct($input: UpdateReleaseInput!) {\n    updateReleaseProduct(input: $input) {\n      ...StaffProductFields\n    }\n  }\n": typeof types.UpdateReleaseProductDocument,
    "\n  mutation UpdatePackageProduct($input: UpdatePackageProductInput!) {\n    updatePackageProduct(input: $input) {\n      id\n      priceTwd\n      priceJpoint\n      totalSupply\n      remaining\n      maxPerOrder\n      releaseAt\n      openAt\n      saleEndsAt\n      seedHash\n    }\n  }\n": typeof types.UpdatePackageProductDocument,
    "\n  query StaffAuditLog($filter: AuditLogFilterInput) {\n    staffAuditLog(filter: $filter) {\n      total\n      page\n      pageSize\n      items {\n        id\n        createdAt\n        actor {\n          id\n          nickname\n          email\n        }\n        actorRoles\n        operation\n        kind\n        targetType\n        targetId\n        outcome\n        args\n        before\n        after\n        requestId\n      }\n    }\n  }\n": typeof types.StaffAuditLogDocument,
    "\n  fragment AdminCreditRequestFields on AdminCreditRequest {\n    id\n    status\n    amount\n    reason\n    createdAt\n    decidedAt\n    decisionNote\n    transactionId\n    target {\n      id\n      email\n      nickname\n    }\n    requestedBy {\n      id\n      nickname\n    }\n    decidedBy {\n      id\n      nickname\n    }\n  }\n": typeof types.AdminCreditRequestFieldsFragmentDoc,
    "\n  query AdminCreditRequests($status: AdminCreditRequestStatus, $page: Int) {\n    adminCreditRequests(status: $status, page: $page) {\n      total\n      page\n      pageSize\n      fourEyesThreshold\n      items {\n        ...AdminCreditRequestFields\n      }\n    }\n  }\n": typeof types.AdminCreditRequestsDocument,
    "\n  mutation AdminCreditUsdt($input: AdminCreditUsdtInput!) {\n    adminCreditUsdt(input: $input) {\n      transactionId\n      replayed\n      pendingRequest {\n        ...AdminCreditRequestFields\n      }\n    }\n  }\n": typeof types.AdminCreditUsdtDocument,
    "\n  mutation ApproveAdminCredit($id: ID!) {\n    approveAdminCredit(id: $id) {\n      ...AdminCreditRequestFields\n    }\n  }\n": typeof types.ApproveAdminCreditDocument,
    "\n  mutation RejectAdminCredit($id: ID!, $note: String!) {\n    rejectAdminCredit(id: $id, note: $note) {\n      ...AdminCreditRequestFields\n    }\n  }\n": typeof types.RejectAdminCreditDocument,
    "\n  query StaffOpenListings($input: StaffListingSearchInput) {\n    staffOpenListings(input: $input) {\n      total\n      page\n      pageSize\n      items {\n        id\n        type\n        cardId\n        cardName\n        cardImageUrl\n        sellerId\n        sellerPublicId\n        sellerName\n        units\n        remaining\n        unitPrice\n        highestBid\n        bidCount\n        createdAt\n        endsAt\n      }\n    }\n  }\n": typeof types.StaffOpenListingsDocument,
    "\n  mutation TakeDownListing($listingId: ID!, $reason: String!) {\n    takeDownListing(listingId: $listingId, reason: $reason) {\n      listingId\n      sellerId\n      cardId\n      units\n    }\n  }\n": typeof types.TakeDownListingDocument,
    "\n  query StaffMember($query: String!) {\n    staffMember(query: $query) {\n      id\n      publicId\n      email\n      nickname\n      role\n      status\n      locale\n      twoFactorEnabled\n      createdAt\n      deletionDueAt\n      kycStatus\n      kycReviewedAt\n      balances {\n        currency\n        available\n        frozen\n      }\n    }\n  }\n": typeof types.StaffMemberDocument,
    "\n  query StaffMemberActivity($userId: ID!, $view: StaffMemberView!) {\n    staffMemberActivity(userId: $userId, view: $view) {\n      id\n      title\n      detail\n      status\n      amount\n      at\n    }\n  }\n": typeof types.StaffMemberActivityDocument,
    "\n  mutation ResetMemberTwoFactor($userId: ID!, $identityCheckNotes: String!) {\n    resetMemberTwoFactor(userId: $userId, identityCheckNotes: $identityCheckNotes)\n  }\n": typeof types.ResetMemberTwoFactorDocument,
    "\n  query StaffReservesReport {\n    reservesReport {\n      reportDate\n      createdAt\n      liabilities\n      onChain\n      shortfall\n      complete\n      lines {\n        network\n        hotWallet\n        depositAddresses\n        coldStorage\n        gasWallet\n        averageGasPerSweep\n        gasRunwaySweeps\n        error\n      }\n    }\n  }\n": typeof types.StaffReservesReportDocument,
    "\n  query StaffSweepIssues {\n    sweepIssues {\n      id\n      network\n      address\n      status\n      amount\n      destinationKind\n      gasTxHash\n      sweepTxHash\n      reason\n      updatedAt\n    }\n  }\n": typeof types.StaffSweepIssuesDocument,
    "\n  query StaffJpointService {\n    jpointServiceStatus {\n      endsAt\n      ended\n      pauses {\n        id\n        scope\n        from\n        to\n        note\n      }\n    }\n  }\n": typeof types.StaffJpointServiceDocument,
    "\n  mutation SetJpointServiceEnd($endsAt: DateTimeISO) {\n    setJpointServiceEnd(endsAt: $endsAt) {\n      endsAt\n      ended\n    }\n  }\n": typeof types.SetJpointServiceEndDocument,
    "\n  mutation AddJpointPause($input: JpointPauseInput!) {\n    addJpointPause(input: $input) {\n      id\n      scope\n      from\n      to\n      note\n    }\n  }\n": typeof types.AddJpointPauseDocument,
    "\n  mutation RemoveJpointPause($id: ID!) {\n    removeJpointPause(id: $id)\n  }\n": typeof types.RemoveJpointPauseDocument,
    "\n  query StaffJpointRefunds($status: JpointRefundStatus) {\n    jpointRefundRequests(status: $status) {\n      id\n      userId\n      userNickname\n      amount\n      bankCode\n      bankAccount\n      accountHolder\n      status\n      payableOn\n      requestedAt\n      paidAt\n    }\n  }\n": typeof types.StaffJpointRefundsDocument,
    "\n  mutation PayDueJpointRefunds {\n    payDueJpointRefunds\n  }\n": typeof types.PayDueJpointRefundsDocument,
    "\n  fragment KycReviewFields on KycReviewItem {\n    id\n    status\n    member {\n      id\n      email\n      nickname\n    }\n    nationality\n    firstName\n    lastName\n    birthday\n    idNumber\n    phoneCountry\n    phone\n    address\n    purpose\n    submittedAt\n    reviewedAt\n    failureReason\n    images {\n      front\n      back\n      selfie\n      secondId\n    }\n  }\n": typeof types.KycReviewFieldsFragmentDoc,
    "\n  query KycQueue($status: KycStatus, $page: Int) {\n    kycQueue(status: $status, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...KycReviewFields\n      }\n    }\n  }\n": typeof types.KycQueueDocument,
    "\n  mutation ReviewKyc($id: ID!, $approve: Boolean!, $reason: String) {\n    reviewKyc(id: $id, approve: $approve, reason: $reason) {\n      ...KycReviewFields\n    }\n  }\n": typeof types.ReviewKycDocument,
    "\n  fragment StaffUsdtWithdrawalFields on UsdtWithdrawal {\n    ...UsdtWithdrawalFields\n    member {\n      id\n      email\n      nickname\n    }\n  }\n": typeof types.StaffUsdtWithdrawalFieldsFragmentDoc,
    "\n  query UsdtWithdrawalQueue($status: WithdrawalStatus, $page: Int) {\n    usdtWithdrawalQueue(status: $status, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...StaffUsdtWithdrawalFields\n      }\n    }\n  }\n": typeof types.UsdtWithdrawalQueueDocument,
    "\n  mutation ApproveUsdtWithdrawal($id: ID!) {\n    approveUsdtWithdrawal(id: $id) {\n      ...StaffUsdtWithdrawalFields\n    }\n  }\n": typeof types.ApproveUsdtWithdrawalDocument,
    "\n  mutation RejectUsdtWithdrawal($id: ID!, $reason: String!) {\n    rejectUsdtWithdrawal(id: $id, reason: $reason) {\n      ...StaffUsdtWithdrawalFields\n    }\n  }\n": typeof types.RejectUsdtWithdrawalDocument,
    "\n  fragment StaffCardWithdrawalFields on CardWithdrawal {\n    ...CardWithdrawalFields\n    member {\n      id\n      email\n      nickname\n    }\n  }\n": typeof types.StaffCardWithdrawalFieldsFragmentDoc,
    "\n  query CardWithdrawalQueue($status: WithdrawalStatus, $page: Int) {\n    cardWithdrawalQueue(status: $status, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...StaffCardWithdrawalFields\n      }\n    }\n  }\n": typeof types.CardWithdrawalQueueDocument,
    "\n  mutation ApproveCardWithdrawal($id: ID!) {\n    approveCardWithdrawal(id: $id) {\n      ...StaffCardWithdrawalFields\n    }\n  }\n": typeof types.ApproveCardWithdrawalDocument,
    "\n  mutation RejectCardWithdrawal($id: ID!, $reason: String!) {\n    rejectCardWithdrawal(id: $id, reason: $reason) {\n      ...StaffCardWithdrawalFields\n    }\n  }\n": typeof types.RejectCardWithdrawalDocument,
    "\n  mutation SettleUsdtWithdrawal($id: ID!, $txHash: String, $confirmNotSent: Boolean) {\n    settleUsdtWithdrawal(id: $id, txHash: $txHash, confirmNotSent: $confirmNotSent) {\n      ...StaffUsdtWithdrawalFields\n    }\n  }\n": typeof types.SettleUsdtWithdrawalDocument,
    "\n  mutation SettleCardWithdrawal($id: ID!, $txHash: String, $confirmNotSent: Boolean) {\n    settleCardWithdrawal(id: $id, txHash: $txHash, confirmNotSent: $confirmNotSent) {\n      ...StaffCardWithdrawalFields\n    }\n  }\n": typeof types.SettleCardWithdrawalDocument,
    "\n  query ChainStatus {\n    chainStatus {\n      network\n      available\n      confirmations\n      error\n      headBlock\n      cursorBlock\n      lagBlocks\n      lastPolledAt\n      pendingDeposits\n      hotWallet\n      hotWalletUsdt\n      hotWalletGas\n      openWithdrawals\n      shortfall\n    }\n  }\n": typeof types.ChainStatusDocument,
    "\n  fragment StaffOrderFields on PrimaryOrder {\n    orderId\n    kind\n    state\n    productName\n    quantity\n    payWith\n    paymentWay\n    amountTwd\n    amountJpoint\n    paidLate\n    lateOutcome\n    refundState\n    purchaserEmail\n    paidAt\n    createdAt\n  }\n": typeof types.StaffOrderFieldsFragmentDoc,
    "\n  query LatePaidOrders {\n    latePaidOrders {\n      ...StaffOrderFields\n    }\n  }\n": typeof types.LatePaidOrdersDocument,
    "\n  mutation RefundPaymentOrder($orderNo: String!) {\n    refundPaymentOrder(orderNo: $orderNo) {\n      ...StaffOrderFields\n    }\n  }\n": typeof types.RefundPaymentOrderDocument,
    "\n  query AccountsPendingDeletion {\n    accountsPendingDeletion {\n      userId\n      publicId\n      email\n      nickname\n      deletionDueAt\n    }\n  }\n": typeof types.AccountsPendingDeletionDocument,
    "\n  mutation RestoreAccount($userId: ID!) {\n    restoreAccount(userId: $userId)\n  }\n": typeof types.RestoreAccountDocument,
    "\n  query Campaigns {\n    campaigns {\n      id\n      title\n      prize\n      startsAt\n      endsAt\n      state\n      winnersCount\n      collected\n      completed\n      stamps {\n        id\n      }\n    }\n  }\n": typeof types.CampaignsDocument,
    "\n  query Campaign($id: ID!) {\n    campaign(id: $id) {\n      ...CampaignDetail\n    }\n  }\n": typeof types.CampaignDocument,
    "\n  fragment CampaignDetail on Campaign {\n    id\n    title\n    description\n    prize\n    startsAt\n    endsAt\n    state\n    winnersCount\n    collected\n    completed\n    youWon\n    stamps {\n      id\n      position\n      action\n      refId\n      name\n      hint\n      collectedAt\n    }\n    proof {\n      algorithm\n      seedHash\n      seed\n      completerCount\n      drawnAt\n    }\n    winners {\n      rank\n      displayName\n      you\n    }\n  }\n": typeof types.CampaignDetailFragmentDoc,
    "\n  mutation CollectVenueStamp($token: String!) {\n    collectVenueStamp(token: $token) {\n      ...CampaignDetail\n    }\n  }\n": typeof types.CollectVenueStampDocument,
    "\n  query StaffCampaigns {\n    staffCampaigns {\n      ...StaffCampaignDetail\n    }\n  }\n": typeof types.StaffCampaignsDocument,
    "\n  fragment StaffCampaignDetail on StaffCampaign {\n    id\n    version\n    title\n    state\n    startsAt\n    endsAt\n    winnersCount\n    proof {\n      seedHash\n      completerCount\n    }\n    texts {\n      language\n      title\n      description\n      prize\n    }\n    stamps {\n      id\n      action\n      refId\n      name\n    }\n    stampTexts {\n      stampId\n      qrToken\n      texts {\n        language\n        name\n        hint\n      }\n    }\n  }\n": typeof types.StaffCampaignDetailFragmentDoc,
    "\n  mutation CreateCampaign($input: CampaignInput!) {\n    createCampaign(input: $input) {\n      ...StaffCampaignDetail\n    }\n  }\n": typeof types.CreateCampaignDocument,
    "\n  mutation UpdateCampaign($id: ID!, $version: Int!, $input: CampaignInput!) {\n    updateCampaign(id: $id, version: $version, input: $input) {\n      ...StaffCampaignDetail\n    }\n  }\n": typeof types.UpdateCampaignDocument,
    "\n  fragment WalletNetworkFields on UsdtNetworkInfo {\n    network\n    chain\n    available\n    fee\n    confirmations\n    maxWithdrawal\n  }\n": typeof types.WalletNetworkFieldsFragmentDoc,
    "\n  query DigitalWallet {\n    me {\n      id\n      publicId\n      usdtBalance\n      usdtFrozen\n      jpointBalance\n    }\n  }\n": typeof types.DigitalWalletDocument,
    "\n  query UsdtNetworks {\n    usdtNetworks {\n      ...WalletNetworkFields\n    }\n  }\n": typeof types.UsdtNetworksDocument,
    "\n  query MyDepositAddress($network: UsdtNetwork!) {\n    myDepositAddress(network: $network) {\n      network\n      address\n      qrCode\n      confirmations\n    }\n  }\n": typeof types.MyDepositAddressDocument,
    "\n  query MyUsdtDeposits($page: Int) {\n    myUsdtDeposits(page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        network\n        txHash\n        amount\n        status\n        confirmations\n        requiredConfirmations\n        createdAt\n        creditedAt\n      }\n    }\n  }\n": typeof types.MyUsdtDepositsDocument,
    "\n  fragment UsdtWithdrawalFields on UsdtWithdrawal {\n    id\n    network\n    address\n    amount\n    fee\n    totalDebited\n    status\n    txHash\n    failureReason\n    createdAt\n    reviewedAt\n    sentAt\n  }\n": typeof types.UsdtWithdrawalFieldsFragmentDoc,
    "\n  fragment WalletUsdtWithdrawalFields on UsdtWithdrawal {\n    ...UsdtWithdrawalFields\n    expectedAmount\n  }\n": typeof types.WalletUsdtWithdrawalFieldsFragmentDoc,
    "\n  query MyUsdtWithdrawals($status: WithdrawalStatus, $page: Int) {\n    myUsdtWithdrawals(status: $status, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...WalletUsdtWithdrawalFields\n      }\n    }\n  }\n": typeof types.MyUsdtWithdrawalsDocument,
    "\n  query WalletWithdrawGate {\n    me {\n      id\n      publicId\n      email\n      twoFactorEnabled\n      usdtBalance\n    }\n    myKyc {\n      status\n      reviewStatus\n      failureReason\n    }\n  }\n": typeof types.WalletWithdrawGateDocument,
    "\n  mutation SendWithdrawalCode($purpose: StepUpPurpose) {\n    sendWithdrawalCode(purpose: $purpose) {\n      resendInSeconds\n    }\n  }\n": typeof types.SendWithdrawalCodeDocument,
    "\n  mutation RequestUsdtWithdrawal($input: RequestUsdtWithdrawalInput!) {\n    requestUsdtWithdrawal(input: $input) {\n      ...WalletUsdtWithdrawalFields\n    }\n  }\n": typeof types.RequestUsdtWithdrawalDocument,
    "\n  query WalletCardFees {\n    cardWithdrawalFees {\n      jpoint\n      usdt\n    }\n    giftFee {\n      jpoint\n      free\n      freeUntil\n    }\n    me {\n      id\n      publicId\n      email\n      twoFactorEnabled\n      jpointBalance\n      usdtBalance\n    }\n    myKyc {\n      status\n      reviewStatus\n      failureReason\n    }\n  }\n": typeof types.WalletCardFeesDocument,
    "\n  fragment CardWithdrawalFields on CardWithdrawal {\n    id\n    cardId\n    cardName\n    cardImage\n    units\n    chain\n    address\n    feeCurrency\n    fee\n    status\n    txHash\n    failureReason\n    createdAt\n    sentAt\n  }\n": typeof types.CardWithdrawalFieldsFragmentDoc,
    "\n  mutation RequestCardWithdrawal($input: RequestCardWithdrawalInput!) {\n    requestCardWithdrawal(input: $input) {\n      ...CardWithdrawalFields\n    }\n  }\n": typeof types.RequestCardWithdrawalDocument,
    "\n  fragment WalletCardGiftFields on CardGift {\n    id\n    cardId\n    cardName\n    cardImage\n    units\n    direction\n    counterpartNickname\n    fee\n    createdAt\n  }\n": typeof types.WalletCardGiftFieldsFragmentDoc,
    "\n  mutation GiftCard($input: GiftCardInput!) {\n    giftCard(input: $input) {\n      ...WalletCardGiftFields\n    }\n  }\n": typeof types.GiftCardDocument,
    "\n  query MyCardWithdrawals($page: Int) {\n    myCardWithdrawals(page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...CardWithdrawalFields\n      }\n    }\n  }\n": typeof types.MyCardWithdrawalsDocument,
    "\n  query MyGifts($page: Int) {\n    myGifts(page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...WalletCardGiftFields\n      }\n    }\n  }\n": typeof types.MyGiftsDocument,
    "\n  fragment WalletUsdtWithdrawalDetailFields on UsdtWithdrawal {\n    ...WalletUsdtWithdrawalFields\n    cancelledAt\n  }\n": typeof types.WalletUsdtWithdrawalDetailFieldsFragmentDoc,
    "\n  query MyUsdtWithdrawal($id: ID!) {\n    myUsdtWithdrawal(id: $id) {\n      ...WalletUsdtWithdrawalDetailFields\n    }\n  }\n": typeof types.MyUsdtWithdrawalDocument,
    "\n  mutation CancelUsdtWithdrawal($id: ID!) {\n    cancelUsdtWithdrawal(id: $id) {\n      ...WalletUsdtWithdrawalDetailFields\n    }\n  }\n": typeof types.CancelUsdtWithdrawalDocument,
    "\n  fragment WalletCardWithdrawalDetailFields on CardWithdrawal {\n    ...CardWithdrawalFields\n    reviewedAt\n    cancelledAt\n  }\n": typeof types.WalletCardWithdrawalDetailFieldsFragmentDoc,
    "\n  query MyCardWithdrawal($id: ID!) {\n    myCardWithdrawal(id: $id) {\n      ...WalletCardWithdrawalDetailFields\n    }\n  }\n": typeof types.MyCardWithdrawalDocument,
    "\n  mutation CancelCardWithdrawal($id: ID!) {\n    cancelCardWithdrawal(id: $id) {\n      ...WalletCardWithdrawalDetailFields\n    }\n  }\n": typeof types.CancelCardWithdrawalDocument,
    "\n  query AppInfo {\n    appInfo {\n      maintenance\n      supportEmail\n      messengerUrl\n      artCultureUrl\n      chatWidget {\n        src\n        widgetId\n      }\n    }\n  }\n": typeof types.AppInfoDocument,
};
const documents: Documents = {
    "\n  mutation RequestAccountDeletion {\n    requestAccountDeletion {\n      resendInSeconds\n    }\n  }\n": types.RequestAccountDeletionDocument,
    "\n  mutation ConfirmAccountDeletion($input: ConfirmAccountDeletionInput!) {\n    confirmAccountDeletion(input: $input) {\n      deletionDueAt\n    }\n  }\n": types.ConfirmAccountDeletionDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      twoFactorRequired\n      challenge\n      viewer {\n        ...ViewerFields\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation VerifyLoginTwoFactor($challenge: String!, $code: String!) {\n    verifyLoginTwoFactor(challenge: $challenge, code: $code) {\n      ...ViewerFields\n    }\n  }\n": types.VerifyLoginTwoFactorDocument,
    "\n  mutation LoginWithTwoFactorResetKey($challenge: String!, $resetKey: String!) {\n    loginWithTwoFactorResetKey(challenge: $challenge, resetKey: $resetKey) {\n      ...ViewerFields\n    }\n  }\n": types.LoginWithTwoFactorResetKeyDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation SendPasswordResetCode($input: SendPasswordResetCodeInput!) {\n    sendPasswordResetCode(input: $input) {\n      resendInSeconds\n    }\n  }\n": types.SendPasswordResetCodeDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ViewerFields\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query PublicUser($publicId: String!) {\n    publicUser(publicId: $publicId) {\n      publicId\n      displayName\n      profilePictureUrl\n      memberSince\n    }\n  }\n": types.PublicUserDocument,
    "\n  query PublicCollection($publicId: String!) {\n    publicCollection(publicId: $publicId) {\n      units\n      card {\n        ...CardTile_card\n      }\n    }\n  }\n": types.PublicCollectionDocument,
    "\n  mutation SendRegisterCode($input: SendRegisterCodeInput!) {\n    sendRegisterCode(input: $input) {\n      resendInSeconds\n    }\n  }\n": types.SendRegisterCodeDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...ViewerFields\n    }\n  }\n": types.RegisterDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      site\n      siteKey\n      userAgent\n      lastSeenAt\n      createdAt\n      current\n    }\n  }\n": types.MySessionsDocument,
    "\n  query SocialLoginProviders {\n    socialLoginProviders {\n      id\n      sandbox\n    }\n  }\n": types.SocialLoginProvidersDocument,
    "\n  mutation StartSocialLogin($input: StartSocialLoginInput!) {\n    startSocialLogin(input: $input) {\n      authorizeUrl\n      state\n    }\n  }\n": types.StartSocialLoginDocument,
    "\n  mutation CompleteSocialLogin($input: CompleteSocialLoginInput!) {\n    completeSocialLogin(input: $input) {\n      twoFactorRequired\n      challenge\n      viewer {\n        ...ViewerFields\n      }\n    }\n  }\n": types.CompleteSocialLoginDocument,
    "\n  mutation BeginTwoFactorSetup {\n    beginTwoFactorSetup {\n      secret\n      otpauthUrl\n      qrCodeDataUrl\n    }\n  }\n": types.BeginTwoFactorSetupDocument,
    "\n  mutation ActivateTwoFactor($code: String!, $currentPassword: String, $emailCode: String) {\n    activateTwoFactor(code: $code, currentPassword: $currentPassword, emailCode: $emailCode) {\n      resetKey\n    }\n  }\n": types.ActivateTwoFactorDocument,
    "\n  mutation CloseTwoFactor($code: String!, $currentPassword: String, $emailCode: String) {\n    closeTwoFactor(code: $code, currentPassword: $currentPassword, emailCode: $emailCode)\n  }\n": types.CloseTwoFactorDocument,
    "\n  mutation ResetTwoFactor($resetKey: String!, $currentPassword: String, $emailCode: String) {\n    resetTwoFactor(resetKey: $resetKey, currentPassword: $currentPassword, emailCode: $emailCode)\n  }\n": types.ResetTwoFactorDocument,
    "\n  mutation SendReauthenticationCode {\n    sendReauthenticationCode {\n      resendInSeconds\n    }\n  }\n": types.SendReauthenticationCodeDocument,
    "\n  fragment ViewerFields on Viewer {\n    id\n    publicId\n    email\n    nickname\n    showNickname\n    firstName\n    lastName\n    realName\n    phoneCountryCode\n    phone\n    country\n    birthday\n    sex\n    postalAddress\n    locale\n    referralCode\n    profilePictureUrl\n    twoFactorEnabled\n    signUpMethod\n    hasPassword\n    role\n    staffRoles\n    usdtBalance\n    createdAt\n  }\n": types.ViewerFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...ViewerFields\n    }\n  }\n": types.MeDocument,
    "\n  fragment BusinessApplicationFields on BusinessApplication {\n    id\n    state\n    companyName\n    registrationNumber\n    contactName\n    contactEmail\n    phone\n    website\n    category\n    description\n    expectedVolume\n    publisher {\n      id\n      name\n    }\n    rejectReason\n    createdAt\n    decidedAt\n    attachments {\n      key\n      name\n      mime\n      bytes\n      url\n    }\n  }\n": types.BusinessApplicationFieldsFragmentDoc,
    "\n  query MyBusinessApplication {\n    myBusinessApplication {\n      ...BusinessApplicationFields\n    }\n  }\n": types.MyBusinessApplicationDocument,
    "\n  mutation SubmitBusinessApplication($input: BusinessApplicationInput!) {\n    submitBusinessApplication(input: $input) {\n      ...BusinessApplicationFields\n    }\n  }\n": types.SubmitBusinessApplicationDocument,
    "\n  query BusinessServices {\n    contentItems(kind: BUSINESS_SERVICES, page: 1) {\n      items {\n        id\n        title\n        summary\n        bodyHtml\n        fallback\n      }\n    }\n  }\n": types.BusinessServicesDocument,
    "\n  fragment StaffBusinessApplicationFields on StaffBusinessApplication {\n    id\n    state\n    companyName\n    registrationNumber\n    contactName\n    contactEmail\n    phone\n    website\n    category\n    description\n    expectedVolume\n    publisher {\n      id\n      name\n    }\n    rejectReason\n    createdAt\n    decidedAt\n    attachments {\n      key\n      name\n      mime\n      bytes\n      url\n    }\n    applicant {\n      id\n      email\n      nickname\n    }\n    decidedByName\n  }\n": types.StaffBusinessApplicationFieldsFragmentDoc,
    "\n  query BusinessApplications($state: BusinessApplicationState, $page: Int) {\n    businessApplications(state: $state, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...StaffBusinessApplicationFields\n      }\n    }\n  }\n": types.BusinessApplicationsDocument,
    "\n  query BusinessApplicationPublishers {\n    businessApplicationPublishers {\n      id\n      name\n    }\n  }\n": types.BusinessApplicationPublishersDocument,
    "\n  mutation ApproveBusinessApplication($id: ID!, $publisherId: ID!) {\n    approveBusinessApplication(id: $id, publisherId: $publisherId) {\n      ...StaffBusinessApplicationFields\n    }\n  }\n": types.ApproveBusinessApplicationDocument,
    "\n  mutation RejectBusinessApplication($id: ID!, $reason: String!) {\n    rejectBusinessApplication(id: $id, reason: $reason) {\n      ...StaffBusinessApplicationFields\n    }\n  }\n": types.RejectBusinessApplicationDocument,
    "\n  query CardDetail($id: ID, $token: CardTokenInput) {\n    cardDetail(id: $id, token: $token) {\n      card {\n        ...CardTile_card\n        workNumber\n        edition\n        size\n        creationYear\n        totalIssued\n        releaseAt\n        contractId\n        contractAddress\n        tokenAddress\n        tokenId\n        sellable\n        giftable\n        withdrawable\n        series {\n          id\n          name\n        }\n      }\n      ownersCount\n      remaining\n      likedByViewer\n      viewerUnits {\n        held\n        listed\n        withdrawable\n        giftable\n        sellable\n      }\n      openListings {\n        id\n        type\n        state\n        remaining\n        price\n        endsAt\n        isMine\n        seller {\n          publicId\n          displayName\n        }\n      }\n      bids {\n        id\n        listingId\n        amount\n        createdAt\n        bidder {\n          publicId\n          displayName\n        }\n      }\n      pricePoints {\n        at\n        unitPrice\n      }\n    }\n  }\n": types.CardDetailDocument,
    "\n  query CardTradeHistory($cardId: ID!, $page: Int) {\n    cardTradeHistory(cardId: $cardId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        kind\n        units\n        unitPrice\n        total\n        createdAt\n        buyer {\n          publicId\n          displayName\n        }\n        seller {\n          publicId\n          displayName\n        }\n      }\n    }\n  }\n": types.CardTradeHistoryDocument,
    "\n  mutation LikeCard($cardId: ID!) {\n    likeCard(cardId: $cardId) {\n      cardId\n      likes\n      liked\n    }\n  }\n": types.LikeCardDocument,
    "\n  mutation UnlikeCard($cardId: ID!) {\n    unlikeCard(cardId: $cardId) {\n      cardId\n      likes\n      liked\n    }\n  }\n": types.UnlikeCardDocument,
    "\n  query CardsByMaker($filter: CardFilter!, $offset: Int!) {\n    cards(filter: $filter, limit: 20, offset: $offset) {\n      total\n      items {\n        ...CardTile_card\n      }\n    }\n  }\n": types.CardsByMakerDocument,
    "\n  fragment CardTile_card on Card {\n    id\n    name\n    imageUrl\n    likes\n    artist {\n      id\n      name\n    }\n    publisher {\n      id\n      name\n    }\n    chain {\n      id\n      code\n      name\n    }\n  }\n": types.CardTile_CardFragmentDoc,
    "\n  query HeaderSearch($text: String!, $limit: Int!) {\n    search(text: $text, limit: $limit) {\n      type\n      id\n      name\n      imageUrl\n    }\n  }\n": types.HeaderSearchDocument,
    "\n  query CelebrityBoard($period: CelebrityPeriod!, $start: String) {\n    celebrityBoard(period: $period, start: $start) {\n      period\n      start\n      lastDay\n      current\n      closed\n      previousStart\n      nextStart\n      entries {\n        rank\n        previousRank\n        likes\n        likedToday\n        celebrity {\n          id\n          kind\n          name\n          artistId\n        }\n      }\n    }\n  }\n": types.CelebrityBoardDocument,
    "\n  query CelebrityProfile($id: ID!) {\n    celebrityProfile(id: $id) {\n      likedToday\n      celebrity {\n        id\n        kind\n        name\n        bio\n        artistId\n      }\n      now {\n        period\n        start\n        likes\n        rank\n      }\n      days {\n        start\n        likes\n        rank\n      }\n      weeks {\n        start\n        likes\n        rank\n      }\n      months {\n        start\n        likes\n        rank\n      }\n    }\n  }\n": types.CelebrityProfileDocument,
    "\n  mutation LikeCelebrity($id: ID!) {\n    likeCelebrity(id: $id) {\n      celebrityId\n      dayLikes\n      weekLikes\n      monthLikes\n    }\n  }\n": types.LikeCelebrityDocument,
    "\n  query StaffCelebrities {\n    staffCelebrities {\n      ...StaffCelebrityFields\n    }\n  }\n": types.StaffCelebritiesDocument,
    "\n  fragment StaffCelebrityFields on StaffCelebrity {\n    id\n    kind\n    artistId\n    name\n    active\n    version\n    texts {\n      language\n      name\n      bio\n    }\n  }\n": types.StaffCelebrityFieldsFragmentDoc,
    "\n  mutation CreateCelebrity($input: CelebrityInput!) {\n    createCelebrity(input: $input) {\n      ...StaffCelebrityFields\n    }\n  }\n": types.CreateCelebrityDocument,
    "\n  mutation UpdateCelebrity($id: ID!, $version: Int!, $input: CelebrityInput!) {\n    updateCelebrity(id: $id, version: $version, input: $input) {\n      ...StaffCelebrityFields\n    }\n  }\n": types.UpdateCelebrityDocument,
    "\n  mutation SetCelebrityActive($id: ID!, $version: Int!, $active: Boolean!) {\n    setCelebrityActive(id: $id, version: $version, active: $active) {\n      ...StaffCelebrityFields\n    }\n  }\n": types.SetCelebrityActiveDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n": types.SendContactMessageDocument,
    "\n  query LaunchNotice {\n    launchNotice {\n      enabled\n      text\n      url\n    }\n  }\n": types.LaunchNoticeDocument,
    "\n  fragment ContentItemFields on ContentItem {\n    id\n    kind\n    webType\n    category\n    tags\n    language\n    fallback\n    slug\n    title\n    summary\n    coverUrl\n    publishedAt\n  }\n": types.ContentItemFieldsFragmentDoc,
    "\n  query ContentItems($kind: ContentKind!, $webType: Int, $category: String, $page: Int) {\n    contentItems(kind: $kind, webType: $webType, category: $category, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...ContentItemFields\n      }\n    }\n  }\n": types.ContentItemsDocument,
    "\n  query ContentCategories($kind: ContentKind!) {\n    contentCategories(kind: $kind)\n  }\n": types.ContentCategoriesDocument,
    "\n  query ContentItem($id: ID!) {\n    contentItem(id: $id) {\n      ...ContentItemFields\n      bodyHtml\n    }\n  }\n": types.ContentItemDocument,
    "\n  query LatestContent($kind: ContentKind!) {\n    contentItems(kind: $kind, page: 1) {\n      total\n      items {\n        ...ContentItemFields\n        bodyHtml\n      }\n    }\n  }\n": types.LatestContentDocument,
    "\n  query MarketplaceBanners {\n    marketplaceBanners {\n      id\n      imageUrl\n      linkUrl\n      title\n    }\n  }\n": types.MarketplaceBannersDocument,
    "\n  query StaffLaunchNotice {\n    staffLaunchNotice {\n      enabled\n      url\n      texts {\n        language\n        text\n      }\n      updatedAt\n    }\n  }\n": types.StaffLaunchNoticeDocument,
    "\n  mutation SetLaunchNotice($input: LaunchNoticeInput!) {\n    setLaunchNotice(input: $input) {\n      enabled\n      url\n      texts {\n        language\n        text\n      }\n      updatedAt\n    }\n  }\n": types.SetLaunchNoticeDocument,
    "\n  fragment StaffMarketplaceBannerFields on StaffMarketplaceBanner {\n    id\n    position\n    active\n    imageUrl\n    linkUrl\n    titles {\n      language\n      text\n    }\n  }\n": types.StaffMarketplaceBannerFieldsFragmentDoc,
    "\n  query StaffMarketplaceBanners {\n    staffMarketplaceBanners {\n      ...StaffMarketplaceBannerFields\n    }\n  }\n": types.StaffMarketplaceBannersDocument,
    "\n  mutation SaveMarketplaceBanner($input: MarketplaceBannerInput!) {\n    saveMarketplaceBanner(input: $input) {\n      ...StaffMarketplaceBannerFields\n    }\n  }\n": types.SaveMarketplaceBannerDocument,
    "\n  mutation DeleteMarketplaceBanner($id: ID!) {\n    deleteMarketplaceBanner(id: $id)\n  }\n": types.DeleteMarketplaceBannerDocument,
    "\n  fragment StaffContentItemFields on StaffContentItem {\n    id\n    kind\n    webType\n    category\n    tags\n    state\n    coverUrl\n    translations {\n      language\n      slug\n      title\n      summary\n      bodyMarkdown\n    }\n    publishAt\n    publishedAt\n    revision\n    updatedAt\n    updatedByName\n  }\n": types.StaffContentItemFieldsFragmentDoc,
    "\n  query StaffContentItems($kind: ContentKind, $state: ContentState, $search: String, $page: Int) {\n    staffContentItems(kind: $kind, state: $state, search: $search, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...StaffContentItemFields\n      }\n    }\n  }\n": types.StaffContentItemsDocument,
    "\n  query StaffContentItem($id: ID!) {\n    staffContentItem(id: $id) {\n      ...StaffContentItemFields\n    }\n  }\n": types.StaffContentItemDocument,
    "\n  query ContentRevisions($itemId: ID!, $page: Int) {\n    contentRevisions(itemId: $itemId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        revision\n        action\n        changedFields\n        editorName\n        createdAt\n      }\n    }\n  }\n": types.ContentRevisionsDocument,
    "\n  query ContentPreview($markdown: String!) {\n    contentPreview(markdown: $markdown)\n  }\n": types.ContentPreviewDocument,
    "\n  mutation SaveContentItem($input: ContentItemInput!) {\n    saveContentItem(input: $input) {\n      ...StaffContentItemFields\n    }\n  }\n": types.SaveContentItemDocument,
    "\n  mutation ScheduleContentItem($id: ID!, $publishAt: DateTimeISO!, $expectedRevision: Int!) {\n    scheduleContentItem(id: $id, publishAt: $publishAt, expectedRevision: $expectedRevision) {\n      ...StaffContentItemFields\n    }\n  }\n": types.ScheduleContentItemDocument,
    "\n  mutation PublishContentItem($id: ID!, $expectedRevision: Int!) {\n    publishContentItem(id: $id, expectedRevision: $expectedRevision) {\n      ...StaffContentItemFields\n    }\n  }\n": types.PublishContentItemDocument,
    "\n  mutation UnscheduleContentItem($id: ID!, $expectedRevision: Int!) {\n    unscheduleContentItem(id: $id, expectedRevision: $expectedRevision) {\n      ...StaffContentItemFields\n    }\n  }\n": types.UnscheduleContentItemDocument,
    "\n  mutation ArchiveContentItem($id: ID!, $expectedRevision: Int!) {\n    archiveContentItem(id: $id, expectedRevision: $expectedRevision) {\n      ...StaffContentItemFields\n    }\n  }\n": types.ArchiveContentItemDocument,
    "\n  mutation RestoreContentItem($id: ID!, $expectedRevision: Int!) {\n    restoreContentItem(id: $id, expectedRevision: $expectedRevision) {\n      ...StaffContentItemFields\n    }\n  }\n": types.RestoreContentItemDocument,
    "\n  query Dashboard($from: String!, $to: String!, $granularity: DashboardGranularity!) {\n    dashboard(from: $from, to: $to, granularity: $granularity) {\n      from\n      to\n      granularity\n      computedAt\n      points {\n        period\n        metric\n        dim\n        count\n        a\n        b\n      }\n      endingSoon {\n        listingId\n        cardId\n        endsAt\n        highestBid\n        bidCount\n      }\n    }\n  }\n": types.DashboardDocument,
    "\n  query FusionRecipes {\n    fusionRecipes {\n      id\n      name\n      outputUnits\n      canFuse\n      outputCard {\n        id\n        name\n        imageUrl\n      }\n      inputs {\n        units\n        held\n        listed\n        card {\n          id\n          name\n          imageUrl\n        }\n      }\n    }\n  }\n": types.FusionRecipesDocument,
    "\n  fragment FusionRecordFields on FusionRecord {\n    id\n    recipeId\n    recipeName\n    outputUnits\n    createdAt\n    outputCard {\n      id\n      name\n      imageUrl\n    }\n    inputs {\n      units\n      card {\n        id\n        name\n      }\n    }\n  }\n": types.FusionRecordFieldsFragmentDoc,
    "\n  query FusionHistory {\n    fusionHistory {\n      ...FusionRecordFields\n    }\n  }\n": types.FusionHistoryDocument,
    "\n  mutation Fuse($recipeId: ID!, $idempotencyKey: String!) {\n    fuse(recipeId: $recipeId, idempotencyKey: $idempotencyKey) {\n      ...FusionRecordFields\n    }\n  }\n": types.FuseDocument,
    "\n  query LatestCards($limit: Int!) {\n    latestCards(limit: $limit) {\n      ...CardTile_card\n    }\n  }\n": types.LatestCardsDocument,
    "\n  query ChainShowcase($perChain: Int!) {\n    chainShowcase(perChain: $perChain) {\n      chain {\n        id\n        code\n        name\n      }\n      cards {\n        ...CardTile_card\n      }\n    }\n  }\n": types.ChainShowcaseDocument,
    "\n  query SearchCards($search: String!, $limit: Int!) {\n    cards(filter: { search: $search }, limit: $limit) {\n      total\n      items {\n        ...CardTile_card\n      }\n    }\n  }\n": types.SearchCardsDocument,
    "\n  query JpointWallet {\n    me {\n      id\n      jpointBalance\n      usdtBalance\n    }\n    jpointServiceStatus {\n      endsAt\n      ended\n      pausedNow {\n        topup\n        use\n      }\n      currentPause {\n        id\n        from\n        to\n        scope\n        note\n      }\n    }\n  }\n": types.JpointWalletDocument,
    "\n  fragment JpointConversionFields on JpointConversionQuote {\n    id\n    jpoint\n    usdt\n    rate\n    expiresAt\n    expiresInSeconds\n    confirmed\n    confirmedAt\n  }\n": types.JpointConversionFieldsFragmentDoc,
    "\n  query JpointConversionHistory($page: Int) {\n    jpointConversionHistory(page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...JpointConversionFields\n      }\n    }\n  }\n": types.JpointConversionHistoryDocument,
    "\n  mutation QuoteJpointConversion($amount: String!) {\n    quoteJpointConversion(amount: $amount) {\n      ...JpointConversionFields\n    }\n  }\n": types.QuoteJpointConversionDocument,
    "\n  mutation ConfirmJpointConversion($quoteId: ID!) {\n    confirmJpointConversion(quoteId: $quoteId) {\n      ...JpointConversionFields\n    }\n  }\n": types.ConfirmJpointConversionDocument,
    "\n  fragment JpointRefundFields on JpointRefundRequest {\n    id\n    amount\n    status\n    payableOn\n    requestedAt\n    paidAt\n    bankCode\n    bankAccount\n    accountHolder\n  }\n": types.JpointRefundFieldsFragmentDoc,
    "\n  query MyJpointRefundRequests {\n    myJpointRefundRequests {\n      ...JpointRefundFields\n    }\n  }\n": types.MyJpointRefundRequestsDocument,
    "\n  mutation RequestJpointRefund($input: JpointRefundInput!) {\n    requestJpointRefund(input: $input) {\n      ...JpointRefundFields\n    }\n  }\n": types.RequestJpointRefundDocument,
    "\n  query StaffStoreItems {\n    staffStoreItems {\n      id\n      kind\n      cardId\n      price\n      stock\n      sold\n      perMemberLimit\n      imageUrl\n      startsAt\n      endsAt\n      active\n      onSale\n      version\n      name\n      texts {\n        language\n        name\n        description\n      }\n    }\n  }\n": types.StaffStoreItemsDocument,
    "\n  mutation CreateStoreItem($input: StoreItemInput!) {\n    createStoreItem(input: $input) {\n      id\n      version\n    }\n  }\n": types.CreateStoreItemDocument,
    "\n  mutation UpdateStoreItem($id: ID!, $version: Int!, $input: StoreItemInput!) {\n    updateStoreItem(id: $id, version: $version, input: $input) {\n      id\n      version\n    }\n  }\n": types.UpdateStoreItemDocument,
    "\n  query StaffStoreOrders($status: StoreOrderStatus, $page: Int) {\n    staffStoreOrders(status: $status, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        userId\n        itemName\n        itemKind\n        quantity\n        total\n        status\n        carrier\n        trackingNumber\n        createdAt\n        receiver {\n          name\n          phone\n          address\n        }\n      }\n    }\n  }\n": types.StaffStoreOrdersDocument,
    "\n  mutation ShipStoreOrder($id: ID!, $input: StoreShipmentInput!) {\n    shipStoreOrder(id: $id, input: $input) {\n      id\n      status\n      carrier\n      trackingNumber\n    }\n  }\n": types.ShipStoreOrderDocument,
    "\n  mutation DeliverStoreOrder($id: ID!) {\n    deliverStoreOrder(id: $id) {\n      id\n      status\n    }\n  }\n": types.DeliverStoreOrderDocument,
    "\n  mutation CancelStoreOrder($id: ID!) {\n    cancelStoreOrder(id: $id) {\n      id\n      status\n    }\n  }\n": types.CancelStoreOrderDocument,
    "\n  query JpowerStore {\n    jpowerStore {\n      balance\n      items {\n        id\n        kind\n        price\n        stock\n        perMemberLimit\n        imageUrl\n        onSale\n        startsAt\n        endsAt\n        name\n        description\n      }\n    }\n  }\n": types.JpowerStoreDocument,
    "\n  query StoreItem($id: ID!) {\n    storeItem(id: $id) {\n      id\n      kind\n      price\n      stock\n      perMemberLimit\n      imageUrl\n      onSale\n      name\n      description\n    }\n    jpowerStore {\n      balance\n    }\n    myStoreAddresses {\n      id\n      name\n      phone\n      address\n    }\n  }\n": types.StoreItemDocument,
    "\n  query MyStoreOrders($page: Int) {\n    myStoreOrders(page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        itemName\n        itemKind\n        imageUrl\n        quantity\n        total\n        status\n        carrier\n        trackingNumber\n        createdAt\n        shippedAt\n        receiver {\n          name\n          phone\n          address\n        }\n      }\n    }\n  }\n": types.MyStoreOrdersDocument,
    "\n  query MyStoreOrder($id: ID!) {\n    myStoreOrder(id: $id) {\n      id\n      itemName\n      itemKind\n      quantity\n      total\n      status\n      receiver {\n        name\n        phone\n        address\n      }\n    }\n  }\n": types.MyStoreOrderDocument,
    "\n  mutation BuyStoreItem($input: BuyStoreItemInput!) {\n    buyStoreItem(input: $input) {\n      id\n      status\n    }\n  }\n": types.BuyStoreItemDocument,
    "\n  fragment PersonalKycFields on KycView {\n    status\n    reviewStatus\n    failureReason\n    submittedAt\n    reviewedAt\n    nationality\n    firstName\n    lastName\n    birthday\n    idNumberHint\n    phoneCountry\n    phone\n    phoneVerified\n    address\n    purpose\n    images {\n      front\n      back\n      selfie\n      secondId\n    }\n  }\n": types.PersonalKycFieldsFragmentDoc,
    "\n  query PersonalVerification {\n    myKyc {\n      ...PersonalKycFields\n    }\n  }\n": types.PersonalVerificationDocument,
    "\n  query KycFormOptions {\n    kycOptions {\n      nationalities\n      purposes\n    }\n  }\n": types.KycFormOptionsDocument,
    "\n  mutation SendKycPhoneCode($phoneCountry: String!, $phone: String!) {\n    sendKycPhoneCode(phoneCountry: $phoneCountry, phone: $phone) {\n      resendInSeconds\n    }\n  }\n": types.SendKycPhoneCodeDocument,
    "\n  mutation VerifyKycPhone($phoneCountry: String!, $phone: String!, $code: String!) {\n    verifyKycPhone(phoneCountry: $phoneCountry, phone: $phone, code: $code)\n  }\n": types.VerifyKycPhoneDocument,
    "\n  mutation SubmitKyc($input: SubmitKycInput!) {\n    submitKyc(input: $input) {\n      ...PersonalKycFields\n    }\n  }\n": types.SubmitKycDocument,
    "\n  query CardIntro($listingId: ID!) {\n    listing(id: $listingId) {\n      id\n      card {\n        id\n        edition\n        creationYear\n        size\n        workNumber\n        totalIssued\n        contractAddress\n        tokenId\n        releaseAt\n        series {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.CardIntroDocument,
    "\n  query PriceHistory($cardId: ID!) {\n    priceHistory(cardId: $cardId) {\n      at\n      unitPrice\n    }\n  }\n": types.PriceHistoryDocument,
    "\n  query CardTrades($cardId: ID!) {\n    cardTrades(cardId: $cardId) {\n      ...TradeFields\n    }\n  }\n": types.CardTradesDocument,
    "\n  fragment ListingFields on Listing {\n    id\n    type\n    state\n    units\n    remaining\n    unitPrice\n    startPrice\n    buyNowPrice\n    highestBid\n    bidCount\n    minimumNextBid\n    startsAt\n    endsAt\n    createdAt\n    isMine\n    card {\n      ...CardTile_card\n    }\n    seller {\n      publicId\n      displayName\n    }\n  }\n": types.ListingFieldsFragmentDoc,
    "\n  fragment TradeFields on Trade {\n    id\n    orderId\n    kind\n    units\n    unitPrice\n    total\n    fee\n    sellerReceives\n    createdAt\n    card {\n      ...CardTile_card\n    }\n    buyer {\n      publicId\n      displayName\n    }\n    seller {\n      publicId\n      displayName\n    }\n  }\n": types.TradeFieldsFragmentDoc,
    "\n  mutation BuyListing($input: BuyListingInput!) {\n    buyListing(input: $input) {\n      ...TradeFields\n    }\n  }\n": types.BuyListingDocument,
    "\n  mutation PlaceBid($input: PlaceBidInput!) {\n    placeBid(input: $input) {\n      ...ListingFields\n    }\n  }\n": types.PlaceBidDocument,
    "\n  mutation CancelListing($listingId: ID!) {\n    cancelListing(listingId: $listingId) {\n      ...ListingFields\n    }\n  }\n": types.CancelListingDocument,
    "\n  mutation UpdateListingPrice($listingId: ID!, $unitPrice: String!) {\n    updateListingPrice(listingId: $listingId, unitPrice: $unitPrice) {\n      ...ListingFields\n    }\n  }\n": types.UpdateListingPriceDocument,
    "\n  mutation CreateListing($input: CreateListingInput!) {\n    createListing(input: $input) {\n      ...ListingFields\n    }\n  }\n": types.CreateListingDocument,
    "\n  mutation UpdateAuction($input: UpdateAuctionInput!) {\n    updateAuction(input: $input) {\n      ...ListingFields\n    }\n  }\n": types.UpdateAuctionDocument,
    "\n  query OrderBook($filter: OrderBookFilter) {\n    orderBook(filter: $filter) {\n      page\n      pageSize\n      hasNext\n      items {\n        ...ListingFields\n      }\n    }\n  }\n": types.OrderBookDocument,
    "\n  query MarketChains {\n    chains {\n      id\n      code\n      name\n    }\n  }\n": types.MarketChainsDocument,
    "\n  query MarketPublishers {\n    publishers {\n      id\n      name\n    }\n  }\n": types.MarketPublishersDocument,
    "\n  query Listing($id: ID!) {\n    listing(id: $id) {\n      ...ListingFields\n    }\n  }\n": types.ListingDocument,
    "\n  query BidHistory($listingId: ID!) {\n    bidHistory(listingId: $listingId) {\n      id\n      amount\n      createdAt\n      bidder {\n        publicId\n        displayName\n      }\n    }\n  }\n": types.BidHistoryDocument,
    "\n  query PurchaseQuote($listingId: ID!, $units: Int!) {\n    purchaseQuote(listingId: $listingId, units: $units) {\n      total\n      fee\n      sellerReceives\n    }\n  }\n": types.PurchaseQuoteDocument,
    "\n  query Trade($orderId: String!) {\n    trade(orderId: $orderId) {\n      ...TradeFields\n    }\n  }\n": types.TradeDocument,
    "\n  query MyCollection {\n    myCollection {\n      units\n      listed\n      card {\n        ...CardTile_card\n        sellable\n        giftable\n        withdrawable\n      }\n    }\n  }\n": types.MyCollectionDocument,
    "\n  query MySellList {\n    mySellList {\n      ...ListingFields\n    }\n  }\n": types.MySellListDocument,
    "\n  query MyBuyList {\n    myBuyList {\n      ...TradeFields\n    }\n    myBids {\n      myHighestBid\n      outcome\n      listing {\n        ...ListingFields\n      }\n    }\n  }\n": types.MyBuyListDocument,
    "\n  query MySoldList {\n    mySoldList {\n      ...TradeFields\n    }\n  }\n": types.MySoldListDocument,
    "\n  query MyBids {\n    myBids {\n      myHighestBid\n      outcome\n      listing {\n        ...ListingFields\n      }\n    }\n  }\n": types.MyBidsDocument,
    "\n  query IssuesForPublisher {\n    issuesForPublisher\n  }\n": types.IssuesForPublisherDocument,
    "\n  query Missions {\n    missions {\n      kind\n      missions {\n        id\n        number\n        kind\n        period\n        title\n        description\n        reward\n        event\n        target\n        progress\n        status\n        resetsAt\n        endsAt\n      }\n    }\n  }\n": types.MissionsDocument,
    "\n  query MyJpower {\n    myJpower {\n      balance\n      level\n      lifetime\n      nextLevelAt\n    }\n  }\n": types.MyJpowerDocument,
    "\n  mutation ClaimMission($missionId: ID!) {\n    claimMission(missionId: $missionId) {\n      id\n      status\n      progress\n      target\n    }\n  }\n": types.ClaimMissionDocument,
    "\n  query MissionsAdmin {\n    missionsAdmin {\n      id\n      number\n      kind\n      period\n      reward\n      publisherId\n      event\n      target\n      seriesId\n      startsAt\n      endsAt\n      active\n      version\n      texts {\n        language\n        title\n        description\n      }\n    }\n  }\n": types.MissionsAdminDocument,
    "\n  mutation SaveMission($id: ID, $version: Int, $input: MissionInput!) {\n    saveMission(id: $id, version: $version, input: $input) {\n      id\n      version\n      active\n    }\n  }\n": types.SaveMissionDocument,
    "\n  mutation SetMissionActive($id: ID!, $version: Int!, $active: Boolean!) {\n    setMissionActive(id: $id, version: $version, active: $active) {\n      id\n      version\n      active\n    }\n  }\n": types.SetMissionActiveDocument,
    "\n  query IssuerMissions {\n    issuerMissions {\n      id\n      number\n      kind\n      period\n      reward\n      publisherId\n      event\n      target\n      seriesId\n      startsAt\n      endsAt\n      active\n      version\n      texts {\n        language\n        title\n        description\n      }\n    }\n  }\n": types.IssuerMissionsDocument,
    "\n  mutation SaveIssuerMission($id: ID, $version: Int, $input: MissionInput!) {\n    saveIssuerMission(id: $id, version: $version, input: $input) {\n      id\n      version\n      active\n    }\n  }\n": types.SaveIssuerMissionDocument,
    "\n  mutation SetIssuerMissionActive($id: ID!, $version: Int!, $active: Boolean!) {\n    setIssuerMissionActive(id: $id, version: $version, active: $active) {\n      id\n      version\n      active\n    }\n  }\n": types.SetIssuerMissionActiveDocument,
    "\n  mutation BroadcastNotice($input: BroadcastNoticeInput!) {\n    broadcastNotice(input: $input) {\n      id\n      title\n      segment\n      locale\n      recipients\n      done\n      createdAt\n    }\n  }\n": types.BroadcastNoticeDocument,
    "\n  query StaffBroadcasts($page: Int) {\n    staffBroadcasts(page: $page) {\n      items {\n        id\n        title\n        segment\n        locale\n        path\n        recipients\n        done\n        createdAt\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": types.StaffBroadcastsDocument,
    "\n  fragment NoticeFields on Notice {\n    id\n    kind\n    createdAt\n    read\n    title\n    body\n    path\n    link {\n      type\n      id\n    }\n  }\n": types.NoticeFieldsFragmentDoc,
    "\n  query Notices($unreadOnly: Boolean, $page: Int) {\n    notices(unreadOnly: $unreadOnly, page: $page) {\n      items {\n        ...NoticeFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": types.NoticesDocument,
    "\n  query NoticeUnreadCount {\n    noticeUnreadCount\n  }\n": types.NoticeUnreadCountDocument,
    "\n  mutation MarkNoticeRead($id: ID!) {\n    markNoticeRead(id: $id) {\n      ...NoticeFields\n    }\n  }\n": types.MarkNoticeReadDocument,
    "\n  mutation MarkAllNoticesRead {\n    markAllNoticesRead\n  }\n": types.MarkAllNoticesReadDocument,
    "\n  query NoticePreferences {\n    noticePreferences {\n      kind\n      email\n    }\n  }\n": types.NoticePreferencesDocument,
    "\n  mutation SetNoticePreference($kind: NoticeKind!, $email: Boolean!) {\n    setNoticePreference(kind: $kind, email: $email) {\n      kind\n      email\n    }\n  }\n": types.SetNoticePreferenceDocument,
    "\n  subscription NoticeReceived {\n    noticeReceived {\n      ...NoticeFields\n    }\n  }\n": types.NoticeReceivedDocument,
    "\n  mutation OpenPackage($packageId: ID!) {\n    openPackage(packageId: $packageId) {\n      ...PackageFields\n    }\n  }\n": types.OpenPackageDocument,
    "\n  fragment PackageFields on UserPackage {\n    id\n    productId\n    productName\n    serial\n    totalSupply\n    cardsPerPackage\n    state\n    openAt\n    openedAt\n    createdAt\n    seedHash\n    draws {\n      slot\n      rarity\n      card {\n        ...CardTile_card\n      }\n    }\n  }\n": types.PackageFieldsFragmentDoc,
    "\n  query MyPackages($state: PackageState) {\n    myPackages(state: $state) {\n      ...PackageFields\n    }\n  }\n": types.MyPackagesDocument,
    "\n  query PackageOdds($productId: ID!) {\n    packageOdds(productId: $productId) {\n      productId\n      name\n      cardsPerPackage\n      totalWeight\n      seedHash\n      rarities {\n        rarity\n        weight\n        percent\n        cards\n      }\n      cards {\n        rarity\n        weight\n        percent\n        card {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.PackageOddsDocument,
    "\n  query PackageVerification($productId: ID!, $serial: Int) {\n    packageVerification(productId: $productId, serial: $serial) {\n      productId\n      algorithm\n      seedHash\n      seed\n      revealed\n      revealReason\n      cardsPerPackage\n      totalWeight\n      pool {\n        entryId\n        rarity\n        weight\n        card {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.PackageVerificationDocument,
    "\n  query PartnerConsent($request: PartnerConsentRequest!) {\n    partnerConsent(request: $request) {\n      partnerName\n      scopes\n      alreadyBound\n      denyUrl\n    }\n  }\n": types.PartnerConsentDocument,
    "\n  mutation ApprovePartnerConsent($request: PartnerConsentRequest!) {\n    approvePartnerConsent(request: $request) {\n      redirectUrl\n      memberId\n    }\n  }\n": types.ApprovePartnerConsentDocument,
    "\n  query MyPartnerBindings {\n    myPartnerBindings {\n      id\n      partnerName\n      scopes\n      method\n      state\n      boundAt\n      revokedAt\n    }\n  }\n": types.MyPartnerBindingsDocument,
    "\n  mutation RevokePartnerBinding($id: ID!) {\n    revokePartnerBinding(id: $id) {\n      id\n      state\n      revokedAt\n    }\n  }\n": types.RevokePartnerBindingDocument,
    "\n  fragment StaffPartnerFields on Partner {\n    id\n    name\n    scopes\n    callbackUrl\n    keyPrefix\n    previousKeyUntil\n    publisherId\n    active\n    version\n    createdAt\n  }\n": types.StaffPartnerFieldsFragmentDoc,
    "\n  query StaffPartners {\n    staffPartners {\n      ...StaffPartnerFields\n    }\n  }\n": types.StaffPartnersDocument,
    "\n  mutation RegisterPartner($input: PartnerInput!) {\n    registerPartner(input: $input) {\n      apiKey\n      webhookSecret\n      partner {\n        ...StaffPartnerFields\n      }\n    }\n  }\n": types.RegisterPartnerDocument,
    "\n  mutation UpdatePartner($id: ID!, $version: Int!, $input: PartnerInput!, $active: Boolean!) {\n    updatePartner(id: $id, version: $version, input: $input, active: $active) {\n      ...StaffPartnerFields\n    }\n  }\n": types.UpdatePartnerDocument,
    "\n  mutation RotatePartnerKey($id: ID!, $version: Int!, $overlapSeconds: Int) {\n    rotatePartnerKey(id: $id, version: $version, overlapSeconds: $overlapSeconds) {\n      apiKey\n      partner {\n        ...StaffPartnerFields\n      }\n    }\n  }\n": types.RotatePartnerKeyDocument,
    "\n  mutation RotatePartnerWebhookSecret($id: ID!, $version: Int!) {\n    rotatePartnerWebhookSecret(id: $id, version: $version) {\n      webhookSecret\n      partner {\n        ...StaffPartnerFields\n      }\n    }\n  }\n": types.RotatePartnerWebhookSecretDocument,
    "\n  query PartnerDeliveries($partnerId: ID!, $limit: Int) {\n    partnerDeliveries(partnerId: $partnerId, limit: $limit) {\n      id\n      eventId\n      type\n      state\n      attempts\n      lastStatus\n      createdAt\n      deliveredAt\n      deliveries {\n        attempt\n        statusCode\n        ok\n        error\n        durationMs\n        at\n      }\n    }\n  }\n": types.PartnerDeliveriesDocument,
    "\n  mutation RedeliverPartnerEvent($id: ID!) {\n    redeliverPartnerEvent(id: $id) {\n      id\n      state\n    }\n  }\n": types.RedeliverPartnerEventDocument,
    "\n  fragment PrimaryProductFields on PrimaryProduct {\n    id\n    kind\n    name\n    description\n    priceTwd\n    discountPriceTwd\n    priceJpoint\n    totalSupply\n    remaining\n    maxPerOrder\n    purchasable\n    releaseAt\n    earlyBirdAt\n    saleEndsAt\n    openAt\n    cardsPerPackage\n    seedHash\n    card {\n      ...CardTile_card\n    }\n  }\n": types.PrimaryProductFieldsFragmentDoc,
    "\n  fragment PrimaryOrderFields on PrimaryOrder {\n    orderId\n    kind\n    state\n    productId\n    productName\n    productKind\n    quantity\n    payWith\n    paymentWay\n    amountTwd\n    amountJpoint\n    jpointCredit\n    paidLate\n    lateOutcome\n    expiresAt\n    paidAt\n    createdAt\n    paymentUrl\n    atm {\n      bankCode\n      virtualAccount\n      deadline\n    }\n    invoiceType\n    carrierCode\n    purchaserName\n    purchaserEmail\n  }\n": types.PrimaryOrderFieldsFragmentDoc,
    "\n  mutation BuyJpoint($input: BuyJpointInput!) {\n    buyJpoint(input: $input) {\n      ...PrimaryOrderFields\n    }\n  }\n": types.BuyJpointDocument,
    "\n  mutation BuyProduct($input: BuyProductInput!) {\n    buyProduct(input: $input) {\n      ...PrimaryOrderFields\n    }\n  }\n": types.BuyProductDocument,
    "\n  query PrimaryProducts($kind: ProductKind) {\n    primaryProducts(kind: $kind) {\n      ...PrimaryProductFields\n    }\n  }\n": types.PrimaryProductsDocument,
    "\n  query PrimaryProduct($id: ID!) {\n    primaryProduct(id: $id) {\n      ...PrimaryProductFields\n    }\n  }\n": types.PrimaryProductDocument,
    "\n  query PaymentWays {\n    paymentWays {\n      id\n      method\n      provider\n    }\n  }\n": types.PaymentWaysDocument,
    "\n  query PrimaryBuyer {\n    me {\n      id\n      email\n      nickname\n      realName\n      phone\n      jpointBalance\n    }\n  }\n": types.PrimaryBuyerDocument,
    "\n  query PrimaryOrder($orderId: String!) {\n    primaryOrder(orderId: $orderId) {\n      ...PrimaryOrderFields\n    }\n  }\n": types.PrimaryOrderDocument,
    "\n  query MyPrimaryOrders($kind: PrimaryOrderKind, $page: Int) {\n    myPrimaryOrders(kind: $kind, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...PrimaryOrderFields\n      }\n    }\n  }\n": types.MyPrimaryOrdersDocument,
    "\n  query Quiz($id: ID!) {\n    quiz(id: $id) {\n      id\n      title\n      description\n      startsAt\n      endsAt\n      open\n      timeLimitSeconds\n      maxAttempts\n      passScore\n      totalPoints\n      questionCount\n      rewardKind\n      rewardJpower\n      attemptsLeft\n      passed\n      attempts {\n        id\n        attemptNo\n        state\n        deadlineAt\n        score\n        passed\n      }\n    }\n  }\n": types.QuizDocument,
    "\n  fragment QuizAttemptDetail on QuizAttempt {\n    quizId\n    totalPoints\n    passScore\n    attempt {\n      id\n      attemptNo\n      state\n      startedAt\n      deadlineAt\n      score\n      passed\n    }\n    questions {\n      id\n      position\n      points\n      body\n      choices {\n        id\n        body\n      }\n    }\n    results {\n      questionId\n      choiceId\n      correct\n    }\n  }\n": types.QuizAttemptDetailFragmentDoc,
    "\n  mutation StartQuizAttempt($quizId: ID!) {\n    startQuizAttempt(quizId: $quizId) {\n      ...QuizAttemptDetail\n    }\n  }\n": types.StartQuizAttemptDocument,
    "\n  mutation SubmitQuizAttempt($attemptId: ID!, $answers: [QuizAnswerInput!]!) {\n    submitQuizAttempt(attemptId: $attemptId, answers: $answers) {\n      ...QuizAttemptDetail\n    }\n  }\n": types.SubmitQuizAttemptDocument,
    "\n  fragment StaffQuizDetail on StaffQuiz {\n    id\n    version\n    title\n    open\n    startsAt\n    endsAt\n    timeLimitSeconds\n    maxAttempts\n    passScore\n    totalPoints\n    rewardKind\n    rewardJpower\n    attemptCount\n    texts {\n      language\n      title\n      description\n    }\n    questions {\n      id\n      points\n      texts {\n        language\n        body\n      }\n      choices {\n        id\n        correct\n        texts {\n          language\n          body\n        }\n      }\n    }\n  }\n": types.StaffQuizDetailFragmentDoc,
    "\n  query StaffQuizzes {\n    staffQuizzes {\n      ...StaffQuizDetail\n    }\n  }\n": types.StaffQuizzesDocument,
    "\n  mutation CreateQuiz($input: QuizInput!) {\n    createQuiz(input: $input) {\n      ...StaffQuizDetail\n    }\n  }\n": types.CreateQuizDocument,
    "\n  mutation UpdateQuiz($id: ID!, $version: Int!, $input: QuizInput!) {\n    updateQuiz(id: $id, version: $version, input: $input) {\n      ...StaffQuizDetail\n    }\n  }\n": types.UpdateQuizDocument,
    "\n  query AdministeredRedeemEvents {\n    administeredRedeemEvents {\n      ...RedeemEventFields\n    }\n  }\n": types.AdministeredRedeemEventsDocument,
    "\n  query RedeemEventRedemptions($eventId: ID!, $filter: RedemptionFilter, $limit: Int, $offset: Int) {\n    redeemEventRedemptions(eventId: $eventId, filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        memberEmail\n        redemption {\n          ...RedemptionFields\n        }\n      }\n    }\n  }\n": types.RedeemEventRedemptionsDocument,
    "\n  query RedeemEventCodes($eventId: ID!, $filter: RedeemCodeFilter, $limit: Int, $offset: Int) {\n    redeemEventCodes(eventId: $eventId, filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        code\n        status\n        boundEmail\n        packName\n        redeemedAt\n      }\n    }\n  }\n": types.RedeemEventCodesDocument,
    "\n  mutation ClaimGift($payload: String!, $scannedAt: DateTimeISO!) {\n    claimGift(payload: $payload, scannedAt: $scannedAt) {\n      ...RedemptionFields\n    }\n  }\n": types.ClaimGiftDocument,
    "\n  mutation GenerateRedeemCodes($eventId: ID!, $count: Int!, $boundEmails: [String!]) {\n    generateRedeemCodes(eventId: $eventId, count: $count, boundEmails: $boundEmails)\n  }\n": types.GenerateRedeemCodesDocument,
    "\n  fragment RedeemCardFields on Card {\n    id\n    name\n    imageUrl\n    tokenId\n    artist {\n      id\n      name\n    }\n  }\n": types.RedeemCardFieldsFragmentDoc,
    "\n  fragment RedeemEventFields on RedeemEvent {\n    id\n    name\n    description\n    publisherName\n    startsAt\n    endsAt\n    state\n    rewardKind\n    cards {\n      ...RedeemCardFields\n    }\n    unitsPerRedemption\n    jpointAmount\n    giftName\n    stock\n    redeemedCount\n    perAccountLimit\n    packName\n  }\n": types.RedeemEventFieldsFragmentDoc,
    "\n  fragment RedemptionFields on Redemption {\n    id\n    code\n    redeemedAt\n    units\n    jpointAmount\n    giftName\n    receiverName\n    receiverPhone\n    receiverAddress\n    claimStatus\n    claimedAt\n    card {\n      ...RedeemCardFields\n    }\n    event {\n      ...RedeemEventFields\n    }\n  }\n": types.RedemptionFieldsFragmentDoc,
    "\n  query RedeemCodePreview($code: String!) {\n    redeemCodePreview(code: $code) {\n      code\n      needsCardChoice\n      needsShipment\n      event {\n        ...RedeemEventFields\n      }\n    }\n  }\n": types.RedeemCodePreviewDocument,
    "\n  mutation RedeemCode($input: RedeemCodeInput!) {\n    redeemCode(input: $input) {\n      ...RedemptionFields\n    }\n  }\n": types.RedeemCodeDocument,
    "\n  query MyRedemptions($limit: Int, $offset: Int) {\n    myRedemptions(limit: $limit, offset: $offset) {\n      total\n      items {\n        ...RedemptionFields\n      }\n    }\n  }\n": types.MyRedemptionsDocument,
    "\n  query RedemptionClaimQr($redemptionId: ID!) {\n    redemptionClaimQr(redemptionId: $redemptionId) {\n      payload\n      issuedAt\n      rotatesAt\n    }\n  }\n": types.RedemptionClaimQrDocument,
    "\n  query StaffRedeemEvents($limit: Int, $offset: Int) {\n    staffRedeemEvents(limit: $limit, offset: $offset) {\n      total\n      items {\n        ...RedeemEventFields\n      }\n    }\n  }\n": types.StaffRedeemEventsDocument,
    "\n  mutation CreateRedeemEvent($input: RedeemEventInput!) {\n    createRedeemEvent(input: $input) {\n      ...RedeemEventFields\n    }\n  }\n": types.CreateRedeemEventDocument,
    "\n  mutation SetRedeemEventAdministrators($eventId: ID!, $emails: [String!]!) {\n    setRedeemEventAdministrators(eventId: $eventId, emails: $emails) {\n      id\n    }\n  }\n": types.SetRedeemEventAdministratorsDocument,
    "\n  mutation GrantIssuer($email: String!, $publisherId: ID!) {\n    grantIssuer(email: $email, publisherId: $publisherId)\n  }\n": types.GrantIssuerDocument,
    "\n  query RedeemPublishers {\n    publishers {\n      id\n      name\n    }\n  }\n": types.RedeemPublishersDocument,
    "\n  fragment ShowroomFields on Showroom {\n    id\n    name\n    templateId\n    templateName\n    columns\n    slotCount\n    description\n    coverUrl\n    coverKey\n    status\n    established\n    publishedAt\n    takenDownReason\n    likeCount\n    likedByViewer\n    isOwner\n    owner {\n      publicId\n      displayName\n      profilePictureUrl\n    }\n    slots {\n      slotIndex\n      card {\n        ...CardTile_card\n      }\n    }\n  }\n": types.ShowroomFieldsFragmentDoc,
    "\n  query Jallery {\n    jallery {\n      hasAccess\n      productId\n      roomsPerMember\n      slotsPerRoom\n    }\n  }\n": types.JalleryDocument,
    "\n  query Showroom($id: ID!) {\n    showroom(id: $id) {\n      ...ShowroomFields\n    }\n  }\n": types.ShowroomDocument,
    "\n  query ShowroomGallery($order: ShowroomOrder!, $page: Int) {\n    showrooms(order: $order, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        description\n        coverUrl\n        likeCount\n        likedByViewer\n        publishedAt\n        owner {\n          publicId\n          displayName\n        }\n      }\n    }\n  }\n": types.ShowroomGalleryDocument,
    "\n  query MyShowrooms {\n    myShowrooms {\n      ...ShowroomFields\n    }\n    showroomTemplates {\n      id\n      name\n      columns\n      slotCount\n    }\n    myCollection {\n      units\n      listed\n      card {\n        ...CardTile_card\n      }\n    }\n  }\n": types.MyShowroomsDocument,
    "\n  mutation CreateShowroom($input: CreateShowroomInput!) {\n    createShowroom(input: $input) {\n      ...ShowroomFields\n    }\n  }\n": types.CreateShowroomDocument,
    "\n  mutation UpdateShowroom($id: ID!, $input: UpdateShowroomInput!) {\n    updateShowroom(id: $id, input: $input) {\n      ...ShowroomFields\n    }\n  }\n": types.UpdateShowroomDocument,
    "\n  mutation SaveShowroomSlots($id: ID!, $slots: [ShowroomSlotInput!]!) {\n    saveShowroomSlots(id: $id, slots: $slots) {\n      ...ShowroomFields\n    }\n  }\n": types.SaveShowroomSlotsDocument,
    "\n  mutation DeleteShowroom($id: ID!) {\n    deleteShowroom(id: $id)\n  }\n": types.DeleteShowroomDocument,
    "\n  mutation LikeShowroom($id: ID!, $like: Boolean!) {\n    likeShowroom(id: $id, like: $like) {\n      id\n      likeCount\n      likedByViewer\n    }\n  }\n": types.LikeShowroomDocument,
    "\n  query StaffShowroomTemplates {\n    staffShowroomTemplates {\n      id\n      name\n      columns\n      slotCount\n      retiredAt\n    }\n  }\n": types.StaffShowroomTemplatesDocument,
    "\n  mutation CreateShowroomTemplate($input: ShowroomTemplateInput!) {\n    createShowroomTemplate(input: $input) {\n      id\n    }\n  }\n": types.CreateShowroomTemplateDocument,
    "\n  mutation RetireShowroomTemplate($id: ID!, $retired: Boolean!) {\n    retireShowroomTemplate(id: $id, retired: $retired) {\n      id\n      retiredAt\n    }\n  }\n": types.RetireShowroomTemplateDocument,
    "\n  mutation TakeDownShowroom($id: ID!, $reason: String!) {\n    takeDownShowroom(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n": types.TakeDownShowroomDocument,
    "\n  fragment StaffProductFields on PrimaryProduct {\n    id\n    kind\n    name\n    description\n    card {\n      id\n      name\n      imageUrl\n    }\n    priceTwd\n    discountPriceTwd\n    priceJpoint\n    totalSupply\n    remaining\n    maxPerOrder\n    purchasable\n    releaseAt\n    earlyBirdAt\n    saleEndsAt\n    openAt\n    cardsPerPackage\n    seedHash\n  }\n": types.StaffProductFieldsFragmentDoc,
    "\n  query StaffPrimaryProducts($kind: ProductKind) {\n    primaryProducts(kind: $kind) {\n      ...StaffProductFields\n    }\n  }\n": types.StaffPrimaryProductsDocument,
    "\n  mutation CreateReleaseProduct($input: CreateReleaseInput!) {\n    createReleaseProduct(input: $input) {\n      ...StaffProductFields\n    }\n  }\n": types.CreateReleaseProductDocument,
    "\n  mutation CreatePackageProduct($input: CreatePackageProductInput!) {\n    createPackageProduct(input: $input) {\n      id\n      name\n      seedHash\n      totalSupply\n      releaseAt\n      openAt\n    }\n  }\n": types.CreatePackageProductDocument,
    "\n  mutation RevealPackageSeed($productId: ID!) {\n    revealPackageSeed(productId: $productId) {\n      productId\n      seedHash\n      seed\n      revealed\n      revealReason\n    }\n  }\n": types.RevealPackageSeedDocument,
    "\n  query StaffFusionRecipes {\n    fusionRecipes(includeInactive: true) {\n      id\n      name\n      active\n      outputUnits\n      createdAt\n      outputCard {\n        id\n        name\n        imageUrl\n      }\n      inputs {\n        units\n        card {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.StaffFusionRecipesDocument,
    "\n  mutation CreateFusionRecipe($input: CreateFusionRecipeInput!) {\n    createFusionRecipe(input: $input) {\n      id\n      name\n      active\n    }\n  }\n": types.CreateFusionRecipeDocument,
    "\n  mutation SetFusionRecipeActive($recipeId: ID!, $active: Boolean!) {\n    setFusionRecipeActive(recipeId: $recipeId, active: $active) {\n      id\n      active\n    }\n  }\n": types.SetFusionRecipeActiveDocument,
    "\n  fragment StaffCardFields on Card {\n    id\n    name\n    imageUrl\n    totalIssued\n    releaseAt\n    artist {\n      id\n      name\n    }\n    chain {\n      id\n      code\n    }\n  }\n": types.StaffCardFieldsFragmentDoc,
    "\n  query StaffCards($search: String, $limit: Int!) {\n    staffCards(search: $search, limit: $limit) {\n      ...StaffCardFields\n    }\n  }\n": types.StaffCardsDocument,
    "\n  query CardFormOptions {\n    cardFormOptions {\n      artists {\n        id\n        name\n      }\n      publishers {\n        id\n        name\n      }\n      chains {\n        id\n        code\n        name\n      }\n      series {\n        id\n        name\n        publisherId\n      }\n    }\n  }\n": types.CardFormOptionsDocument,
    "\n  mutation CreateCard($input: CreateCardInput!) {\n    createCard(input: $input) {\n      ...StaffCardFields\n    }\n  }\n": types.CreateCardDocument,
    "\n  mutation UpdateReleaseProduct($input: UpdateReleaseInput!) {\n    updateReleaseProduct(input: $input) {\n      ...StaffProductFields\n    }\n  }\n": types.UpdateReleaseProductDocument,
    "\n  mutation UpdatePackageProduct($input: UpdatePackageProductInput!) {\n    updatePackageProduct(input: $input) {\n      id\n      priceTwd\n      priceJpoint\n      totalSupply\n      remaining\n      maxPerOrder\n      releaseAt\n      openAt\n      saleEndsAt\n      seedHash\n    }\n  }\n": types.UpdatePackageProductDocument,
    "\n  query StaffAuditLog($filter: AuditLogFilterInput) {\n    staffAuditLog(filter: $filter) {\n      total\n      page\n      pageSize\n      items {\n        id\n        createdAt\n        actor {\n          id\n          nickname\n          email\n        }\n        actorRoles\n        operation\n        kind\n        targetType\n        targetId\n        outcome\n        args\n        before\n        after\n        requestId\n      }\n    }\n  }\n": types.StaffAuditLogDocument,
    "\n  fragment AdminCreditRequestFields on AdminCreditRequest {\n    id\n    status\n    amount\n    reason\n    createdAt\n    decidedAt\n    decisionNote\n    transactionId\n    target {\n      id\n      email\n      nickname\n    }\n    requestedBy {\n      id\n      nickname\n    }\n    decidedBy {\n      id\n      nickname\n    }\n  }\n": types.AdminCreditRequestFieldsFragmentDoc,
    "\n  query AdminCreditRequests($status: AdminCreditRequestStatus, $page: Int) {\n    adminCreditRequests(status: $status, page: $page) {\n      total\n      page\n      pageSize\n      fourEyesThreshold\n      items {\n        ...AdminCreditRequestFields\n      }\n    }\n  }\n": types.AdminCreditRequestsDocument,
    "\n  mutation AdminCreditUsdt($input: AdminCreditUsdtInput!) {\n    adminCreditUsdt(input: $input) {\n      transactionId\n      replayed\n      pendingRequest {\n        ...AdminCreditRequestFields\n      }\n    }\n  }\n": types.AdminCreditUsdtDocument,
    "\n  mutation ApproveAdminCredit($id: ID!) {\n    approveAdminCredit(id: $id) {\n      ...AdminCreditRequestFields\n    }\n  }\n": types.ApproveAdminCreditDocument,
    "\n  mutation RejectAdminCredit($id: ID!, $note: String!) {\n    rejectAdminCredit(id: $id, note: $note) {\n      ...AdminCreditRequestFields\n    }\n  }\n": types.RejectAdminCreditDocument,
    "\n  query StaffOpenListings($input: StaffListingSearchInput) {\n    staffOpenListings(input: $input) {\n      total\n      page\n      pageSize\n      items {\n        id\n        type\n        cardId\n        cardName\n        cardImageUrl\n        sellerId\n        sellerPublicId\n        sellerName\n        units\n        remaining\n        unitPrice\n        highestBid\n        bidCount\n        createdAt\n        endsAt\n      }\n    }\n  }\n": types.StaffOpenListingsDocument,
    "\n  mutation TakeDownListing($listingId: ID!, $reason: String!) {\n    takeDownListing(listingId: $listingId, reason: $reason) {\n      listingId\n      sellerId\n      cardId\n      units\n    }\n  }\n": types.TakeDownListingDocument,
    "\n  query StaffMember($query: String!) {\n    staffMember(query: $query) {\n      id\n      publicId\n      email\n      nickname\n      role\n      status\n      locale\n      twoFactorEnabled\n      createdAt\n      deletionDueAt\n      kycStatus\n      kycReviewedAt\n      balances {\n        currency\n        available\n        frozen\n      }\n    }\n  }\n": types.StaffMemberDocument,
    "\n  query StaffMemberActivity($userId: ID!, $view: StaffMemberView!) {\n    staffMemberActivity(userId: $userId, view: $view) {\n      id\n      title\n      detail\n      status\n      amount\n      at\n    }\n  }\n": types.StaffMemberActivityDocument,
    "\n  mutation ResetMemberTwoFactor($userId: ID!, $identityCheckNotes: String!) {\n    resetMemberTwoFactor(userId: $userId, identityCheckNotes: $identityCheckNotes)\n  }\n": types.ResetMemberTwoFactorDocument,
    "\n  query StaffReservesReport {\n    reservesReport {\n      reportDate\n      createdAt\n      liabilities\n      onChain\n      shortfall\n      complete\n      lines {\n        network\n        hotWallet\n        depositAddresses\n        coldStorage\n        gasWallet\n        averageGasPerSweep\n        gasRunwaySweeps\n        error\n      }\n    }\n  }\n": types.StaffReservesReportDocument,
    "\n  query StaffSweepIssues {\n    sweepIssues {\n      id\n      network\n      address\n      status\n      amount\n      destinationKind\n      gasTxHash\n      sweepTxHash\n      reason\n      updatedAt\n    }\n  }\n": types.StaffSweepIssuesDocument,
    "\n  query StaffJpointService {\n    jpointServiceStatus {\n      endsAt\n      ended\n      pauses {\n        id\n        scope\n        from\n        to\n        note\n      }\n    }\n  }\n": types.StaffJpointServiceDocument,
    "\n  mutation SetJpointServiceEnd($endsAt: DateTimeISO) {\n    setJpointServiceEnd(endsAt: $endsAt) {\n      endsAt\n      ended\n    }\n  }\n": types.SetJpointServiceEndDocument,
    "\n  mutation AddJpointPause($input: JpointPauseInput!) {\n    addJpointPause(input: $input) {\n      id\n      scope\n      from\n      to\n      note\n    }\n  }\n": types.AddJpointPauseDocument,
    "\n  mutation RemoveJpointPause($id: ID!) {\n    removeJpointPause(id: $id)\n  }\n": types.RemoveJpointPauseDocument,
    "\n  query StaffJpointRefunds($status: JpointRefundStatus) {\n    jpointRefundRequests(status: $status) {\n      id\n      userId\n      userNickname\n      amount\n      bankCode\n      bankAccount\n      accountHolder\n      status\n      payableOn\n      requestedAt\n      paidAt\n    }\n  }\n": types.StaffJpointRefundsDocument,
    "\n  mutation PayDueJpointRefunds {\n    payDueJpointRefunds\n  }\n": types.PayDueJpointRefundsDocument,
    "\n  fragment KycReviewFields on KycReviewItem {\n    id\n    status\n    member {\n      id\n      email\n      nickname\n    }\n    nationality\n    firstName\n    lastName\n    birthday\n    idNumber\n    phoneCountry\n    phone\n    address\n    purpose\n    submittedAt\n    reviewedAt\n    failureReason\n    images {\n      front\n      back\n      selfie\n      secondId\n    }\n  }\n": types.KycReviewFieldsFragmentDoc,
    "\n  query KycQueue($status: KycStatus, $page: Int) {\n    kycQueue(status: $status, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...KycReviewFields\n      }\n    }\n  }\n": types.KycQueueDocument,
    "\n  mutation ReviewKyc($id: ID!, $approve: Boolean!, $reason: String) {\n    reviewKyc(id: $id, approve: $approve, reason: $reason) {\n      ...KycReviewFields\n    }\n  }\n": types.ReviewKycDocument,
    "\n  fragment StaffUsdtWithdrawalFields on UsdtWithdrawal {\n    ...UsdtWithdrawalFields\n    member {\n      id\n      email\n      nickname\n    }\n  }\n": types.StaffUsdtWithdrawalFieldsFragmentDoc,
    "\n  query UsdtWithdrawalQueue($status: WithdrawalStatus, $page: Int) {\n    usdtWithdrawalQueue(status: $status, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...StaffUsdtWithdrawalFields\n      }\n    }\n  }\n": types.UsdtWithdrawalQueueDocument,
    "\n  mutation ApproveUsdtWithdrawal($id: ID!) {\n    approveUsdtWithdrawal(id: $id) {\n      ...StaffUsdtWithdrawalFields\n    }\n  }\n": types.ApproveUsdtWithdrawalDocument,
    "\n  mutation RejectUsdtWithdrawal($id: ID!, $reason: String!) {\n    rejectUsdtWithdrawal(id: $id, reason: $reason) {\n      ...StaffUsdtWithdrawalFields\n    }\n  }\n": types.RejectUsdtWithdrawalDocument,
    "\n  fragment StaffCardWithdrawalFields on CardWithdrawal {\n    ...CardWithdrawalFields\n    member {\n      id\n      email\n      nickname\n    }\n  }\n": types.StaffCardWithdrawalFieldsFragmentDoc,
    "\n  query CardWithdrawalQueue($status: WithdrawalStatus, $page: Int) {\n    cardWithdrawalQueue(status: $status, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...StaffCardWithdrawalFields\n      }\n    }\n  }\n": types.CardWithdrawalQueueDocument,
    "\n  mutation ApproveCardWithdrawal($id: ID!) {\n    approveCardWithdrawal(id: $id) {\n      ...StaffCardWithdrawalFields\n    }\n  }\n": types.ApproveCardWithdrawalDocument,
    "\n  mutation RejectCardWithdrawal($id: ID!, $reason: String!) {\n    rejectCardWithdrawal(id: $id, reason: $reason) {\n      ...StaffCardWithdrawalFields\n    }\n  }\n": types.RejectCardWithdrawalDocument,
    "\n  mutation SettleUsdtWithdrawal($id: ID!, $txHash: String, $confirmNotSent: Boolean) {\n    settleUsdtWithdrawal(id: $id, txHash: $txHash, confirmNotSent: $confirmNotSent) {\n      ...StaffUsdtWithdrawalFields\n    }\n  }\n": types.SettleUsdtWithdrawalDocument,
    "\n  mutation SettleCardWithdrawal($id: ID!, $txHash: String, $confirmNotSent: Boolean) {\n    settleCardWithdrawal(id: $id, txHash: $txHash, confirmNotSent: $confirmNotSent) {\n      ...StaffCardWithdrawalFields\n    }\n  }\n": types.SettleCardWithdrawalDocument,
    "\n  query ChainStatus {\n    chainStatus {\n      network\n      available\n      confirmations\n      error\n      headBlock\n      cursorBlock\n      lagBlocks\n      lastPolledAt\n      pendingDeposits\n      hotWallet\n      hotWalletUsdt\n      hotWalletGas\n      openWithdrawals\n      shortfall\n    }\n  }\n": types.ChainStatusDocument,
    "\n  fragment StaffOrderFields on PrimaryOrder {\n    orderId\n    kind\n    state\n    productName\n    quantity\n    payWith\n    paymentWay\n    amountTwd\n    amountJpoint\n    paidLate\n    lateOutcome\n    refundState\n    purchaserEmail\n    paidAt\n    createdAt\n  }\n": types.StaffOrderFieldsFragmentDoc,
    "\n  query LatePaidOrders {\n    latePaidOrders {\n      ...StaffOrderFields\n    }\n  }\n": types.LatePaidOrdersDocument,
    "\n  mutation RefundPaymentOrder($orderNo: String!) {\n    refundPaymentOrder(orderNo: $orderNo) {\n      ...StaffOrderFields\n    }\n  }\n": types.RefundPaymentOrderDocument,
    "\n  query AccountsPendingDeletion {\n    accountsPendingDeletion {\n      userId\n      publicId\n      email\n      nickname\n      deletionDueAt\n    }\n  }\n": types.AccountsPendingDeletionDocument,
    "\n  mutation RestoreAccount($userId: ID!) {\n    restoreAccount(userId: $userId)\n  }\n": types.RestoreAccountDocument,
    "\n  query Campaigns {\n    campaigns {\n      id\n      title\n      prize\n      startsAt\n      endsAt\n      state\n      winnersCount\n      collected\n      completed\n      stamps {\n        id\n      }\n    }\n  }\n": types.CampaignsDocument,
    "\n  query Campaign($id: ID!) {\n    campaign(id: $id) {\n      ...CampaignDetail\n    }\n  }\n": types.CampaignDocument,
    "\n  fragment CampaignDetail on Campaign {\n    id\n    title\n    description\n    prize\n    startsAt\n    endsAt\n    state\n    winnersCount\n    collected\n    completed\n    youWon\n    stamps {\n      id\n      position\n      action\n      refId\n      name\n      hint\n      collectedAt\n    }\n    proof {\n      algorithm\n      seedHash\n      seed\n      completerCount\n      drawnAt\n    }\n    winners {\n      rank\n      displayName\n      you\n    }\n  }\n": types.CampaignDetailFragmentDoc,
    "\n  mutation CollectVenueStamp($token: String!) {\n    collectVenueStamp(token: $token) {\n      ...CampaignDetail\n    }\n  }\n": types.CollectVenueStampDocument,
    "\n  query StaffCampaigns {\n    staffCampaigns {\n      ...StaffCampaignDetail\n    }\n  }\n": types.StaffCampaignsDocument,
    "\n  fragment StaffCampaignDetail on StaffCampaign {\n    id\n    version\n    title\n    state\n    startsAt\n    endsAt\n    winnersCount\n    proof {\n      seedHash\n      completerCount\n    }\n    texts {\n      language\n      title\n      description\n      prize\n    }\n    stamps {\n      id\n      action\n      refId\n      name\n    }\n    stampTexts {\n      stampId\n      qrToken\n      texts {\n        language\n        name\n        hint\n      }\n    }\n  }\n": types.StaffCampaignDetailFragmentDoc,
    "\n  mutation CreateCampaign($input: CampaignInput!) {\n    createCampaign(input: $input) {\n      ...StaffCampaignDetail\n    }\n  }\n": types.CreateCampaignDocument,
    "\n  mutation UpdateCampaign($id: ID!, $version: Int!, $input: CampaignInput!) {\n    updateCampaign(id: $id, version: $version, input: $input) {\n      ...StaffCampaignDetail\n    }\n  }\n": types.UpdateCampaignDocument,
    "\n  fragment WalletNetworkFields on UsdtNetworkInfo {\n    network\n    chain\n    available\n    fee\n    confirmations\n    maxWithdrawal\n  }\n": types.WalletNetworkFieldsFragmentDoc,
    "\n  query DigitalWallet {\n    me {\n      id\n      publicId\n      usdtBalance\n      usdtFrozen\n      jpointBalance\n    }\n  }\n": types.DigitalWalletDocument,
    "\n  query UsdtNetworks {\n    usdtNetworks {\n      ...WalletNetworkFields\n    }\n  }\n": types.UsdtNetworksDocument,
    "\n  query MyDepositAddress($network: UsdtNetwork!) {\n    myDepositAddress(network: $network) {\n      network\n      address\n      qrCode\n      confirmations\n    }\n  }\n": types.MyDepositAddressDocument,
    "\n  query MyUsdtDeposits($page: Int) {\n    myUsdtDeposits(page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        network\n        txHash\n        amount\n        status\n        confirmations\n        requiredConfirmations\n        createdAt\n        creditedAt\n      }\n    }\n  }\n": types.MyUsdtDepositsDocument,
    "\n  fragment UsdtWithdrawalFields on UsdtWithdrawal {\n    id\n    network\n    address\n    amount\n    fee\n    totalDebited\n    status\n    txHash\n    failureReason\n    createdAt\n    reviewedAt\n    sentAt\n  }\n": types.UsdtWithdrawalFieldsFragmentDoc,
    "\n  fragment WalletUsdtWithdrawalFields on UsdtWithdrawal {\n    ...UsdtWithdrawalFields\n    expectedAmount\n  }\n": types.WalletUsdtWithdrawalFieldsFragmentDoc,
    "\n  query MyUsdtWithdrawals($status: WithdrawalStatus, $page: Int) {\n    myUsdtWithdrawals(status: $status, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...WalletUsdtWithdrawalFields\n      }\n    }\n  }\n": types.MyUsdtWithdrawalsDocument,
    "\n  query WalletWithdrawGate {\n    me {\n      id\n      publicId\n      email\n      twoFactorEnabled\n      usdtBalance\n    }\n    myKyc {\n      status\n      reviewStatus\n      failureReason\n    }\n  }\n": types.WalletWithdrawGateDocument,
    "\n  mutation SendWithdrawalCode($purpose: StepUpPurpose) {\n    sendWithdrawalCode(purpose: $purpose) {\n      resendInSeconds\n    }\n  }\n": types.SendWithdrawalCodeDocument,
    "\n  mutation RequestUsdtWithdrawal($input: RequestUsdtWithdrawalInput!) {\n    requestUsdtWithdrawal(input: $input) {\n      ...WalletUsdtWithdrawalFields\n    }\n  }\n": types.RequestUsdtWithdrawalDocument,
    "\n  query WalletCardFees {\n    cardWithdrawalFees {\n      jpoint\n      usdt\n    }\n    giftFee {\n      jpoint\n      free\n      freeUntil\n    }\n    me {\n      id\n      publicId\n      email\n      twoFactorEnabled\n      jpointBalance\n      usdtBalance\n    }\n    myKyc {\n      status\n      reviewStatus\n      failureReason\n    }\n  }\n": types.WalletCardFeesDocument,
    "\n  fragment CardWithdrawalFields on CardWithdrawal {\n    id\n    cardId\n    cardName\n    cardImage\n    units\n    chain\n    address\n    feeCurrency\n    fee\n    status\n    txHash\n    failureReason\n    createdAt\n    sentAt\n  }\n": types.CardWithdrawalFieldsFragmentDoc,
    "\n  mutation RequestCardWithdrawal($input: RequestCardWithdrawalInput!) {\n    requestCardWithdrawal(input: $input) {\n      ...CardWithdrawalFields\n    }\n  }\n": types.RequestCardWithdrawalDocument,
    "\n  fragment WalletCardGiftFields on CardGift {\n    id\n    cardId\n    cardName\n    cardImage\n    units\n    direction\n    counterpartNickname\n    fee\n    createdAt\n  }\n": types.WalletCardGiftFieldsFragmentDoc,
    "\n  mutation GiftCard($input: GiftCardInput!) {\n    giftCard(input: $input) {\n      ...WalletCardGiftFields\n    }\n  }\n": types.GiftCardDocument,
    "\n  query MyCardWithdrawals($page: Int) {\n    myCardWithdrawals(page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...CardWithdrawalFields\n      }\n    }\n  }\n": types.MyCardWithdrawalsDocument,
    "\n  query MyGifts($page: Int) {\n    myGifts(page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...WalletCardGiftFields\n      }\n    }\n  }\n": types.MyGiftsDocument,
    "\n  fragment WalletUsdtWithdrawalDetailFields on UsdtWithdrawal {\n    ...WalletUsdtWithdrawalFields\n    cancelledAt\n  }\n": types.WalletUsdtWithdrawalDetailFieldsFragmentDoc,
    "\n  query MyUsdtWithdrawal($id: ID!) {\n    myUsdtWithdrawal(id: $id) {\n      ...WalletUsdtWithdrawalDetailFields\n    }\n  }\n": types.MyUsdtWithdrawalDocument,
    "\n  mutation CancelUsdtWithdrawal($id: ID!) {\n    cancelUsdtWithdrawal(id: $id) {\n      ...WalletUsdtWithdrawalDetailFields\n    }\n  }\n": types.CancelUsdtWithdrawalDocument,
    "\n  fragment WalletCardWithdrawalDetailFields on CardWithdrawal {\n    ...CardWithdrawalFields\n    reviewedAt\n    cancelledAt\n  }\n": types.WalletCardWithdrawalDetailFieldsFragmentDoc,
    "\n  query MyCardWithdrawal($id: ID!) {\n    myCardWithdrawal(id: $id) {\n      ...WalletCardWithdrawalDetailFields\n    }\n  }\n": types.MyCardWithdrawalDocument,
    "\n  mutation CancelCardWithdrawal($id: ID!) {\n    cancelCardWithdrawal(id: $id) {\n      ...WalletCardWithdrawalDetailFields\n    }\n  }\n": types.CancelCardWithdrawalDocument,
    "\n  query AppInfo {\n    appInfo {\n      maintenance\n      supportEmail\n      messengerUrl\n      artCultureUrl\n      chatWidget {\n        src\n        widgetId\n      }\n    }\n  }\n": types.AppInfoDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestAccountDeletion {\n    requestAccountDeletion {\n      resendInSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation RequestAccountDeletion {\n    requestAccountDeletion {\n      resendInSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmAccountDeletion($input: ConfirmAccountDeletionInput!) {\n    confirmAccountDeletion(input: $input) {\n      deletionDueAt\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmAccountDeletion($input: ConfirmAccountDeletionInput!) {\n    confirmAccountDeletion(input: $input) {\n      deletionDueAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      twoFactorRequired\n      challenge\n      viewer {\n        ...ViewerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      twoFactorRequired\n      challenge\n      viewer {\n        ...ViewerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyLoginTwoFactor($challenge: String!, $code: String!) {\n    verifyLoginTwoFactor(challenge: $challenge, code: $code) {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyLoginTwoFactor($challenge: String!, $code: String!) {\n    verifyLoginTwoFactor(challenge: $challenge, code: $code) {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LoginWithTwoFactorResetKey($challenge: String!, $resetKey: String!) {\n    loginWithTwoFactorResetKey(challenge: $challenge, resetKey: $resetKey) {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  mutation LoginWithTwoFactorResetKey($challenge: String!, $resetKey: String!) {\n    loginWithTwoFactorResetKey(challenge: $challenge, resetKey: $resetKey) {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPasswordResetCode($input: SendPasswordResetCodeInput!) {\n    sendPasswordResetCode(input: $input) {\n      resendInSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation SendPasswordResetCode($input: SendPasswordResetCodeInput!) {\n    sendPasswordResetCode(input: $input) {\n      resendInSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicUser($publicId: String!) {\n    publicUser(publicId: $publicId) {\n      publicId\n      displayName\n      profilePictureUrl\n      memberSince\n    }\n  }\n"): (typeof documents)["\n  query PublicUser($publicId: String!) {\n    publicUser(publicId: $publicId) {\n      publicId\n      displayName\n      profilePictureUrl\n      memberSince\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicCollection($publicId: String!) {\n    publicCollection(publicId: $publicId) {\n      units\n      card {\n        ...CardTile_card\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicCollection($publicId: String!) {\n    publicCollection(publicId: $publicId) {\n      units\n      card {\n        ...CardTile_card\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendRegisterCode($input: SendRegisterCodeInput!) {\n    sendRegisterCode(input: $input) {\n      resendInSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation SendRegisterCode($input: SendRegisterCodeInput!) {\n    sendRegisterCode(input: $input) {\n      resendInSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions {\n    mySessions {\n      id\n      site\n      siteKey\n      userAgent\n      lastSeenAt\n      createdAt\n      current\n    }\n  }\n"): (typeof documents)["\n  query MySessions {\n    mySessions {\n      id\n      site\n      siteKey\n      userAgent\n      lastSeenAt\n      createdAt\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SocialLoginProviders {\n    socialLoginProviders {\n      id\n      sandbox\n    }\n  }\n"): (typeof documents)["\n  query SocialLoginProviders {\n    socialLoginProviders {\n      id\n      sandbox\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartSocialLogin($input: StartSocialLoginInput!) {\n    startSocialLogin(input: $input) {\n      authorizeUrl\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation StartSocialLogin($input: StartSocialLoginInput!) {\n    startSocialLogin(input: $input) {\n      authorizeUrl\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteSocialLogin($input: CompleteSocialLoginInput!) {\n    completeSocialLogin(input: $input) {\n      twoFactorRequired\n      challenge\n      viewer {\n        ...ViewerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteSocialLogin($input: CompleteSocialLoginInput!) {\n    completeSocialLogin(input: $input) {\n      twoFactorRequired\n      challenge\n      viewer {\n        ...ViewerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BeginTwoFactorSetup {\n    beginTwoFactorSetup {\n      secret\n      otpauthUrl\n      qrCodeDataUrl\n    }\n  }\n"): (typeof documents)["\n  mutation BeginTwoFactorSetup {\n    beginTwoFactorSetup {\n      secret\n      otpauthUrl\n      qrCodeDataUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivateTwoFactor($code: String!, $currentPassword: String, $emailCode: String) {\n    activateTwoFactor(code: $code, currentPassword: $currentPassword, emailCode: $emailCode) {\n      resetKey\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateTwoFactor($code: String!, $currentPassword: String, $emailCode: String) {\n    activateTwoFactor(code: $code, currentPassword: $currentPassword, emailCode: $emailCode) {\n      resetKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseTwoFactor($code: String!, $currentPassword: String, $emailCode: String) {\n    closeTwoFactor(code: $code, currentPassword: $currentPassword, emailCode: $emailCode)\n  }\n"): (typeof documents)["\n  mutation CloseTwoFactor($code: String!, $currentPassword: String, $emailCode: String) {\n    closeTwoFactor(code: $code, currentPassword: $currentPassword, emailCode: $emailCode)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetTwoFactor($resetKey: String!, $currentPassword: String, $emailCode: String) {\n    resetTwoFactor(resetKey: $resetKey, currentPassword: $currentPassword, emailCode: $emailCode)\n  }\n"): (typeof documents)["\n  mutation ResetTwoFactor($resetKey: String!, $currentPassword: String, $emailCode: String) {\n    resetTwoFactor(resetKey: $resetKey, currentPassword: $currentPassword, emailCode: $emailCode)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendReauthenticationCode {\n    sendReauthenticationCode {\n      resendInSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation SendReauthenticationCode {\n    sendReauthenticationCode {\n      resendInSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerFields on Viewer {\n    id\n    publicId\n    email\n    nickname\n    showNickname\n    firstName\n    lastName\n    realName\n    phoneCountryCode\n    phone\n    country\n    birthday\n    sex\n    postalAddress\n    locale\n    referralCode\n    profilePictureUrl\n    twoFactorEnabled\n    signUpMethod\n    hasPassword\n    role\n    staffRoles\n    usdtBalance\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ViewerFields on Viewer {\n    id\n    publicId\n    email\n    nickname\n    showNickname\n    firstName\n    lastName\n    realName\n    phoneCountryCode\n    phone\n    country\n    birthday\n    sex\n    postalAddress\n    locale\n    referralCode\n    profilePictureUrl\n    twoFactorEnabled\n    signUpMethod\n    hasPassword\n    role\n    staffRoles\n    usdtBalance\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...ViewerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BusinessApplicationFields on BusinessApplication {\n    id\n    state\n    companyName\n    registrationNumber\n    contactName\n    contactEmail\n    phone\n    website\n    category\n    description\n    expectedVolume\n    publisher {\n      id\n      name\n    }\n    rejectReason\n    createdAt\n    decidedAt\n    attachments {\n      key\n      name\n      mime\n      bytes\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment BusinessApplicationFields on BusinessApplication {\n    id\n    state\n    companyName\n    registrationNumber\n    contactName\n    contactEmail\n    phone\n    website\n    category\n    description\n    expectedVolume\n    publisher {\n      id\n      name\n    }\n    rejectReason\n    createdAt\n    decidedAt\n    attachments {\n      key\n      name\n      mime\n      bytes\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBusinessApplication {\n    myBusinessApplication {\n      ...BusinessApplicationFields\n    }\n  }\n"): (typeof documents)["\n  query MyBusinessApplication {\n    myBusinessApplication {\n      ...BusinessApplicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitBusinessApplication($input: BusinessApplicationInput!) {\n    submitBusinessApplication(input: $input) {\n      ...BusinessApplicationFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitBusinessApplication($input: BusinessApplicationInput!) {\n    submitBusinessApplication(input: $input) {\n      ...BusinessApplicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusinessServices {\n    contentItems(kind: BUSINESS_SERVICES, page: 1) {\n      items {\n        id\n        title\n        summary\n        bodyHtml\n        fallback\n      }\n    }\n  }\n"): (typeof documents)["\n  query BusinessServices {\n    contentItems(kind: BUSINESS_SERVICES, page: 1) {\n      items {\n        id\n        title\n        summary\n        bodyHtml\n        fallback\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffBusinessApplicationFields on StaffBusinessApplication {\n    id\n    state\n    companyName\n    registrationNumber\n    contactName\n    contactEmail\n    phone\n    website\n    category\n    description\n    expectedVolume\n    publisher {\n      id\n      name\n    }\n    rejectReason\n    createdAt\n    decidedAt\n    attachments {\n      key\n      name\n      mime\n      bytes\n      url\n    }\n    applicant {\n      id\n      email\n      nickname\n    }\n    decidedByName\n  }\n"): (typeof documents)["\n  fragment StaffBusinessApplicationFields on StaffBusinessApplication {\n    id\n    state\n    companyName\n    registrationNumber\n    contactName\n    contactEmail\n    phone\n    website\n    category\n    description\n    expectedVolume\n    publisher {\n      id\n      name\n    }\n    rejectReason\n    createdAt\n    decidedAt\n    attachments {\n      key\n      name\n      mime\n      bytes\n      url\n    }\n    applicant {\n      id\n      email\n      nickname\n    }\n    decidedByName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusinessApplications($state: BusinessApplicationState, $page: Int) {\n    businessApplications(state: $state, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...StaffBusinessApplicationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query BusinessApplications($state: BusinessApplicationState, $page: Int) {\n    businessApplications(state: $state, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...StaffBusinessApplicationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusinessApplicationPublishers {\n    businessApplicationPublishers {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query BusinessApplicationPublishers {\n    businessApplicationPublishers {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveBusinessApplication($id: ID!, $publisherId: ID!) {\n    approveBusinessApplication(id: $id, publisherId: $publisherId) {\n      ...StaffBusinessApplicationFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveBusinessApplication($id: ID!, $publisherId: ID!) {\n    approveBusinessApplication(id: $id, publisherId: $publisherId) {\n      ...StaffBusinessApplicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectBusinessApplication($id: ID!, $reason: String!) {\n    rejectBusinessApplication(id: $id, reason: $reason) {\n      ...StaffBusinessApplicationFields\n    }\n  }\n"): (typeof documents)["\n  mutation RejectBusinessApplication($id: ID!, $reason: String!) {\n    rejectBusinessApplication(id: $id, reason: $reason) {\n      ...StaffBusinessApplicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CardDetail($id: ID, $token: CardTokenInput) {\n    cardDetail(id: $id, token: $token) {\n      card {\n        ...CardTile_card\n        workNumber\n        edition\n        size\n        creationYear\n        totalIssued\n        releaseAt\n        contractId\n        contractAddress\n        tokenAddress\n        tokenId\n        sellable\n        giftable\n        withdrawable\n        series {\n          id\n          name\n        }\n      }\n      ownersCount\n      remaining\n      likedByViewer\n      viewerUnits {\n        held\n        listed\n        withdrawable\n        giftable\n        sellable\n      }\n      openListings {\n        id\n        type\n        state\n        remaining\n        price\n        endsAt\n        isMine\n        seller {\n          publicId\n          displayName\n        }\n      }\n      bids {\n        id\n        listingId\n        amount\n        createdAt\n        bidder {\n          publicId\n          displayName\n        }\n      }\n      pricePoints {\n        at\n        unitPrice\n      }\n    }\n  }\n"): (typeof documents)["\n  query CardDetail($id: ID, $token: CardTokenInput) {\n    cardDetail(id: $id, token: $token) {\n      card {\n        ...CardTile_card\n        workNumber\n        edition\n        size\n        creationYear\n        totalIssued\n        releaseAt\n        contractId\n        contractAddress\n        tokenAddress\n        tokenId\n        sellable\n        giftable\n        withdrawable\n        series {\n          id\n          name\n        }\n      }\n      ownersCount\n      remaining\n      likedByViewer\n      viewerUnits {\n        held\n        listed\n        withdrawable\n        giftable\n        sellable\n      }\n      openListings {\n        id\n        type\n        state\n        remaining\n        price\n        endsAt\n        isMine\n        seller {\n          publicId\n          displayName\n        }\n      }\n      bids {\n        id\n        listingId\n        amount\n        createdAt\n        bidder {\n          publicId\n          displayName\n        }\n      }\n      pricePoints {\n        at\n        unitPrice\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CardTradeHistory($cardId: ID!, $page: Int) {\n    cardTradeHistory(cardId: $cardId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        kind\n        units\n        unitPrice\n        total\n        createdAt\n        buyer {\n          publicId\n          displayName\n        }\n        seller {\n          publicId\n          displayName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CardTradeHistory($cardId: ID!, $page: Int) {\n    cardTradeHistory(cardId: $cardId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        kind\n        units\n        unitPrice\n        total\n        createdAt\n        buyer {\n          publicId\n          displayName\n        }\n        seller {\n          publicId\n          displayName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikeCard($cardId: ID!) {\n    likeCard(cardId: $cardId) {\n      cardId\n      likes\n      liked\n    }\n  }\n"): (typeof documents)["\n  mutation LikeCard($cardId: ID!) {\n    likeCard(cardId: $cardId) {\n      cardId\n      likes\n      liked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlikeCard($cardId: ID!) {\n    unlikeCard(cardId: $cardId) {\n      cardId\n      likes\n      liked\n    }\n  }\n"): (typeof documents)["\n  mutation UnlikeCard($cardId: ID!) {\n    unlikeCard(cardId: $cardId) {\n      cardId\n      likes\n      liked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CardsByMaker($filter: CardFilter!, $offset: Int!) {\n    cards(filter: $filter, limit: 20, offset: $offset) {\n      total\n      items {\n        ...CardTile_card\n      }\n    }\n  }\n"): (typeof documents)["\n  query CardsByMaker($filter: CardFilter!, $offset: Int!) {\n    cards(filter: $filter, limit: 20, offset: $offset) {\n      total\n      items {\n        ...CardTile_card\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CardTile_card on Card {\n    id\n    name\n    imageUrl\n    likes\n    artist {\n      id\n      name\n    }\n    publisher {\n      id\n      name\n    }\n    chain {\n      id\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment CardTile_card on Card {\n    id\n    name\n    imageUrl\n    likes\n    artist {\n      id\n      name\n    }\n    publisher {\n      id\n      name\n    }\n    chain {\n      id\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeaderSearch($text: String!, $limit: Int!) {\n    search(text: $text, limit: $limit) {\n      type\n      id\n      name\n      imageUrl\n    }\n  }\n"): (typeof documents)["\n  query HeaderSearch($text: String!, $limit: Int!) {\n    search(text: $text, limit: $limit) {\n      type\n      id\n      name\n      imageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CelebrityBoard($period: CelebrityPeriod!, $start: String) {\n    celebrityBoard(period: $period, start: $start) {\n      period\n      start\n      lastDay\n      current\n      closed\n      previousStart\n      nextStart\n      entries {\n        rank\n        previousRank\n        likes\n        likedToday\n        celebrity {\n          id\n          kind\n          name\n          artistId\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CelebrityBoard($period: CelebrityPeriod!, $start: String) {\n    celebrityBoard(period: $period, start: $start) {\n      period\n      start\n      lastDay\n      current\n      closed\n      previousStart\n      nextStart\n      entries {\n        rank\n        previousRank\n        likes\n        likedToday\n        celebrity {\n          id\n          kind\n          name\n          artistId\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CelebrityProfile($id: ID!) {\n    celebrityProfile(id: $id) {\n      likedToday\n      celebrity {\n        id\n        kind\n        name\n        bio\n        artistId\n      }\n      now {\n        period\n        start\n        likes\n        rank\n      }\n      days {\n        start\n        likes\n        rank\n      }\n      weeks {\n        start\n        likes\n        rank\n      }\n      months {\n        start\n        likes\n        rank\n      }\n    }\n  }\n"): (typeof documents)["\n  query CelebrityProfile($id: ID!) {\n    celebrityProfile(id: $id) {\n      likedToday\n      celebrity {\n        id\n        kind\n        name\n        bio\n        artistId\n      }\n      now {\n        period\n        start\n        likes\n        rank\n      }\n      days {\n        start\n        likes\n        rank\n      }\n      weeks {\n        start\n        likes\n        rank\n      }\n      months {\n        start\n        likes\n        rank\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikeCelebrity($id: ID!) {\n    likeCelebrity(id: $id) {\n      celebrityId\n      dayLikes\n      weekLikes\n      monthLikes\n    }\n  }\n"): (typeof documents)["\n  mutation LikeCelebrity($id: ID!) {\n    likeCelebrity(id: $id) {\n      celebrityId\n      dayLikes\n      weekLikes\n      monthLikes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffCelebrities {\n    staffCelebrities {\n      ...StaffCelebrityFields\n    }\n  }\n"): (typeof documents)["\n  query StaffCelebrities {\n    staffCelebrities {\n      ...StaffCelebrityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffCelebrityFields on StaffCelebrity {\n    id\n    kind\n    artistId\n    name\n    active\n    version\n    texts {\n      language\n      name\n      bio\n    }\n  }\n"): (typeof documents)["\n  fragment StaffCelebrityFields on StaffCelebrity {\n    id\n    kind\n    artistId\n    name\n    active\n    version\n    texts {\n      language\n      name\n      bio\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCelebrity($input: CelebrityInput!) {\n    createCelebrity(input: $input) {\n      ...StaffCelebrityFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCelebrity($input: CelebrityInput!) {\n    createCelebrity(input: $input) {\n      ...StaffCelebrityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCelebrity($id: ID!, $version: Int!, $input: CelebrityInput!) {\n    updateCelebrity(id: $id, version: $version, input: $input) {\n      ...StaffCelebrityFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCelebrity($id: ID!, $version: Int!, $input: CelebrityInput!) {\n    updateCelebrity(id: $id, version: $version, input: $input) {\n      ...StaffCelebrityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCelebrityActive($id: ID!, $version: Int!, $active: Boolean!) {\n    setCelebrityActive(id: $id, version: $version, active: $active) {\n      ...StaffCelebrityFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetCelebrityActive($id: ID!, $version: Int!, $active: Boolean!) {\n    setCelebrityActive(id: $id, version: $version, active: $active) {\n      ...StaffCelebrityFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LaunchNotice {\n    launchNotice {\n      enabled\n      text\n      url\n    }\n  }\n"): (typeof documents)["\n  query LaunchNotice {\n    launchNotice {\n      enabled\n      text\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContentItemFields on ContentItem {\n    id\n    kind\n    webType\n    category\n    tags\n    language\n    fallback\n    slug\n    title\n    summary\n    coverUrl\n    publishedAt\n  }\n"): (typeof documents)["\n  fragment ContentItemFields on ContentItem {\n    id\n    kind\n    webType\n    category\n    tags\n    language\n    fallback\n    slug\n    title\n    summary\n    coverUrl\n    publishedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentItems($kind: ContentKind!, $webType: Int, $category: String, $page: Int) {\n    contentItems(kind: $kind, webType: $webType, category: $category, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...ContentItemFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContentItems($kind: ContentKind!, $webType: Int, $category: String, $page: Int) {\n    contentItems(kind: $kind, webType: $webType, category: $category, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...ContentItemFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentCategories($kind: ContentKind!) {\n    contentCategories(kind: $kind)\n  }\n"): (typeof documents)["\n  query ContentCategories($kind: ContentKind!) {\n    contentCategories(kind: $kind)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentItem($id: ID!) {\n    contentItem(id: $id) {\n      ...ContentItemFields\n      bodyHtml\n    }\n  }\n"): (typeof documents)["\n  query ContentItem($id: ID!) {\n    contentItem(id: $id) {\n      ...ContentItemFields\n      bodyHtml\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LatestContent($kind: ContentKind!) {\n    contentItems(kind: $kind, page: 1) {\n      total\n      items {\n        ...ContentItemFields\n        bodyHtml\n      }\n    }\n  }\n"): (typeof documents)["\n  query LatestContent($kind: ContentKind!) {\n    contentItems(kind: $kind, page: 1) {\n      total\n      items {\n        ...ContentItemFields\n        bodyHtml\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketplaceBanners {\n    marketplaceBanners {\n      id\n      imageUrl\n      linkUrl\n      title\n    }\n  }\n"): (typeof documents)["\n  query MarketplaceBanners {\n    marketplaceBanners {\n      id\n      imageUrl\n      linkUrl\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffLaunchNotice {\n    staffLaunchNotice {\n      enabled\n      url\n      texts {\n        language\n        text\n      }\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query StaffLaunchNotice {\n    staffLaunchNotice {\n      enabled\n      url\n      texts {\n        language\n        text\n      }\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetLaunchNotice($input: LaunchNoticeInput!) {\n    setLaunchNotice(input: $input) {\n      enabled\n      url\n      texts {\n        language\n        text\n      }\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetLaunchNotice($input: LaunchNoticeInput!) {\n    setLaunchNotice(input: $input) {\n      enabled\n      url\n      texts {\n        language\n        text\n      }\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffMarketplaceBannerFields on StaffMarketplaceBanner {\n    id\n    position\n    active\n    imageUrl\n    linkUrl\n    titles {\n      language\n      text\n    }\n  }\n"): (typeof documents)["\n  fragment StaffMarketplaceBannerFields on StaffMarketplaceBanner {\n    id\n    position\n    active\n    imageUrl\n    linkUrl\n    titles {\n      language\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffMarketplaceBanners {\n    staffMarketplaceBanners {\n      ...StaffMarketplaceBannerFields\n    }\n  }\n"): (typeof documents)["\n  query StaffMarketplaceBanners {\n    staffMarketplaceBanners {\n      ...StaffMarketplaceBannerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveMarketplaceBanner($input: MarketplaceBannerInput!) {\n    saveMarketplaceBanner(input: $input) {\n      ...StaffMarketplaceBannerFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveMarketplaceBanner($input: MarketplaceBannerInput!) {\n    saveMarketplaceBanner(input: $input) {\n      ...StaffMarketplaceBannerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMarketplaceBanner($id: ID!) {\n    deleteMarketplaceBanner(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteMarketplaceBanner($id: ID!) {\n    deleteMarketplaceBanner(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffContentItemFields on StaffContentItem {\n    id\n    kind\n    webType\n    category\n    tags\n    state\n    coverUrl\n    translations {\n      language\n      slug\n      title\n      summary\n      bodyMarkdown\n    }\n    publishAt\n    publishedAt\n    revision\n    updatedAt\n    updatedByName\n  }\n"): (typeof documents)["\n  fragment StaffContentItemFields on StaffContentItem {\n    id\n    kind\n    webType\n    category\n    tags\n    state\n    coverUrl\n    translations {\n      language\n      slug\n      title\n      summary\n      bodyMarkdown\n    }\n    publishAt\n    publishedAt\n    revision\n    updatedAt\n    updatedByName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffContentItems($kind: ContentKind, $state: ContentState, $search: String, $page: Int) {\n    staffContentItems(kind: $kind, state: $state, search: $search, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...StaffContentItemFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffContentItems($kind: ContentKind, $state: ContentState, $search: String, $page: Int) {\n    staffContentItems(kind: $kind, state: $state, search: $search, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...StaffContentItemFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffContentItem($id: ID!) {\n    staffContentItem(id: $id) {\n      ...StaffContentItemFields\n    }\n  }\n"): (typeof documents)["\n  query StaffContentItem($id: ID!) {\n    staffContentItem(id: $id) {\n      ...StaffContentItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentRevisions($itemId: ID!, $page: Int) {\n    contentRevisions(itemId: $itemId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        revision\n        action\n        changedFields\n        editorName\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContentRevisions($itemId: ID!, $page: Int) {\n    contentRevisions(itemId: $itemId, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        revision\n        action\n        changedFields\n        editorName\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentPreview($markdown: String!) {\n    contentPreview(markdown: $markdown)\n  }\n"): (typeof documents)["\n  query ContentPreview($markdown: String!) {\n    contentPreview(markdown: $markdown)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveContentItem($input: ContentItemInput!) {\n    saveContentItem(input: $input) {\n      ...StaffContentItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveContentItem($input: ContentItemInput!) {\n    saveContentItem(input: $input) {\n      ...StaffContentItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleContentItem($id: ID!, $publishAt: DateTimeISO!, $expectedRevision: Int!) {\n    scheduleContentItem(id: $id, publishAt: $publishAt, expectedRevision: $expectedRevision) {\n      ...StaffContentItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleContentItem($id: ID!, $publishAt: DateTimeISO!, $expectedRevision: Int!) {\n    scheduleContentItem(id: $id, publishAt: $publishAt, expectedRevision: $expectedRevision) {\n      ...StaffContentItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishContentItem($id: ID!, $expectedRevision: Int!) {\n    publishContentItem(id: $id, expectedRevision: $expectedRevision) {\n      ...StaffContentItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation PublishContentItem($id: ID!, $expectedRevision: Int!) {\n    publishContentItem(id: $id, expectedRevision: $expectedRevision) {\n      ...StaffContentItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnscheduleContentItem($id: ID!, $expectedRevision: Int!) {\n    unscheduleContentItem(id: $id, expectedRevision: $expectedRevision) {\n      ...StaffContentItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation UnscheduleContentItem($id: ID!, $expectedRevision: Int!) {\n    unscheduleContentItem(id: $id, expectedRevision: $expectedRevision) {\n      ...StaffContentItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveContentItem($id: ID!, $expectedRevision: Int!) {\n    archiveContentItem(id: $id, expectedRevision: $expectedRevision) {\n      ...StaffContentItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveContentItem($id: ID!, $expectedRevision: Int!) {\n    archiveContentItem(id: $id, expectedRevision: $expectedRevision) {\n      ...StaffContentItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreContentItem($id: ID!, $expectedRevision: Int!) {\n    restoreContentItem(id: $id, expectedRevision: $expectedRevision) {\n      ...StaffContentItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreContentItem($id: ID!, $expectedRevision: Int!) {\n    restoreContentItem(id: $id, expectedRevision: $expectedRevision) {\n      ...StaffContentItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard($from: String!, $to: String!, $granularity: DashboardGranularity!) {\n    dashboard(from: $from, to: $to, granularity: $granularity) {\n      from\n      to\n      granularity\n      computedAt\n      points {\n        period\n        metric\n        dim\n        count\n        a\n        b\n      }\n      endingSoon {\n        listingId\n        cardId\n        endsAt\n        highestBid\n        bidCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query Dashboard($from: String!, $to: String!, $granularity: DashboardGranularity!) {\n    dashboard(from: $from, to: $to, granularity: $granularity) {\n      from\n      to\n      granularity\n      computedAt\n      points {\n        period\n        metric\n        dim\n        count\n        a\n        b\n      }\n      endingSoon {\n        listingId\n        cardId\n        endsAt\n        highestBid\n        bidCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FusionRecipes {\n    fusionRecipes {\n      id\n      name\n      outputUnits\n      canFuse\n      outputCard {\n        id\n        name\n        imageUrl\n      }\n      inputs {\n        units\n        held\n        listed\n        card {\n          id\n          name\n          imageUrl\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FusionRecipes {\n    fusionRecipes {\n      id\n      name\n      outputUnits\n      canFuse\n      outputCard {\n        id\n        name\n        imageUrl\n      }\n      inputs {\n        units\n        held\n        listed\n        card {\n          id\n          name\n          imageUrl\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FusionRecordFields on FusionRecord {\n    id\n    recipeId\n    recipeName\n    outputUnits\n    createdAt\n    outputCard {\n      id\n      name\n      imageUrl\n    }\n    inputs {\n      units\n      card {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment FusionRecordFields on FusionRecord {\n    id\n    recipeId\n    recipeName\n    outputUnits\n    createdAt\n    outputCard {\n      id\n      name\n      imageUrl\n    }\n    inputs {\n      units\n      card {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FusionHistory {\n    fusionHistory {\n      ...FusionRecordFields\n    }\n  }\n"): (typeof documents)["\n  query FusionHistory {\n    fusionHistory {\n      ...FusionRecordFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Fuse($recipeId: ID!, $idempotencyKey: String!) {\n    fuse(recipeId: $recipeId, idempotencyKey: $idempotencyKey) {\n      ...FusionRecordFields\n    }\n  }\n"): (typeof documents)["\n  mutation Fuse($recipeId: ID!, $idempotencyKey: String!) {\n    fuse(recipeId: $recipeId, idempotencyKey: $idempotencyKey) {\n      ...FusionRecordFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LatestCards($limit: Int!) {\n    latestCards(limit: $limit) {\n      ...CardTile_card\n    }\n  }\n"): (typeof documents)["\n  query LatestCards($limit: Int!) {\n    latestCards(limit: $limit) {\n      ...CardTile_card\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChainShowcase($perChain: Int!) {\n    chainShowcase(perChain: $perChain) {\n      chain {\n        id\n        code\n        name\n      }\n      cards {\n        ...CardTile_card\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChainShowcase($perChain: Int!) {\n    chainShowcase(perChain: $perChain) {\n      chain {\n        id\n        code\n        name\n      }\n      cards {\n        ...CardTile_card\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchCards($search: String!, $limit: Int!) {\n    cards(filter: { search: $search }, limit: $limit) {\n      total\n      items {\n        ...CardTile_card\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchCards($search: String!, $limit: Int!) {\n    cards(filter: { search: $search }, limit: $limit) {\n      total\n      items {\n        ...CardTile_card\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JpointWallet {\n    me {\n      id\n      jpointBalance\n      usdtBalance\n    }\n    jpointServiceStatus {\n      endsAt\n      ended\n      pausedNow {\n        topup\n        use\n      }\n      currentPause {\n        id\n        from\n        to\n        scope\n        note\n      }\n    }\n  }\n"): (typeof documents)["\n  query JpointWallet {\n    me {\n      id\n      jpointBalance\n      usdtBalance\n    }\n    jpointServiceStatus {\n      endsAt\n      ended\n      pausedNow {\n        topup\n        use\n      }\n      currentPause {\n        id\n        from\n        to\n        scope\n        note\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JpointConversionFields on JpointConversionQuote {\n    id\n    jpoint\n    usdt\n    rate\n    expiresAt\n    expiresInSeconds\n    confirmed\n    confirmedAt\n  }\n"): (typeof documents)["\n  fragment JpointConversionFields on JpointConversionQuote {\n    id\n    jpoint\n    usdt\n    rate\n    expiresAt\n    expiresInSeconds\n    confirmed\n    confirmedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JpointConversionHistory($page: Int) {\n    jpointConversionHistory(page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...JpointConversionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query JpointConversionHistory($page: Int) {\n    jpointConversionHistory(page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...JpointConversionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuoteJpointConversion($amount: String!) {\n    quoteJpointConversion(amount: $amount) {\n      ...JpointConversionFields\n    }\n  }\n"): (typeof documents)["\n  mutation QuoteJpointConversion($amount: String!) {\n    quoteJpointConversion(amount: $amount) {\n      ...JpointConversionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmJpointConversion($quoteId: ID!) {\n    confirmJpointConversion(quoteId: $quoteId) {\n      ...JpointConversionFields\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmJpointConversion($quoteId: ID!) {\n    confirmJpointConversion(quoteId: $quoteId) {\n      ...JpointConversionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JpointRefundFields on JpointRefundRequest {\n    id\n    amount\n    status\n    payableOn\n    requestedAt\n    paidAt\n    bankCode\n    bankAccount\n    accountHolder\n  }\n"): (typeof documents)["\n  fragment JpointRefundFields on JpointRefundRequest {\n    id\n    amount\n    status\n    payableOn\n    requestedAt\n    paidAt\n    bankCode\n    bankAccount\n    accountHolder\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyJpointRefundRequests {\n    myJpointRefundRequests {\n      ...JpointRefundFields\n    }\n  }\n"): (typeof documents)["\n  query MyJpointRefundRequests {\n    myJpointRefundRequests {\n      ...JpointRefundFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestJpointRefund($input: JpointRefundInput!) {\n    requestJpointRefund(input: $input) {\n      ...JpointRefundFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestJpointRefund($input: JpointRefundInput!) {\n    requestJpointRefund(input: $input) {\n      ...JpointRefundFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffStoreItems {\n    staffStoreItems {\n      id\n      kind\n      cardId\n      price\n      stock\n      sold\n      perMemberLimit\n      imageUrl\n      startsAt\n      endsAt\n      active\n      onSale\n      version\n      name\n      texts {\n        language\n        name\n        description\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffStoreItems {\n    staffStoreItems {\n      id\n      kind\n      cardId\n      price\n      stock\n      sold\n      perMemberLimit\n      imageUrl\n      startsAt\n      endsAt\n      active\n      onSale\n      version\n      name\n      texts {\n        language\n        name\n        description\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateStoreItem($input: StoreItemInput!) {\n    createStoreItem(input: $input) {\n      id\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation CreateStoreItem($input: StoreItemInput!) {\n    createStoreItem(input: $input) {\n      id\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStoreItem($id: ID!, $version: Int!, $input: StoreItemInput!) {\n    updateStoreItem(id: $id, version: $version, input: $input) {\n      id\n      version\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateStoreItem($id: ID!, $version: Int!, $input: StoreItemInput!) {\n    updateStoreItem(id: $id, version: $version, input: $input) {\n      id\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffStoreOrders($status: StoreOrderStatus, $page: Int) {\n    staffStoreOrders(status: $status, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        userId\n        itemName\n        itemKind\n        quantity\n        total\n        status\n        carrier\n        trackingNumber\n        createdAt\n        receiver {\n          name\n          phone\n          address\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffStoreOrders($status: StoreOrderStatus, $page: Int) {\n    staffStoreOrders(status: $status, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        userId\n        itemName\n        itemKind\n        quantity\n        total\n        status\n        carrier\n        trackingNumber\n        createdAt\n        receiver {\n          name\n          phone\n          address\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ShipStoreOrder($id: ID!, $input: StoreShipmentInput!) {\n    shipStoreOrder(id: $id, input: $input) {\n      id\n      status\n      carrier\n      trackingNumber\n    }\n  }\n"): (typeof documents)["\n  mutation ShipStoreOrder($id: ID!, $input: StoreShipmentInput!) {\n    shipStoreOrder(id: $id, input: $input) {\n      id\n      status\n      carrier\n      trackingNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeliverStoreOrder($id: ID!) {\n    deliverStoreOrder(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation DeliverStoreOrder($id: ID!) {\n    deliverStoreOrder(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelStoreOrder($id: ID!) {\n    cancelStoreOrder(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CancelStoreOrder($id: ID!) {\n    cancelStoreOrder(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JpowerStore {\n    jpowerStore {\n      balance\n      items {\n        id\n        kind\n        price\n        stock\n        perMemberLimit\n        imageUrl\n        onSale\n        startsAt\n        endsAt\n        name\n        description\n      }\n    }\n  }\n"): (typeof documents)["\n  query JpowerStore {\n    jpowerStore {\n      balance\n      items {\n        id\n        kind\n        price\n        stock\n        perMemberLimit\n        imageUrl\n        onSale\n        startsAt\n        endsAt\n        name\n        description\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreItem($id: ID!) {\n    storeItem(id: $id) {\n      id\n      kind\n      price\n      stock\n      perMemberLimit\n      imageUrl\n      onSale\n      name\n      description\n    }\n    jpowerStore {\n      balance\n    }\n    myStoreAddresses {\n      id\n      name\n      phone\n      address\n    }\n  }\n"): (typeof documents)["\n  query StoreItem($id: ID!) {\n    storeItem(id: $id) {\n      id\n      kind\n      price\n      stock\n      perMemberLimit\n      imageUrl\n      onSale\n      name\n      description\n    }\n    jpowerStore {\n      balance\n    }\n    myStoreAddresses {\n      id\n      name\n      phone\n      address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyStoreOrders($page: Int) {\n    myStoreOrders(page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        itemName\n        itemKind\n        imageUrl\n        quantity\n        total\n        status\n        carrier\n        trackingNumber\n        createdAt\n        shippedAt\n        receiver {\n          name\n          phone\n          address\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyStoreOrders($page: Int) {\n    myStoreOrders(page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        itemName\n        itemKind\n        imageUrl\n        quantity\n        total\n        status\n        carrier\n        trackingNumber\n        createdAt\n        shippedAt\n        receiver {\n          name\n          phone\n          address\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyStoreOrder($id: ID!) {\n    myStoreOrder(id: $id) {\n      id\n      itemName\n      itemKind\n      quantity\n      total\n      status\n      receiver {\n        name\n        phone\n        address\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyStoreOrder($id: ID!) {\n    myStoreOrder(id: $id) {\n      id\n      itemName\n      itemKind\n      quantity\n      total\n      status\n      receiver {\n        name\n        phone\n        address\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuyStoreItem($input: BuyStoreItemInput!) {\n    buyStoreItem(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation BuyStoreItem($input: BuyStoreItemInput!) {\n    buyStoreItem(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonalKycFields on KycView {\n    status\n    reviewStatus\n    failureReason\n    submittedAt\n    reviewedAt\n    nationality\n    firstName\n    lastName\n    birthday\n    idNumberHint\n    phoneCountry\n    phone\n    phoneVerified\n    address\n    purpose\n    images {\n      front\n      back\n      selfie\n      secondId\n    }\n  }\n"): (typeof documents)["\n  fragment PersonalKycFields on KycView {\n    status\n    reviewStatus\n    failureReason\n    submittedAt\n    reviewedAt\n    nationality\n    firstName\n    lastName\n    birthday\n    idNumberHint\n    phoneCountry\n    phone\n    phoneVerified\n    address\n    purpose\n    images {\n      front\n      back\n      selfie\n      secondId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonalVerification {\n    myKyc {\n      ...PersonalKycFields\n    }\n  }\n"): (typeof documents)["\n  query PersonalVerification {\n    myKyc {\n      ...PersonalKycFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KycFormOptions {\n    kycOptions {\n      nationalities\n      purposes\n    }\n  }\n"): (typeof documents)["\n  query KycFormOptions {\n    kycOptions {\n      nationalities\n      purposes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendKycPhoneCode($phoneCountry: String!, $phone: String!) {\n    sendKycPhoneCode(phoneCountry: $phoneCountry, phone: $phone) {\n      resendInSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation SendKycPhoneCode($phoneCountry: String!, $phone: String!) {\n    sendKycPhoneCode(phoneCountry: $phoneCountry, phone: $phone) {\n      resendInSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyKycPhone($phoneCountry: String!, $phone: String!, $code: String!) {\n    verifyKycPhone(phoneCountry: $phoneCountry, phone: $phone, code: $code)\n  }\n"): (typeof documents)["\n  mutation VerifyKycPhone($phoneCountry: String!, $phone: String!, $code: String!) {\n    verifyKycPhone(phoneCountry: $phoneCountry, phone: $phone, code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitKyc($input: SubmitKycInput!) {\n    submitKyc(input: $input) {\n      ...PersonalKycFields\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitKyc($input: SubmitKycInput!) {\n    submitKyc(input: $input) {\n      ...PersonalKycFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CardIntro($listingId: ID!) {\n    listing(id: $listingId) {\n      id\n      card {\n        id\n        edition\n        creationYear\n        size\n        workNumber\n        totalIssued\n        contractAddress\n        tokenId\n        releaseAt\n        series {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CardIntro($listingId: ID!) {\n    listing(id: $listingId) {\n      id\n      card {\n        id\n        edition\n        creationYear\n        size\n        workNumber\n        totalIssued\n        contractAddress\n        tokenId\n        releaseAt\n        series {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriceHistory($cardId: ID!) {\n    priceHistory(cardId: $cardId) {\n      at\n      unitPrice\n    }\n  }\n"): (typeof documents)["\n  query PriceHistory($cardId: ID!) {\n    priceHistory(cardId: $cardId) {\n      at\n      unitPrice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CardTrades($cardId: ID!) {\n    cardTrades(cardId: $cardId) {\n      ...TradeFields\n    }\n  }\n"): (typeof documents)["\n  query CardTrades($cardId: ID!) {\n    cardTrades(cardId: $cardId) {\n      ...TradeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListingFields on Listing {\n    id\n    type\n    state\n    units\n    remaining\n    unitPrice\n    startPrice\n    buyNowPrice\n    highestBid\n    bidCount\n    minimumNextBid\n    startsAt\n    endsAt\n    createdAt\n    isMine\n    card {\n      ...CardTile_card\n    }\n    seller {\n      publicId\n      displayName\n    }\n  }\n"): (typeof documents)["\n  fragment ListingFields on Listing {\n    id\n    type\n    state\n    units\n    remaining\n    unitPrice\n    startPrice\n    buyNowPrice\n    highestBid\n    bidCount\n    minimumNextBid\n    startsAt\n    endsAt\n    createdAt\n    isMine\n    card {\n      ...CardTile_card\n    }\n    seller {\n      publicId\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TradeFields on Trade {\n    id\n    orderId\n    kind\n    units\n    unitPrice\n    total\n    fee\n    sellerReceives\n    createdAt\n    card {\n      ...CardTile_card\n    }\n    buyer {\n      publicId\n      displayName\n    }\n    seller {\n      publicId\n      displayName\n    }\n  }\n"): (typeof documents)["\n  fragment TradeFields on Trade {\n    id\n    orderId\n    kind\n    units\n    unitPrice\n    total\n    fee\n    sellerReceives\n    createdAt\n    card {\n      ...CardTile_card\n    }\n    buyer {\n      publicId\n      displayName\n    }\n    seller {\n      publicId\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuyListing($input: BuyListingInput!) {\n    buyListing(input: $input) {\n      ...TradeFields\n    }\n  }\n"): (typeof documents)["\n  mutation BuyListing($input: BuyListingInput!) {\n    buyListing(input: $input) {\n      ...TradeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceBid($input: PlaceBidInput!) {\n    placeBid(input: $input) {\n      ...ListingFields\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceBid($input: PlaceBidInput!) {\n    placeBid(input: $input) {\n      ...ListingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelListing($listingId: ID!) {\n    cancelListing(listingId: $listingId) {\n      ...ListingFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelListing($listingId: ID!) {\n    cancelListing(listingId: $listingId) {\n      ...ListingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateListingPrice($listingId: ID!, $unitPrice: String!) {\n    updateListingPrice(listingId: $listingId, unitPrice: $unitPrice) {\n      ...ListingFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateListingPrice($listingId: ID!, $unitPrice: String!) {\n    updateListingPrice(listingId: $listingId, unitPrice: $unitPrice) {\n      ...ListingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateListing($input: CreateListingInput!) {\n    createListing(input: $input) {\n      ...ListingFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateListing($input: CreateListingInput!) {\n    createListing(input: $input) {\n      ...ListingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAuction($input: UpdateAuctionInput!) {\n    updateAuction(input: $input) {\n      ...ListingFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAuction($input: UpdateAuctionInput!) {\n    updateAuction(input: $input) {\n      ...ListingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderBook($filter: OrderBookFilter) {\n    orderBook(filter: $filter) {\n      page\n      pageSize\n      hasNext\n      items {\n        ...ListingFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderBook($filter: OrderBookFilter) {\n    orderBook(filter: $filter) {\n      page\n      pageSize\n      hasNext\n      items {\n        ...ListingFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketChains {\n    chains {\n      id\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query MarketChains {\n    chains {\n      id\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketPublishers {\n    publishers {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query MarketPublishers {\n    publishers {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Listing($id: ID!) {\n    listing(id: $id) {\n      ...ListingFields\n    }\n  }\n"): (typeof documents)["\n  query Listing($id: ID!) {\n    listing(id: $id) {\n      ...ListingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BidHistory($listingId: ID!) {\n    bidHistory(listingId: $listingId) {\n      id\n      amount\n      createdAt\n      bidder {\n        publicId\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  query BidHistory($listingId: ID!) {\n    bidHistory(listingId: $listingId) {\n      id\n      amount\n      createdAt\n      bidder {\n        publicId\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PurchaseQuote($listingId: ID!, $units: Int!) {\n    purchaseQuote(listingId: $listingId, units: $units) {\n      total\n      fee\n      sellerReceives\n    }\n  }\n"): (typeof documents)["\n  query PurchaseQuote($listingId: ID!, $units: Int!) {\n    purchaseQuote(listingId: $listingId, units: $units) {\n      total\n      fee\n      sellerReceives\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Trade($orderId: String!) {\n    trade(orderId: $orderId) {\n      ...TradeFields\n    }\n  }\n"): (typeof documents)["\n  query Trade($orderId: String!) {\n    trade(orderId: $orderId) {\n      ...TradeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCollection {\n    myCollection {\n      units\n      listed\n      card {\n        ...CardTile_card\n        sellable\n        giftable\n        withdrawable\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyCollection {\n    myCollection {\n      units\n      listed\n      card {\n        ...CardTile_card\n        sellable\n        giftable\n        withdrawable\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySellList {\n    mySellList {\n      ...ListingFields\n    }\n  }\n"): (typeof documents)["\n  query MySellList {\n    mySellList {\n      ...ListingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBuyList {\n    myBuyList {\n      ...TradeFields\n    }\n    myBids {\n      myHighestBid\n      outcome\n      listing {\n        ...ListingFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyBuyList {\n    myBuyList {\n      ...TradeFields\n    }\n    myBids {\n      myHighestBid\n      outcome\n      listing {\n        ...ListingFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySoldList {\n    mySoldList {\n      ...TradeFields\n    }\n  }\n"): (typeof documents)["\n  query MySoldList {\n    mySoldList {\n      ...TradeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyBids {\n    myBids {\n      myHighestBid\n      outcome\n      listing {\n        ...ListingFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyBids {\n    myBids {\n      myHighestBid\n      outcome\n      listing {\n        ...ListingFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IssuesForPublisher {\n    issuesForPublisher\n  }\n"): (typeof documents)["\n  query IssuesForPublisher {\n    issuesForPublisher\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Missions {\n    missions {\n      kind\n      missions {\n        id\n        number\n        kind\n        period\n        title\n        description\n        reward\n        event\n        target\n        progress\n        status\n        resetsAt\n        endsAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query Missions {\n    missions {\n      kind\n      missions {\n        id\n        number\n        kind\n        period\n        title\n        description\n        reward\n        event\n        target\n        progress\n        status\n        resetsAt\n        endsAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyJpower {\n    myJpower {\n      balance\n      level\n      lifetime\n      nextLevelAt\n    }\n  }\n"): (typeof documents)["\n  query MyJpower {\n    myJpower {\n      balance\n      level\n      lifetime\n      nextLevelAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimMission($missionId: ID!) {\n    claimMission(missionId: $missionId) {\n      id\n      status\n      progress\n      target\n    }\n  }\n"): (typeof documents)["\n  mutation ClaimMission($missionId: ID!) {\n    claimMission(missionId: $missionId) {\n      id\n      status\n      progress\n      target\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MissionsAdmin {\n    missionsAdmin {\n      id\n      number\n      kind\n      period\n      reward\n      publisherId\n      event\n      target\n      seriesId\n      startsAt\n      endsAt\n      active\n      version\n      texts {\n        language\n        title\n        description\n      }\n    }\n  }\n"): (typeof documents)["\n  query MissionsAdmin {\n    missionsAdmin {\n      id\n      number\n      kind\n      period\n      reward\n      publisherId\n      event\n      target\n      seriesId\n      startsAt\n      endsAt\n      active\n      version\n      texts {\n        language\n        title\n        description\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveMission($id: ID, $version: Int, $input: MissionInput!) {\n    saveMission(id: $id, version: $version, input: $input) {\n      id\n      version\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation SaveMission($id: ID, $version: Int, $input: MissionInput!) {\n    saveMission(id: $id, version: $version, input: $input) {\n      id\n      version\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMissionActive($id: ID!, $version: Int!, $active: Boolean!) {\n    setMissionActive(id: $id, version: $version, active: $active) {\n      id\n      version\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation SetMissionActive($id: ID!, $version: Int!, $active: Boolean!) {\n    setMissionActive(id: $id, version: $version, active: $active) {\n      id\n      version\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IssuerMissions {\n    issuerMissions {\n      id\n      number\n      kind\n      period\n      reward\n      publisherId\n      event\n      target\n      seriesId\n      startsAt\n      endsAt\n      active\n      version\n      texts {\n        language\n        title\n        description\n      }\n    }\n  }\n"): (typeof documents)["\n  query IssuerMissions {\n    issuerMissions {\n      id\n      number\n      kind\n      period\n      reward\n      publisherId\n      event\n      target\n      seriesId\n      startsAt\n      endsAt\n      active\n      version\n      texts {\n        language\n        title\n        description\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveIssuerMission($id: ID, $version: Int, $input: MissionInput!) {\n    saveIssuerMission(id: $id, version: $version, input: $input) {\n      id\n      version\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation SaveIssuerMission($id: ID, $version: Int, $input: MissionInput!) {\n    saveIssuerMission(id: $id, version: $version, input: $input) {\n      id\n      version\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetIssuerMissionActive($id: ID!, $version: Int!, $active: Boolean!) {\n    setIssuerMissionActive(id: $id, version: $version, active: $active) {\n      id\n      version\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation SetIssuerMissionActive($id: ID!, $version: Int!, $active: Boolean!) {\n    setIssuerMissionActive(id: $id, version: $version, active: $active) {\n      id\n      version\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BroadcastNotice($input: BroadcastNoticeInput!) {\n    broadcastNotice(input: $input) {\n      id\n      title\n      segment\n      locale\n      recipients\n      done\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation BroadcastNotice($input: BroadcastNoticeInput!) {\n    broadcastNotice(input: $input) {\n      id\n      title\n      segment\n      locale\n      recipients\n      done\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffBroadcasts($page: Int) {\n    staffBroadcasts(page: $page) {\n      items {\n        id\n        title\n        segment\n        locale\n        path\n        recipients\n        done\n        createdAt\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query StaffBroadcasts($page: Int) {\n    staffBroadcasts(page: $page) {\n      items {\n        id\n        title\n        segment\n        locale\n        path\n        recipients\n        done\n        createdAt\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NoticeFields on Notice {\n    id\n    kind\n    createdAt\n    read\n    title\n    body\n    path\n    link {\n      type\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment NoticeFields on Notice {\n    id\n    kind\n    createdAt\n    read\n    title\n    body\n    path\n    link {\n      type\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notices($unreadOnly: Boolean, $page: Int) {\n    notices(unreadOnly: $unreadOnly, page: $page) {\n      items {\n        ...NoticeFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query Notices($unreadOnly: Boolean, $page: Int) {\n    notices(unreadOnly: $unreadOnly, page: $page) {\n      items {\n        ...NoticeFields\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoticeUnreadCount {\n    noticeUnreadCount\n  }\n"): (typeof documents)["\n  query NoticeUnreadCount {\n    noticeUnreadCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNoticeRead($id: ID!) {\n    markNoticeRead(id: $id) {\n      ...NoticeFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNoticeRead($id: ID!) {\n    markNoticeRead(id: $id) {\n      ...NoticeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNoticesRead {\n    markAllNoticesRead\n  }\n"): (typeof documents)["\n  mutation MarkAllNoticesRead {\n    markAllNoticesRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoticePreferences {\n    noticePreferences {\n      kind\n      email\n    }\n  }\n"): (typeof documents)["\n  query NoticePreferences {\n    noticePreferences {\n      kind\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetNoticePreference($kind: NoticeKind!, $email: Boolean!) {\n    setNoticePreference(kind: $kind, email: $email) {\n      kind\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation SetNoticePreference($kind: NoticeKind!, $email: Boolean!) {\n    setNoticePreference(kind: $kind, email: $email) {\n      kind\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NoticeReceived {\n    noticeReceived {\n      ...NoticeFields\n    }\n  }\n"): (typeof documents)["\n  subscription NoticeReceived {\n    noticeReceived {\n      ...NoticeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenPackage($packageId: ID!) {\n    openPackage(packageId: $packageId) {\n      ...PackageFields\n    }\n  }\n"): (typeof documents)["\n  mutation OpenPackage($packageId: ID!) {\n    openPackage(packageId: $packageId) {\n      ...PackageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PackageFields on UserPackage {\n    id\n    productId\n    productName\n    serial\n    totalSupply\n    cardsPerPackage\n    state\n    openAt\n    openedAt\n    createdAt\n    seedHash\n    draws {\n      slot\n      rarity\n      card {\n        ...CardTile_card\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PackageFields on UserPackage {\n    id\n    productId\n    productName\n    serial\n    totalSupply\n    cardsPerPackage\n    state\n    openAt\n    openedAt\n    createdAt\n    seedHash\n    draws {\n      slot\n      rarity\n      card {\n        ...CardTile_card\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPackages($state: PackageState) {\n    myPackages(state: $state) {\n      ...PackageFields\n    }\n  }\n"): (typeof documents)["\n  query MyPackages($state: PackageState) {\n    myPackages(state: $state) {\n      ...PackageFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PackageOdds($productId: ID!) {\n    packageOdds(productId: $productId) {\n      productId\n      name\n      cardsPerPackage\n      totalWeight\n      seedHash\n      rarities {\n        rarity\n        weight\n        percent\n        cards\n      }\n      cards {\n        rarity\n        weight\n        percent\n        card {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PackageOdds($productId: ID!) {\n    packageOdds(productId: $productId) {\n      productId\n      name\n      cardsPerPackage\n      totalWeight\n      seedHash\n      rarities {\n        rarity\n        weight\n        percent\n        cards\n      }\n      cards {\n        rarity\n        weight\n        percent\n        card {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PackageVerification($productId: ID!, $serial: Int) {\n    packageVerification(productId: $productId, serial: $serial) {\n      productId\n      algorithm\n      seedHash\n      seed\n      revealed\n      revealReason\n      cardsPerPackage\n      totalWeight\n      pool {\n        entryId\n        rarity\n        weight\n        card {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PackageVerification($productId: ID!, $serial: Int) {\n    packageVerification(productId: $productId, serial: $serial) {\n      productId\n      algorithm\n      seedHash\n      seed\n      revealed\n      revealReason\n      cardsPerPackage\n      totalWeight\n      pool {\n        entryId\n        rarity\n        weight\n        card {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerConsent($request: PartnerConsentRequest!) {\n    partnerConsent(request: $request) {\n      partnerName\n      scopes\n      alreadyBound\n      denyUrl\n    }\n  }\n"): (typeof documents)["\n  query PartnerConsent($request: PartnerConsentRequest!) {\n    partnerConsent(request: $request) {\n      partnerName\n      scopes\n      alreadyBound\n      denyUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApprovePartnerConsent($request: PartnerConsentRequest!) {\n    approvePartnerConsent(request: $request) {\n      redirectUrl\n      memberId\n    }\n  }\n"): (typeof documents)["\n  mutation ApprovePartnerConsent($request: PartnerConsentRequest!) {\n    approvePartnerConsent(request: $request) {\n      redirectUrl\n      memberId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPartnerBindings {\n    myPartnerBindings {\n      id\n      partnerName\n      scopes\n      method\n      state\n      boundAt\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  query MyPartnerBindings {\n    myPartnerBindings {\n      id\n      partnerName\n      scopes\n      method\n      state\n      boundAt\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokePartnerBinding($id: ID!) {\n    revokePartnerBinding(id: $id) {\n      id\n      state\n      revokedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RevokePartnerBinding($id: ID!) {\n    revokePartnerBinding(id: $id) {\n      id\n      state\n      revokedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffPartnerFields on Partner {\n    id\n    name\n    scopes\n    callbackUrl\n    keyPrefix\n    previousKeyUntil\n    publisherId\n    active\n    version\n    createdAt\n  }\n"): (typeof documents)["\n  fragment StaffPartnerFields on Partner {\n    id\n    name\n    scopes\n    callbackUrl\n    keyPrefix\n    previousKeyUntil\n    publisherId\n    active\n    version\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffPartners {\n    staffPartners {\n      ...StaffPartnerFields\n    }\n  }\n"): (typeof documents)["\n  query StaffPartners {\n    staffPartners {\n      ...StaffPartnerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterPartner($input: PartnerInput!) {\n    registerPartner(input: $input) {\n      apiKey\n      webhookSecret\n      partner {\n        ...StaffPartnerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterPartner($input: PartnerInput!) {\n    registerPartner(input: $input) {\n      apiKey\n      webhookSecret\n      partner {\n        ...StaffPartnerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePartner($id: ID!, $version: Int!, $input: PartnerInput!, $active: Boolean!) {\n    updatePartner(id: $id, version: $version, input: $input, active: $active) {\n      ...StaffPartnerFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePartner($id: ID!, $version: Int!, $input: PartnerInput!, $active: Boolean!) {\n    updatePartner(id: $id, version: $version, input: $input, active: $active) {\n      ...StaffPartnerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotatePartnerKey($id: ID!, $version: Int!, $overlapSeconds: Int) {\n    rotatePartnerKey(id: $id, version: $version, overlapSeconds: $overlapSeconds) {\n      apiKey\n      partner {\n        ...StaffPartnerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RotatePartnerKey($id: ID!, $version: Int!, $overlapSeconds: Int) {\n    rotatePartnerKey(id: $id, version: $version, overlapSeconds: $overlapSeconds) {\n      apiKey\n      partner {\n        ...StaffPartnerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotatePartnerWebhookSecret($id: ID!, $version: Int!) {\n    rotatePartnerWebhookSecret(id: $id, version: $version) {\n      webhookSecret\n      partner {\n        ...StaffPartnerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RotatePartnerWebhookSecret($id: ID!, $version: Int!) {\n    rotatePartnerWebhookSecret(id: $id, version: $version) {\n      webhookSecret\n      partner {\n        ...StaffPartnerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerDeliveries($partnerId: ID!, $limit: Int) {\n    partnerDeliveries(partnerId: $partnerId, limit: $limit) {\n      id\n      eventId\n      type\n      state\n      attempts\n      lastStatus\n      createdAt\n      deliveredAt\n      deliveries {\n        attempt\n        statusCode\n        ok\n        error\n        durationMs\n        at\n      }\n    }\n  }\n"): (typeof documents)["\n  query PartnerDeliveries($partnerId: ID!, $limit: Int) {\n    partnerDeliveries(partnerId: $partnerId, limit: $limit) {\n      id\n      eventId\n      type\n      state\n      attempts\n      lastStatus\n      createdAt\n      deliveredAt\n      deliveries {\n        attempt\n        statusCode\n        ok\n        error\n        durationMs\n        at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeliverPartnerEvent($id: ID!) {\n    redeliverPartnerEvent(id: $id) {\n      id\n      state\n    }\n  }\n"): (typeof documents)["\n  mutation RedeliverPartnerEvent($id: ID!) {\n    redeliverPartnerEvent(id: $id) {\n      id\n      state\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PrimaryProductFields on PrimaryProduct {\n    id\n    kind\n    name\n    description\n    priceTwd\n    discountPriceTwd\n    priceJpoint\n    totalSupply\n    remaining\n    maxPerOrder\n    purchasable\n    releaseAt\n    earlyBirdAt\n    saleEndsAt\n    openAt\n    cardsPerPackage\n    seedHash\n    card {\n      ...CardTile_card\n    }\n  }\n"): (typeof documents)["\n  fragment PrimaryProductFields on PrimaryProduct {\n    id\n    kind\n    name\n    description\n    priceTwd\n    discountPriceTwd\n    priceJpoint\n    totalSupply\n    remaining\n    maxPerOrder\n    purchasable\n    releaseAt\n    earlyBirdAt\n    saleEndsAt\n    openAt\n    cardsPerPackage\n    seedHash\n    card {\n      ...CardTile_card\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PrimaryOrderFields on PrimaryOrder {\n    orderId\n    kind\n    state\n    productId\n    productName\n    productKind\n    quantity\n    payWith\n    paymentWay\n    amountTwd\n    amountJpoint\n    jpointCredit\n    paidLate\n    lateOutcome\n    expiresAt\n    paidAt\n    createdAt\n    paymentUrl\n    atm {\n      bankCode\n      virtualAccount\n      deadline\n    }\n    invoiceType\n    carrierCode\n    purchaserName\n    purchaserEmail\n  }\n"): (typeof documents)["\n  fragment PrimaryOrderFields on PrimaryOrder {\n    orderId\n    kind\n    state\n    productId\n    productName\n    productKind\n    quantity\n    payWith\n    paymentWay\n    amountTwd\n    amountJpoint\n    jpointCredit\n    paidLate\n    lateOutcome\n    expiresAt\n    paidAt\n    createdAt\n    paymentUrl\n    atm {\n      bankCode\n      virtualAccount\n      deadline\n    }\n    invoiceType\n    carrierCode\n    purchaserName\n    purchaserEmail\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuyJpoint($input: BuyJpointInput!) {\n    buyJpoint(input: $input) {\n      ...PrimaryOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation BuyJpoint($input: BuyJpointInput!) {\n    buyJpoint(input: $input) {\n      ...PrimaryOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuyProduct($input: BuyProductInput!) {\n    buyProduct(input: $input) {\n      ...PrimaryOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation BuyProduct($input: BuyProductInput!) {\n    buyProduct(input: $input) {\n      ...PrimaryOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrimaryProducts($kind: ProductKind) {\n    primaryProducts(kind: $kind) {\n      ...PrimaryProductFields\n    }\n  }\n"): (typeof documents)["\n  query PrimaryProducts($kind: ProductKind) {\n    primaryProducts(kind: $kind) {\n      ...PrimaryProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrimaryProduct($id: ID!) {\n    primaryProduct(id: $id) {\n      ...PrimaryProductFields\n    }\n  }\n"): (typeof documents)["\n  query PrimaryProduct($id: ID!) {\n    primaryProduct(id: $id) {\n      ...PrimaryProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentWays {\n    paymentWays {\n      id\n      method\n      provider\n    }\n  }\n"): (typeof documents)["\n  query PaymentWays {\n    paymentWays {\n      id\n      method\n      provider\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrimaryBuyer {\n    me {\n      id\n      email\n      nickname\n      realName\n      phone\n      jpointBalance\n    }\n  }\n"): (typeof documents)["\n  query PrimaryBuyer {\n    me {\n      id\n      email\n      nickname\n      realName\n      phone\n      jpointBalance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrimaryOrder($orderId: String!) {\n    primaryOrder(orderId: $orderId) {\n      ...PrimaryOrderFields\n    }\n  }\n"): (typeof documents)["\n  query PrimaryOrder($orderId: String!) {\n    primaryOrder(orderId: $orderId) {\n      ...PrimaryOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPrimaryOrders($kind: PrimaryOrderKind, $page: Int) {\n    myPrimaryOrders(kind: $kind, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...PrimaryOrderFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyPrimaryOrders($kind: PrimaryOrderKind, $page: Int) {\n    myPrimaryOrders(kind: $kind, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...PrimaryOrderFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Quiz($id: ID!) {\n    quiz(id: $id) {\n      id\n      title\n      description\n      startsAt\n      endsAt\n      open\n      timeLimitSeconds\n      maxAttempts\n      passScore\n      totalPoints\n      questionCount\n      rewardKind\n      rewardJpower\n      attemptsLeft\n      passed\n      attempts {\n        id\n        attemptNo\n        state\n        deadlineAt\n        score\n        passed\n      }\n    }\n  }\n"): (typeof documents)["\n  query Quiz($id: ID!) {\n    quiz(id: $id) {\n      id\n      title\n      description\n      startsAt\n      endsAt\n      open\n      timeLimitSeconds\n      maxAttempts\n      passScore\n      totalPoints\n      questionCount\n      rewardKind\n      rewardJpower\n      attemptsLeft\n      passed\n      attempts {\n        id\n        attemptNo\n        state\n        deadlineAt\n        score\n        passed\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuizAttemptDetail on QuizAttempt {\n    quizId\n    totalPoints\n    passScore\n    attempt {\n      id\n      attemptNo\n      state\n      startedAt\n      deadlineAt\n      score\n      passed\n    }\n    questions {\n      id\n      position\n      points\n      body\n      choices {\n        id\n        body\n      }\n    }\n    results {\n      questionId\n      choiceId\n      correct\n    }\n  }\n"): (typeof documents)["\n  fragment QuizAttemptDetail on QuizAttempt {\n    quizId\n    totalPoints\n    passScore\n    attempt {\n      id\n      attemptNo\n      state\n      startedAt\n      deadlineAt\n      score\n      passed\n    }\n    questions {\n      id\n      position\n      points\n      body\n      choices {\n        id\n        body\n      }\n    }\n    results {\n      questionId\n      choiceId\n      correct\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartQuizAttempt($quizId: ID!) {\n    startQuizAttempt(quizId: $quizId) {\n      ...QuizAttemptDetail\n    }\n  }\n"): (typeof documents)["\n  mutation StartQuizAttempt($quizId: ID!) {\n    startQuizAttempt(quizId: $quizId) {\n      ...QuizAttemptDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitQuizAttempt($attemptId: ID!, $answers: [QuizAnswerInput!]!) {\n    submitQuizAttempt(attemptId: $attemptId, answers: $answers) {\n      ...QuizAttemptDetail\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitQuizAttempt($attemptId: ID!, $answers: [QuizAnswerInput!]!) {\n    submitQuizAttempt(attemptId: $attemptId, answers: $answers) {\n      ...QuizAttemptDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffQuizDetail on StaffQuiz {\n    id\n    version\n    title\n    open\n    startsAt\n    endsAt\n    timeLimitSeconds\n    maxAttempts\n    passScore\n    totalPoints\n    rewardKind\n    rewardJpower\n    attemptCount\n    texts {\n      language\n      title\n      description\n    }\n    questions {\n      id\n      points\n      texts {\n        language\n        body\n      }\n      choices {\n        id\n        correct\n        texts {\n          language\n          body\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment StaffQuizDetail on StaffQuiz {\n    id\n    version\n    title\n    open\n    startsAt\n    endsAt\n    timeLimitSeconds\n    maxAttempts\n    passScore\n    totalPoints\n    rewardKind\n    rewardJpower\n    attemptCount\n    texts {\n      language\n      title\n      description\n    }\n    questions {\n      id\n      points\n      texts {\n        language\n        body\n      }\n      choices {\n        id\n        correct\n        texts {\n          language\n          body\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffQuizzes {\n    staffQuizzes {\n      ...StaffQuizDetail\n    }\n  }\n"): (typeof documents)["\n  query StaffQuizzes {\n    staffQuizzes {\n      ...StaffQuizDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateQuiz($input: QuizInput!) {\n    createQuiz(input: $input) {\n      ...StaffQuizDetail\n    }\n  }\n"): (typeof documents)["\n  mutation CreateQuiz($input: QuizInput!) {\n    createQuiz(input: $input) {\n      ...StaffQuizDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateQuiz($id: ID!, $version: Int!, $input: QuizInput!) {\n    updateQuiz(id: $id, version: $version, input: $input) {\n      ...StaffQuizDetail\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateQuiz($id: ID!, $version: Int!, $input: QuizInput!) {\n    updateQuiz(id: $id, version: $version, input: $input) {\n      ...StaffQuizDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdministeredRedeemEvents {\n    administeredRedeemEvents {\n      ...RedeemEventFields\n    }\n  }\n"): (typeof documents)["\n  query AdministeredRedeemEvents {\n    administeredRedeemEvents {\n      ...RedeemEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RedeemEventRedemptions($eventId: ID!, $filter: RedemptionFilter, $limit: Int, $offset: Int) {\n    redeemEventRedemptions(eventId: $eventId, filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        memberEmail\n        redemption {\n          ...RedemptionFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RedeemEventRedemptions($eventId: ID!, $filter: RedemptionFilter, $limit: Int, $offset: Int) {\n    redeemEventRedemptions(eventId: $eventId, filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        memberEmail\n        redemption {\n          ...RedemptionFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RedeemEventCodes($eventId: ID!, $filter: RedeemCodeFilter, $limit: Int, $offset: Int) {\n    redeemEventCodes(eventId: $eventId, filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        code\n        status\n        boundEmail\n        packName\n        redeemedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query RedeemEventCodes($eventId: ID!, $filter: RedeemCodeFilter, $limit: Int, $offset: Int) {\n    redeemEventCodes(eventId: $eventId, filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        code\n        status\n        boundEmail\n        packName\n        redeemedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClaimGift($payload: String!, $scannedAt: DateTimeISO!) {\n    claimGift(payload: $payload, scannedAt: $scannedAt) {\n      ...RedemptionFields\n    }\n  }\n"): (typeof documents)["\n  mutation ClaimGift($payload: String!, $scannedAt: DateTimeISO!) {\n    claimGift(payload: $payload, scannedAt: $scannedAt) {\n      ...RedemptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GenerateRedeemCodes($eventId: ID!, $count: Int!, $boundEmails: [String!]) {\n    generateRedeemCodes(eventId: $eventId, count: $count, boundEmails: $boundEmails)\n  }\n"): (typeof documents)["\n  mutation GenerateRedeemCodes($eventId: ID!, $count: Int!, $boundEmails: [String!]) {\n    generateRedeemCodes(eventId: $eventId, count: $count, boundEmails: $boundEmails)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RedeemCardFields on Card {\n    id\n    name\n    imageUrl\n    tokenId\n    artist {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment RedeemCardFields on Card {\n    id\n    name\n    imageUrl\n    tokenId\n    artist {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RedeemEventFields on RedeemEvent {\n    id\n    name\n    description\n    publisherName\n    startsAt\n    endsAt\n    state\n    rewardKind\n    cards {\n      ...RedeemCardFields\n    }\n    unitsPerRedemption\n    jpointAmount\n    giftName\n    stock\n    redeemedCount\n    perAccountLimit\n    packName\n  }\n"): (typeof documents)["\n  fragment RedeemEventFields on RedeemEvent {\n    id\n    name\n    description\n    publisherName\n    startsAt\n    endsAt\n    state\n    rewardKind\n    cards {\n      ...RedeemCardFields\n    }\n    unitsPerRedemption\n    jpointAmount\n    giftName\n    stock\n    redeemedCount\n    perAccountLimit\n    packName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RedemptionFields on Redemption {\n    id\n    code\n    redeemedAt\n    units\n    jpointAmount\n    giftName\n    receiverName\n    receiverPhone\n    receiverAddress\n    claimStatus\n    claimedAt\n    card {\n      ...RedeemCardFields\n    }\n    event {\n      ...RedeemEventFields\n    }\n  }\n"): (typeof documents)["\n  fragment RedemptionFields on Redemption {\n    id\n    code\n    redeemedAt\n    units\n    jpointAmount\n    giftName\n    receiverName\n    receiverPhone\n    receiverAddress\n    claimStatus\n    claimedAt\n    card {\n      ...RedeemCardFields\n    }\n    event {\n      ...RedeemEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RedeemCodePreview($code: String!) {\n    redeemCodePreview(code: $code) {\n      code\n      needsCardChoice\n      needsShipment\n      event {\n        ...RedeemEventFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query RedeemCodePreview($code: String!) {\n    redeemCodePreview(code: $code) {\n      code\n      needsCardChoice\n      needsShipment\n      event {\n        ...RedeemEventFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeemCode($input: RedeemCodeInput!) {\n    redeemCode(input: $input) {\n      ...RedemptionFields\n    }\n  }\n"): (typeof documents)["\n  mutation RedeemCode($input: RedeemCodeInput!) {\n    redeemCode(input: $input) {\n      ...RedemptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyRedemptions($limit: Int, $offset: Int) {\n    myRedemptions(limit: $limit, offset: $offset) {\n      total\n      items {\n        ...RedemptionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyRedemptions($limit: Int, $offset: Int) {\n    myRedemptions(limit: $limit, offset: $offset) {\n      total\n      items {\n        ...RedemptionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RedemptionClaimQr($redemptionId: ID!) {\n    redemptionClaimQr(redemptionId: $redemptionId) {\n      payload\n      issuedAt\n      rotatesAt\n    }\n  }\n"): (typeof documents)["\n  query RedemptionClaimQr($redemptionId: ID!) {\n    redemptionClaimQr(redemptionId: $redemptionId) {\n      payload\n      issuedAt\n      rotatesAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffRedeemEvents($limit: Int, $offset: Int) {\n    staffRedeemEvents(limit: $limit, offset: $offset) {\n      total\n      items {\n        ...RedeemEventFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffRedeemEvents($limit: Int, $offset: Int) {\n    staffRedeemEvents(limit: $limit, offset: $offset) {\n      total\n      items {\n        ...RedeemEventFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRedeemEvent($input: RedeemEventInput!) {\n    createRedeemEvent(input: $input) {\n      ...RedeemEventFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRedeemEvent($input: RedeemEventInput!) {\n    createRedeemEvent(input: $input) {\n      ...RedeemEventFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetRedeemEventAdministrators($eventId: ID!, $emails: [String!]!) {\n    setRedeemEventAdministrators(eventId: $eventId, emails: $emails) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SetRedeemEventAdministrators($eventId: ID!, $emails: [String!]!) {\n    setRedeemEventAdministrators(eventId: $eventId, emails: $emails) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GrantIssuer($email: String!, $publisherId: ID!) {\n    grantIssuer(email: $email, publisherId: $publisherId)\n  }\n"): (typeof documents)["\n  mutation GrantIssuer($email: String!, $publisherId: ID!) {\n    grantIssuer(email: $email, publisherId: $publisherId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RedeemPublishers {\n    publishers {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query RedeemPublishers {\n    publishers {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShowroomFields on Showroom {\n    id\n    name\n    templateId\n    templateName\n    columns\n    slotCount\n    description\n    coverUrl\n    coverKey\n    status\n    established\n    publishedAt\n    takenDownReason\n    likeCount\n    likedByViewer\n    isOwner\n    owner {\n      publicId\n      displayName\n      profilePictureUrl\n    }\n    slots {\n      slotIndex\n      card {\n        ...CardTile_card\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ShowroomFields on Showroom {\n    id\n    name\n    templateId\n    templateName\n    columns\n    slotCount\n    description\n    coverUrl\n    coverKey\n    status\n    established\n    publishedAt\n    takenDownReason\n    likeCount\n    likedByViewer\n    isOwner\n    owner {\n      publicId\n      displayName\n      profilePictureUrl\n    }\n    slots {\n      slotIndex\n      card {\n        ...CardTile_card\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Jallery {\n    jallery {\n      hasAccess\n      productId\n      roomsPerMember\n      slotsPerRoom\n    }\n  }\n"): (typeof documents)["\n  query Jallery {\n    jallery {\n      hasAccess\n      productId\n      roomsPerMember\n      slotsPerRoom\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Showroom($id: ID!) {\n    showroom(id: $id) {\n      ...ShowroomFields\n    }\n  }\n"): (typeof documents)["\n  query Showroom($id: ID!) {\n    showroom(id: $id) {\n      ...ShowroomFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShowroomGallery($order: ShowroomOrder!, $page: Int) {\n    showrooms(order: $order, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        description\n        coverUrl\n        likeCount\n        likedByViewer\n        publishedAt\n        owner {\n          publicId\n          displayName\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ShowroomGallery($order: ShowroomOrder!, $page: Int) {\n    showrooms(order: $order, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        name\n        description\n        coverUrl\n        likeCount\n        likedByViewer\n        publishedAt\n        owner {\n          publicId\n          displayName\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyShowrooms {\n    myShowrooms {\n      ...ShowroomFields\n    }\n    showroomTemplates {\n      id\n      name\n      columns\n      slotCount\n    }\n    myCollection {\n      units\n      listed\n      card {\n        ...CardTile_card\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyShowrooms {\n    myShowrooms {\n      ...ShowroomFields\n    }\n    showroomTemplates {\n      id\n      name\n      columns\n      slotCount\n    }\n    myCollection {\n      units\n      listed\n      card {\n        ...CardTile_card\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateShowroom($input: CreateShowroomInput!) {\n    createShowroom(input: $input) {\n      ...ShowroomFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateShowroom($input: CreateShowroomInput!) {\n    createShowroom(input: $input) {\n      ...ShowroomFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateShowroom($id: ID!, $input: UpdateShowroomInput!) {\n    updateShowroom(id: $id, input: $input) {\n      ...ShowroomFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateShowroom($id: ID!, $input: UpdateShowroomInput!) {\n    updateShowroom(id: $id, input: $input) {\n      ...ShowroomFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveShowroomSlots($id: ID!, $slots: [ShowroomSlotInput!]!) {\n    saveShowroomSlots(id: $id, slots: $slots) {\n      ...ShowroomFields\n    }\n  }\n"): (typeof documents)["\n  mutation SaveShowroomSlots($id: ID!, $slots: [ShowroomSlotInput!]!) {\n    saveShowroomSlots(id: $id, slots: $slots) {\n      ...ShowroomFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteShowroom($id: ID!) {\n    deleteShowroom(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteShowroom($id: ID!) {\n    deleteShowroom(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikeShowroom($id: ID!, $like: Boolean!) {\n    likeShowroom(id: $id, like: $like) {\n      id\n      likeCount\n      likedByViewer\n    }\n  }\n"): (typeof documents)["\n  mutation LikeShowroom($id: ID!, $like: Boolean!) {\n    likeShowroom(id: $id, like: $like) {\n      id\n      likeCount\n      likedByViewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffShowroomTemplates {\n    staffShowroomTemplates {\n      id\n      name\n      columns\n      slotCount\n      retiredAt\n    }\n  }\n"): (typeof documents)["\n  query StaffShowroomTemplates {\n    staffShowroomTemplates {\n      id\n      name\n      columns\n      slotCount\n      retiredAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateShowroomTemplate($input: ShowroomTemplateInput!) {\n    createShowroomTemplate(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateShowroomTemplate($input: ShowroomTemplateInput!) {\n    createShowroomTemplate(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetireShowroomTemplate($id: ID!, $retired: Boolean!) {\n    retireShowroomTemplate(id: $id, retired: $retired) {\n      id\n      retiredAt\n    }\n  }\n"): (typeof documents)["\n  mutation RetireShowroomTemplate($id: ID!, $retired: Boolean!) {\n    retireShowroomTemplate(id: $id, retired: $retired) {\n      id\n      retiredAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TakeDownShowroom($id: ID!, $reason: String!) {\n    takeDownShowroom(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation TakeDownShowroom($id: ID!, $reason: String!) {\n    takeDownShowroom(id: $id, reason: $reason) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffProductFields on PrimaryProduct {\n    id\n    kind\n    name\n    description\n    card {\n      id\n      name\n      imageUrl\n    }\n    priceTwd\n    discountPriceTwd\n    priceJpoint\n    totalSupply\n    remaining\n    maxPerOrder\n    purchasable\n    releaseAt\n    earlyBirdAt\n    saleEndsAt\n    openAt\n    cardsPerPackage\n    seedHash\n  }\n"): (typeof documents)["\n  fragment StaffProductFields on PrimaryProduct {\n    id\n    kind\n    name\n    description\n    card {\n      id\n      name\n      imageUrl\n    }\n    priceTwd\n    discountPriceTwd\n    priceJpoint\n    totalSupply\n    remaining\n    maxPerOrder\n    purchasable\n    releaseAt\n    earlyBirdAt\n    saleEndsAt\n    openAt\n    cardsPerPackage\n    seedHash\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffPrimaryProducts($kind: ProductKind) {\n    primaryProducts(kind: $kind) {\n      ...StaffProductFields\n    }\n  }\n"): (typeof documents)["\n  query StaffPrimaryProducts($kind: ProductKind) {\n    primaryProducts(kind: $kind) {\n      ...StaffProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateReleaseProduct($input: CreateReleaseInput!) {\n    createReleaseProduct(input: $input) {\n      ...StaffProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateReleaseProduct($input: CreateReleaseInput!) {\n    createReleaseProduct(input: $input) {\n      ...StaffProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePackageProduct($input: CreatePackageProductInput!) {\n    createPackageProduct(input: $input) {\n      id\n      name\n      seedHash\n      totalSupply\n      releaseAt\n      openAt\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePackageProduct($input: CreatePackageProductInput!) {\n    createPackageProduct(input: $input) {\n      id\n      name\n      seedHash\n      totalSupply\n      releaseAt\n      openAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevealPackageSeed($productId: ID!) {\n    revealPackageSeed(productId: $productId) {\n      productId\n      seedHash\n      seed\n      revealed\n      revealReason\n    }\n  }\n"): (typeof documents)["\n  mutation RevealPackageSeed($productId: ID!) {\n    revealPackageSeed(productId: $productId) {\n      productId\n      seedHash\n      seed\n      revealed\n      revealReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffFusionRecipes {\n    fusionRecipes(includeInactive: true) {\n      id\n      name\n      active\n      outputUnits\n      createdAt\n      outputCard {\n        id\n        name\n        imageUrl\n      }\n      inputs {\n        units\n        card {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffFusionRecipes {\n    fusionRecipes(includeInactive: true) {\n      id\n      name\n      active\n      outputUnits\n      createdAt\n      outputCard {\n        id\n        name\n        imageUrl\n      }\n      inputs {\n        units\n        card {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFusionRecipe($input: CreateFusionRecipeInput!) {\n    createFusionRecipe(input: $input) {\n      id\n      name\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFusionRecipe($input: CreateFusionRecipeInput!) {\n    createFusionRecipe(input: $input) {\n      id\n      name\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetFusionRecipeActive($recipeId: ID!, $active: Boolean!) {\n    setFusionRecipeActive(recipeId: $recipeId, active: $active) {\n      id\n      active\n    }\n  }\n"): (typeof documents)["\n  mutation SetFusionRecipeActive($recipeId: ID!, $active: Boolean!) {\n    setFusionRecipeActive(recipeId: $recipeId, active: $active) {\n      id\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffCardFields on Card {\n    id\n    name\n    imageUrl\n    totalIssued\n    releaseAt\n    artist {\n      id\n      name\n    }\n    chain {\n      id\n      code\n    }\n  }\n"): (typeof documents)["\n  fragment StaffCardFields on Card {\n    id\n    name\n    imageUrl\n    totalIssued\n    releaseAt\n    artist {\n      id\n      name\n    }\n    chain {\n      id\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffCards($search: String, $limit: Int!) {\n    staffCards(search: $search, limit: $limit) {\n      ...StaffCardFields\n    }\n  }\n"): (typeof documents)["\n  query StaffCards($search: String, $limit: Int!) {\n    staffCards(search: $search, limit: $limit) {\n      ...StaffCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CardFormOptions {\n    cardFormOptions {\n      artists {\n        id\n        name\n      }\n      publishers {\n        id\n        name\n      }\n      chains {\n        id\n        code\n        name\n      }\n      series {\n        id\n        name\n        publisherId\n      }\n    }\n  }\n"): (typeof documents)["\n  query CardFormOptions {\n    cardFormOptions {\n      artists {\n        id\n        name\n      }\n      publishers {\n        id\n        name\n      }\n      chains {\n        id\n        code\n        name\n      }\n      series {\n        id\n        name\n        publisherId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCard($input: CreateCardInput!) {\n    createCard(input: $input) {\n      ...StaffCardFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCard($input: CreateCardInput!) {\n    createCard(input: $input) {\n      ...StaffCardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateReleaseProduct($input: UpdateReleaseInput!) {\n    updateReleaseProduct(input: $input) {\n      ...StaffProductFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateReleaseProduct($input: UpdateReleaseInput!) {\n    updateReleaseProduct(input: $input) {\n      ...StaffProductFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePackageProduct($input: UpdatePackageProductInput!) {\n    updatePackageProduct(input: $input) {\n      id\n      priceTwd\n      priceJpoint\n      totalSupply\n      remaining\n      maxPerOrder\n      releaseAt\n      openAt\n      saleEndsAt\n      seedHash\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePackageProduct($input: UpdatePackageProductInput!) {\n    updatePackageProduct(input: $input) {\n      id\n      priceTwd\n      priceJpoint\n      totalSupply\n      remaining\n      maxPerOrder\n      releaseAt\n      openAt\n      saleEndsAt\n      seedHash\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffAuditLog($filter: AuditLogFilterInput) {\n    staffAuditLog(filter: $filter) {\n      total\n      page\n      pageSize\n      items {\n        id\n        createdAt\n        actor {\n          id\n          nickname\n          email\n        }\n        actorRoles\n        operation\n        kind\n        targetType\n        targetId\n        outcome\n        args\n        before\n        after\n        requestId\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffAuditLog($filter: AuditLogFilterInput) {\n    staffAuditLog(filter: $filter) {\n      total\n      page\n      pageSize\n      items {\n        id\n        createdAt\n        actor {\n          id\n          nickname\n          email\n        }\n        actorRoles\n        operation\n        kind\n        targetType\n        targetId\n        outcome\n        args\n        before\n        after\n        requestId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCreditRequestFields on AdminCreditRequest {\n    id\n    status\n    amount\n    reason\n    createdAt\n    decidedAt\n    decisionNote\n    transactionId\n    target {\n      id\n      email\n      nickname\n    }\n    requestedBy {\n      id\n      nickname\n    }\n    decidedBy {\n      id\n      nickname\n    }\n  }\n"): (typeof documents)["\n  fragment AdminCreditRequestFields on AdminCreditRequest {\n    id\n    status\n    amount\n    reason\n    createdAt\n    decidedAt\n    decisionNote\n    transactionId\n    target {\n      id\n      email\n      nickname\n    }\n    requestedBy {\n      id\n      nickname\n    }\n    decidedBy {\n      id\n      nickname\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCreditRequests($status: AdminCreditRequestStatus, $page: Int) {\n    adminCreditRequests(status: $status, page: $page) {\n      total\n      page\n      pageSize\n      fourEyesThreshold\n      items {\n        ...AdminCreditRequestFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCreditRequests($status: AdminCreditRequestStatus, $page: Int) {\n    adminCreditRequests(status: $status, page: $page) {\n      total\n      page\n      pageSize\n      fourEyesThreshold\n      items {\n        ...AdminCreditRequestFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreditUsdt($input: AdminCreditUsdtInput!) {\n    adminCreditUsdt(input: $input) {\n      transactionId\n      replayed\n      pendingRequest {\n        ...AdminCreditRequestFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreditUsdt($input: AdminCreditUsdtInput!) {\n    adminCreditUsdt(input: $input) {\n      transactionId\n      replayed\n      pendingRequest {\n        ...AdminCreditRequestFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveAdminCredit($id: ID!) {\n    approveAdminCredit(id: $id) {\n      ...AdminCreditRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveAdminCredit($id: ID!) {\n    approveAdminCredit(id: $id) {\n      ...AdminCreditRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectAdminCredit($id: ID!, $note: String!) {\n    rejectAdminCredit(id: $id, note: $note) {\n      ...AdminCreditRequestFields\n    }\n  }\n"): (typeof documents)["\n  mutation RejectAdminCredit($id: ID!, $note: String!) {\n    rejectAdminCredit(id: $id, note: $note) {\n      ...AdminCreditRequestFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffOpenListings($input: StaffListingSearchInput) {\n    staffOpenListings(input: $input) {\n      total\n      page\n      pageSize\n      items {\n        id\n        type\n        cardId\n        cardName\n        cardImageUrl\n        sellerId\n        sellerPublicId\n        sellerName\n        units\n        remaining\n        unitPrice\n        highestBid\n        bidCount\n        createdAt\n        endsAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffOpenListings($input: StaffListingSearchInput) {\n    staffOpenListings(input: $input) {\n      total\n      page\n      pageSize\n      items {\n        id\n        type\n        cardId\n        cardName\n        cardImageUrl\n        sellerId\n        sellerPublicId\n        sellerName\n        units\n        remaining\n        unitPrice\n        highestBid\n        bidCount\n        createdAt\n        endsAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TakeDownListing($listingId: ID!, $reason: String!) {\n    takeDownListing(listingId: $listingId, reason: $reason) {\n      listingId\n      sellerId\n      cardId\n      units\n    }\n  }\n"): (typeof documents)["\n  mutation TakeDownListing($listingId: ID!, $reason: String!) {\n    takeDownListing(listingId: $listingId, reason: $reason) {\n      listingId\n      sellerId\n      cardId\n      units\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffMember($query: String!) {\n    staffMember(query: $query) {\n      id\n      publicId\n      email\n      nickname\n      role\n      status\n      locale\n      twoFactorEnabled\n      createdAt\n      deletionDueAt\n      kycStatus\n      kycReviewedAt\n      balances {\n        currency\n        available\n        frozen\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffMember($query: String!) {\n    staffMember(query: $query) {\n      id\n      publicId\n      email\n      nickname\n      role\n      status\n      locale\n      twoFactorEnabled\n      createdAt\n      deletionDueAt\n      kycStatus\n      kycReviewedAt\n      balances {\n        currency\n        available\n        frozen\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffMemberActivity($userId: ID!, $view: StaffMemberView!) {\n    staffMemberActivity(userId: $userId, view: $view) {\n      id\n      title\n      detail\n      status\n      amount\n      at\n    }\n  }\n"): (typeof documents)["\n  query StaffMemberActivity($userId: ID!, $view: StaffMemberView!) {\n    staffMemberActivity(userId: $userId, view: $view) {\n      id\n      title\n      detail\n      status\n      amount\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetMemberTwoFactor($userId: ID!, $identityCheckNotes: String!) {\n    resetMemberTwoFactor(userId: $userId, identityCheckNotes: $identityCheckNotes)\n  }\n"): (typeof documents)["\n  mutation ResetMemberTwoFactor($userId: ID!, $identityCheckNotes: String!) {\n    resetMemberTwoFactor(userId: $userId, identityCheckNotes: $identityCheckNotes)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffReservesReport {\n    reservesReport {\n      reportDate\n      createdAt\n      liabilities\n      onChain\n      shortfall\n      complete\n      lines {\n        network\n        hotWallet\n        depositAddresses\n        coldStorage\n        gasWallet\n        averageGasPerSweep\n        gasRunwaySweeps\n        error\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffReservesReport {\n    reservesReport {\n      reportDate\n      createdAt\n      liabilities\n      onChain\n      shortfall\n      complete\n      lines {\n        network\n        hotWallet\n        depositAddresses\n        coldStorage\n        gasWallet\n        averageGasPerSweep\n        gasRunwaySweeps\n        error\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffSweepIssues {\n    sweepIssues {\n      id\n      network\n      address\n      status\n      amount\n      destinationKind\n      gasTxHash\n      sweepTxHash\n      reason\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query StaffSweepIssues {\n    sweepIssues {\n      id\n      network\n      address\n      status\n      amount\n      destinationKind\n      gasTxHash\n      sweepTxHash\n      reason\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffJpointService {\n    jpointServiceStatus {\n      endsAt\n      ended\n      pauses {\n        id\n        scope\n        from\n        to\n        note\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffJpointService {\n    jpointServiceStatus {\n      endsAt\n      ended\n      pauses {\n        id\n        scope\n        from\n        to\n        note\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetJpointServiceEnd($endsAt: DateTimeISO) {\n    setJpointServiceEnd(endsAt: $endsAt) {\n      endsAt\n      ended\n    }\n  }\n"): (typeof documents)["\n  mutation SetJpointServiceEnd($endsAt: DateTimeISO) {\n    setJpointServiceEnd(endsAt: $endsAt) {\n      endsAt\n      ended\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddJpointPause($input: JpointPauseInput!) {\n    addJpointPause(input: $input) {\n      id\n      scope\n      from\n      to\n      note\n    }\n  }\n"): (typeof documents)["\n  mutation AddJpointPause($input: JpointPauseInput!) {\n    addJpointPause(input: $input) {\n      id\n      scope\n      from\n      to\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveJpointPause($id: ID!) {\n    removeJpointPause(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveJpointPause($id: ID!) {\n    removeJpointPause(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffJpointRefunds($status: JpointRefundStatus) {\n    jpointRefundRequests(status: $status) {\n      id\n      userId\n      userNickname\n      amount\n      bankCode\n      bankAccount\n      accountHolder\n      status\n      payableOn\n      requestedAt\n      paidAt\n    }\n  }\n"): (typeof documents)["\n  query StaffJpointRefunds($status: JpointRefundStatus) {\n    jpointRefundRequests(status: $status) {\n      id\n      userId\n      userNickname\n      amount\n      bankCode\n      bankAccount\n      accountHolder\n      status\n      payableOn\n      requestedAt\n      paidAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayDueJpointRefunds {\n    payDueJpointRefunds\n  }\n"): (typeof documents)["\n  mutation PayDueJpointRefunds {\n    payDueJpointRefunds\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment KycReviewFields on KycReviewItem {\n    id\n    status\n    member {\n      id\n      email\n      nickname\n    }\n    nationality\n    firstName\n    lastName\n    birthday\n    idNumber\n    phoneCountry\n    phone\n    address\n    purpose\n    submittedAt\n    reviewedAt\n    failureReason\n    images {\n      front\n      back\n      selfie\n      secondId\n    }\n  }\n"): (typeof documents)["\n  fragment KycReviewFields on KycReviewItem {\n    id\n    status\n    member {\n      id\n      email\n      nickname\n    }\n    nationality\n    firstName\n    lastName\n    birthday\n    idNumber\n    phoneCountry\n    phone\n    address\n    purpose\n    submittedAt\n    reviewedAt\n    failureReason\n    images {\n      front\n      back\n      selfie\n      secondId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KycQueue($status: KycStatus, $page: Int) {\n    kycQueue(status: $status, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...KycReviewFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query KycQueue($status: KycStatus, $page: Int) {\n    kycQueue(status: $status, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...KycReviewFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReviewKyc($id: ID!, $approve: Boolean!, $reason: String) {\n    reviewKyc(id: $id, approve: $approve, reason: $reason) {\n      ...KycReviewFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReviewKyc($id: ID!, $approve: Boolean!, $reason: String) {\n    reviewKyc(id: $id, approve: $approve, reason: $reason) {\n      ...KycReviewFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffUsdtWithdrawalFields on UsdtWithdrawal {\n    ...UsdtWithdrawalFields\n    member {\n      id\n      email\n      nickname\n    }\n  }\n"): (typeof documents)["\n  fragment StaffUsdtWithdrawalFields on UsdtWithdrawal {\n    ...UsdtWithdrawalFields\n    member {\n      id\n      email\n      nickname\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsdtWithdrawalQueue($status: WithdrawalStatus, $page: Int) {\n    usdtWithdrawalQueue(status: $status, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...StaffUsdtWithdrawalFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query UsdtWithdrawalQueue($status: WithdrawalStatus, $page: Int) {\n    usdtWithdrawalQueue(status: $status, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...StaffUsdtWithdrawalFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveUsdtWithdrawal($id: ID!) {\n    approveUsdtWithdrawal(id: $id) {\n      ...StaffUsdtWithdrawalFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveUsdtWithdrawal($id: ID!) {\n    approveUsdtWithdrawal(id: $id) {\n      ...StaffUsdtWithdrawalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectUsdtWithdrawal($id: ID!, $reason: String!) {\n    rejectUsdtWithdrawal(id: $id, reason: $reason) {\n      ...StaffUsdtWithdrawalFields\n    }\n  }\n"): (typeof documents)["\n  mutation RejectUsdtWithdrawal($id: ID!, $reason: String!) {\n    rejectUsdtWithdrawal(id: $id, reason: $reason) {\n      ...StaffUsdtWithdrawalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffCardWithdrawalFields on CardWithdrawal {\n    ...CardWithdrawalFields\n    member {\n      id\n      email\n      nickname\n    }\n  }\n"): (typeof documents)["\n  fragment StaffCardWithdrawalFields on CardWithdrawal {\n    ...CardWithdrawalFields\n    member {\n      id\n      email\n      nickname\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CardWithdrawalQueue($status: WithdrawalStatus, $page: Int) {\n    cardWithdrawalQueue(status: $status, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...StaffCardWithdrawalFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CardWithdrawalQueue($status: WithdrawalStatus, $page: Int) {\n    cardWithdrawalQueue(status: $status, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...StaffCardWithdrawalFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveCardWithdrawal($id: ID!) {\n    approveCardWithdrawal(id: $id) {\n      ...StaffCardWithdrawalFields\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveCardWithdrawal($id: ID!) {\n    approveCardWithdrawal(id: $id) {\n      ...StaffCardWithdrawalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectCardWithdrawal($id: ID!, $reason: String!) {\n    rejectCardWithdrawal(id: $id, reason: $reason) {\n      ...StaffCardWithdrawalFields\n    }\n  }\n"): (typeof documents)["\n  mutation RejectCardWithdrawal($id: ID!, $reason: String!) {\n    rejectCardWithdrawal(id: $id, reason: $reason) {\n      ...StaffCardWithdrawalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettleUsdtWithdrawal($id: ID!, $txHash: String, $confirmNotSent: Boolean) {\n    settleUsdtWithdrawal(id: $id, txHash: $txHash, confirmNotSent: $confirmNotSent) {\n      ...StaffUsdtWithdrawalFields\n    }\n  }\n"): (typeof documents)["\n  mutation SettleUsdtWithdrawal($id: ID!, $txHash: String, $confirmNotSent: Boolean) {\n    settleUsdtWithdrawal(id: $id, txHash: $txHash, confirmNotSent: $confirmNotSent) {\n      ...StaffUsdtWithdrawalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SettleCardWithdrawal($id: ID!, $txHash: String, $confirmNotSent: Boolean) {\n    settleCardWithdrawal(id: $id, txHash: $txHash, confirmNotSent: $confirmNotSent) {\n      ...StaffCardWithdrawalFields\n    }\n  }\n"): (typeof documents)["\n  mutation SettleCardWithdrawal($id: ID!, $txHash: String, $confirmNotSent: Boolean) {\n    settleCardWithdrawal(id: $id, txHash: $txHash, confirmNotSent: $confirmNotSent) {\n      ...StaffCardWithdrawalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChainStatus {\n    chainStatus {\n      network\n      available\n      confirmations\n      error\n      headBlock\n      cursorBlock\n      lagBlocks\n      lastPolledAt\n      pendingDeposits\n      hotWallet\n      hotWalletUsdt\n      hotWalletGas\n      openWithdrawals\n      shortfall\n    }\n  }\n"): (typeof documents)["\n  query ChainStatus {\n    chainStatus {\n      network\n      available\n      confirmations\n      error\n      headBlock\n      cursorBlock\n      lagBlocks\n      lastPolledAt\n      pendingDeposits\n      hotWallet\n      hotWalletUsdt\n      hotWalletGas\n      openWithdrawals\n      shortfall\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffOrderFields on PrimaryOrder {\n    orderId\n    kind\n    state\n    productName\n    quantity\n    payWith\n    paymentWay\n    amountTwd\n    amountJpoint\n    paidLate\n    lateOutcome\n    refundState\n    purchaserEmail\n    paidAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment StaffOrderFields on PrimaryOrder {\n    orderId\n    kind\n    state\n    productName\n    quantity\n    payWith\n    paymentWay\n    amountTwd\n    amountJpoint\n    paidLate\n    lateOutcome\n    refundState\n    purchaserEmail\n    paidAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LatePaidOrders {\n    latePaidOrders {\n      ...StaffOrderFields\n    }\n  }\n"): (typeof documents)["\n  query LatePaidOrders {\n    latePaidOrders {\n      ...StaffOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefundPaymentOrder($orderNo: String!) {\n    refundPaymentOrder(orderNo: $orderNo) {\n      ...StaffOrderFields\n    }\n  }\n"): (typeof documents)["\n  mutation RefundPaymentOrder($orderNo: String!) {\n    refundPaymentOrder(orderNo: $orderNo) {\n      ...StaffOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountsPendingDeletion {\n    accountsPendingDeletion {\n      userId\n      publicId\n      email\n      nickname\n      deletionDueAt\n    }\n  }\n"): (typeof documents)["\n  query AccountsPendingDeletion {\n    accountsPendingDeletion {\n      userId\n      publicId\n      email\n      nickname\n      deletionDueAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreAccount($userId: ID!) {\n    restoreAccount(userId: $userId)\n  }\n"): (typeof documents)["\n  mutation RestoreAccount($userId: ID!) {\n    restoreAccount(userId: $userId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Campaigns {\n    campaigns {\n      id\n      title\n      prize\n      startsAt\n      endsAt\n      state\n      winnersCount\n      collected\n      completed\n      stamps {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query Campaigns {\n    campaigns {\n      id\n      title\n      prize\n      startsAt\n      endsAt\n      state\n      winnersCount\n      collected\n      completed\n      stamps {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Campaign($id: ID!) {\n    campaign(id: $id) {\n      ...CampaignDetail\n    }\n  }\n"): (typeof documents)["\n  query Campaign($id: ID!) {\n    campaign(id: $id) {\n      ...CampaignDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CampaignDetail on Campaign {\n    id\n    title\n    description\n    prize\n    startsAt\n    endsAt\n    state\n    winnersCount\n    collected\n    completed\n    youWon\n    stamps {\n      id\n      position\n      action\n      refId\n      name\n      hint\n      collectedAt\n    }\n    proof {\n      algorithm\n      seedHash\n      seed\n      completerCount\n      drawnAt\n    }\n    winners {\n      rank\n      displayName\n      you\n    }\n  }\n"): (typeof documents)["\n  fragment CampaignDetail on Campaign {\n    id\n    title\n    description\n    prize\n    startsAt\n    endsAt\n    state\n    winnersCount\n    collected\n    completed\n    youWon\n    stamps {\n      id\n      position\n      action\n      refId\n      name\n      hint\n      collectedAt\n    }\n    proof {\n      algorithm\n      seedHash\n      seed\n      completerCount\n      drawnAt\n    }\n    winners {\n      rank\n      displayName\n      you\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CollectVenueStamp($token: String!) {\n    collectVenueStamp(token: $token) {\n      ...CampaignDetail\n    }\n  }\n"): (typeof documents)["\n  mutation CollectVenueStamp($token: String!) {\n    collectVenueStamp(token: $token) {\n      ...CampaignDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffCampaigns {\n    staffCampaigns {\n      ...StaffCampaignDetail\n    }\n  }\n"): (typeof documents)["\n  query StaffCampaigns {\n    staffCampaigns {\n      ...StaffCampaignDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffCampaignDetail on StaffCampaign {\n    id\n    version\n    title\n    state\n    startsAt\n    endsAt\n    winnersCount\n    proof {\n      seedHash\n      completerCount\n    }\n    texts {\n      language\n      title\n      description\n      prize\n    }\n    stamps {\n      id\n      action\n      refId\n      name\n    }\n    stampTexts {\n      stampId\n      qrToken\n      texts {\n        language\n        name\n        hint\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment StaffCampaignDetail on StaffCampaign {\n    id\n    version\n    title\n    state\n    startsAt\n    endsAt\n    winnersCount\n    proof {\n      seedHash\n      completerCount\n    }\n    texts {\n      language\n      title\n      description\n      prize\n    }\n    stamps {\n      id\n      action\n      refId\n      name\n    }\n    stampTexts {\n      stampId\n      qrToken\n      texts {\n        language\n        name\n        hint\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCampaign($input: CampaignInput!) {\n    createCampaign(input: $input) {\n      ...StaffCampaignDetail\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCampaign($input: CampaignInput!) {\n    createCampaign(input: $input) {\n      ...StaffCampaignDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCampaign($id: ID!, $version: Int!, $input: CampaignInput!) {\n    updateCampaign(id: $id, version: $version, input: $input) {\n      ...StaffCampaignDetail\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCampaign($id: ID!, $version: Int!, $input: CampaignInput!) {\n    updateCampaign(id: $id, version: $version, input: $input) {\n      ...StaffCampaignDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WalletNetworkFields on UsdtNetworkInfo {\n    network\n    chain\n    available\n    fee\n    confirmations\n    maxWithdrawal\n  }\n"): (typeof documents)["\n  fragment WalletNetworkFields on UsdtNetworkInfo {\n    network\n    chain\n    available\n    fee\n    confirmations\n    maxWithdrawal\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DigitalWallet {\n    me {\n      id\n      publicId\n      usdtBalance\n      usdtFrozen\n      jpointBalance\n    }\n  }\n"): (typeof documents)["\n  query DigitalWallet {\n    me {\n      id\n      publicId\n      usdtBalance\n      usdtFrozen\n      jpointBalance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UsdtNetworks {\n    usdtNetworks {\n      ...WalletNetworkFields\n    }\n  }\n"): (typeof documents)["\n  query UsdtNetworks {\n    usdtNetworks {\n      ...WalletNetworkFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDepositAddress($network: UsdtNetwork!) {\n    myDepositAddress(network: $network) {\n      network\n      address\n      qrCode\n      confirmations\n    }\n  }\n"): (typeof documents)["\n  query MyDepositAddress($network: UsdtNetwork!) {\n    myDepositAddress(network: $network) {\n      network\n      address\n      qrCode\n      confirmations\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyUsdtDeposits($page: Int) {\n    myUsdtDeposits(page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        network\n        txHash\n        amount\n        status\n        confirmations\n        requiredConfirmations\n        createdAt\n        creditedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyUsdtDeposits($page: Int) {\n    myUsdtDeposits(page: $page) {\n      total\n      page\n      pageSize\n      items {\n        id\n        network\n        txHash\n        amount\n        status\n        confirmations\n        requiredConfirmations\n        createdAt\n        creditedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UsdtWithdrawalFields on UsdtWithdrawal {\n    id\n    network\n    address\n    amount\n    fee\n    totalDebited\n    status\n    txHash\n    failureReason\n    createdAt\n    reviewedAt\n    sentAt\n  }\n"): (typeof documents)["\n  fragment UsdtWithdrawalFields on UsdtWithdrawal {\n    id\n    network\n    address\n    amount\n    fee\n    totalDebited\n    status\n    txHash\n    failureReason\n    createdAt\n    reviewedAt\n    sentAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WalletUsdtWithdrawalFields on UsdtWithdrawal {\n    ...UsdtWithdrawalFields\n    expectedAmount\n  }\n"): (typeof documents)["\n  fragment WalletUsdtWithdrawalFields on UsdtWithdrawal {\n    ...UsdtWithdrawalFields\n    expectedAmount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyUsdtWithdrawals($status: WithdrawalStatus, $page: Int) {\n    myUsdtWithdrawals(status: $status, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...WalletUsdtWithdrawalFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyUsdtWithdrawals($status: WithdrawalStatus, $page: Int) {\n    myUsdtWithdrawals(status: $status, page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...WalletUsdtWithdrawalFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletWithdrawGate {\n    me {\n      id\n      publicId\n      email\n      twoFactorEnabled\n      usdtBalance\n    }\n    myKyc {\n      status\n      reviewStatus\n      failureReason\n    }\n  }\n"): (typeof documents)["\n  query WalletWithdrawGate {\n    me {\n      id\n      publicId\n      email\n      twoFactorEnabled\n      usdtBalance\n    }\n    myKyc {\n      status\n      reviewStatus\n      failureReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendWithdrawalCode($purpose: StepUpPurpose) {\n    sendWithdrawalCode(purpose: $purpose) {\n      resendInSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation SendWithdrawalCode($purpose: StepUpPurpose) {\n    sendWithdrawalCode(purpose: $purpose) {\n      resendInSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestUsdtWithdrawal($input: RequestUsdtWithdrawalInput!) {\n    requestUsdtWithdrawal(input: $input) {\n      ...WalletUsdtWithdrawalFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestUsdtWithdrawal($input: RequestUsdtWithdrawalInput!) {\n    requestUsdtWithdrawal(input: $input) {\n      ...WalletUsdtWithdrawalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletCardFees {\n    cardWithdrawalFees {\n      jpoint\n      usdt\n    }\n    giftFee {\n      jpoint\n      free\n      freeUntil\n    }\n    me {\n      id\n      publicId\n      email\n      twoFactorEnabled\n      jpointBalance\n      usdtBalance\n    }\n    myKyc {\n      status\n      reviewStatus\n      failureReason\n    }\n  }\n"): (typeof documents)["\n  query WalletCardFees {\n    cardWithdrawalFees {\n      jpoint\n      usdt\n    }\n    giftFee {\n      jpoint\n      free\n      freeUntil\n    }\n    me {\n      id\n      publicId\n      email\n      twoFactorEnabled\n      jpointBalance\n      usdtBalance\n    }\n    myKyc {\n      status\n      reviewStatus\n      failureReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CardWithdrawalFields on CardWithdrawal {\n    id\n    cardId\n    cardName\n    cardImage\n    units\n    chain\n    address\n    feeCurrency\n    fee\n    status\n    txHash\n    failureReason\n    createdAt\n    sentAt\n  }\n"): (typeof documents)["\n  fragment CardWithdrawalFields on CardWithdrawal {\n    id\n    cardId\n    cardName\n    cardImage\n    units\n    chain\n    address\n    feeCurrency\n    fee\n    status\n    txHash\n    failureReason\n    createdAt\n    sentAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestCardWithdrawal($input: RequestCardWithdrawalInput!) {\n    requestCardWithdrawal(input: $input) {\n      ...CardWithdrawalFields\n    }\n  }\n"): (typeof documents)["\n  mutation RequestCardWithdrawal($input: RequestCardWithdrawalInput!) {\n    requestCardWithdrawal(input: $input) {\n      ...CardWithdrawalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WalletCardGiftFields on CardGift {\n    id\n    cardId\n    cardName\n    cardImage\n    units\n    direction\n    counterpartNickname\n    fee\n    createdAt\n  }\n"): (typeof documents)["\n  fragment WalletCardGiftFields on CardGift {\n    id\n    cardId\n    cardName\n    cardImage\n    units\n    direction\n    counterpartNickname\n    fee\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GiftCard($input: GiftCardInput!) {\n    giftCard(input: $input) {\n      ...WalletCardGiftFields\n    }\n  }\n"): (typeof documents)["\n  mutation GiftCard($input: GiftCardInput!) {\n    giftCard(input: $input) {\n      ...WalletCardGiftFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCardWithdrawals($page: Int) {\n    myCardWithdrawals(page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...CardWithdrawalFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyCardWithdrawals($page: Int) {\n    myCardWithdrawals(page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...CardWithdrawalFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyGifts($page: Int) {\n    myGifts(page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...WalletCardGiftFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyGifts($page: Int) {\n    myGifts(page: $page) {\n      total\n      page\n      pageSize\n      items {\n        ...WalletCardGiftFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WalletUsdtWithdrawalDetailFields on UsdtWithdrawal {\n    ...WalletUsdtWithdrawalFields\n    cancelledAt\n  }\n"): (typeof documents)["\n  fragment WalletUsdtWithdrawalDetailFields on UsdtWithdrawal {\n    ...WalletUsdtWithdrawalFields\n    cancelledAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyUsdtWithdrawal($id: ID!) {\n    myUsdtWithdrawal(id: $id) {\n      ...WalletUsdtWithdrawalDetailFields\n    }\n  }\n"): (typeof documents)["\n  query MyUsdtWithdrawal($id: ID!) {\n    myUsdtWithdrawal(id: $id) {\n      ...WalletUsdtWithdrawalDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelUsdtWithdrawal($id: ID!) {\n    cancelUsdtWithdrawal(id: $id) {\n      ...WalletUsdtWithdrawalDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelUsdtWithdrawal($id: ID!) {\n    cancelUsdtWithdrawal(id: $id) {\n      ...WalletUsdtWithdrawalDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WalletCardWithdrawalDetailFields on CardWithdrawal {\n    ...CardWithdrawalFields\n    reviewedAt\n    cancelledAt\n  }\n"): (typeof documents)["\n  fragment WalletCardWithdrawalDetailFields on CardWithdrawal {\n    ...CardWithdrawalFields\n    reviewedAt\n    cancelledAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCardWithdrawal($id: ID!) {\n    myCardWithdrawal(id: $id) {\n      ...WalletCardWithdrawalDetailFields\n    }\n  }\n"): (typeof documents)["\n  query MyCardWithdrawal($id: ID!) {\n    myCardWithdrawal(id: $id) {\n      ...WalletCardWithdrawalDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelCardWithdrawal($id: ID!) {\n    cancelCardWithdrawal(id: $id) {\n      ...WalletCardWithdrawalDetailFields\n    }\n  }\n"): (typeof documents)["\n  mutation CancelCardWithdrawal($id: ID!) {\n    cancelCardWithdrawal(id: $id) {\n      ...WalletCardWithdrawalDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppInfo {\n    appInfo {\n      maintenance\n      supportEmail\n      messengerUrl\n      artCultureUrl\n      chatWidget {\n        src\n        widgetId\n      }\n    }\n  }\n"): (typeof documents)["\n  query AppInfo {\n    appInfo {\n      maintenance\n      supportEmail\n      messengerUrl\n      artCultureUrl\n      chatWidget {\n        src\n        widgetId\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;