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
    "\n  mutation SendRegisterCode($input: SendRegisterCodeInput!) {\n    sendRegisterCode(input: $input) {\n      resendInSeconds\n    }\n  }\n": typeof types.SendRegisterCodeDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...ViewerFields\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  query SocialLoginProviders {\n    socialLoginProviders {\n      id\n      sandbox\n    }\n  }\n": typeof types.SocialLoginProvidersDocument,
    "\n  mutation StartSocialLogin($input: StartSocialLoginInput!) {\n    startSocialLogin(input: $input) {\n      authorizeUrl\n      state\n    }\n  }\n": typeof types.StartSocialLoginDocument,
    "\n  mutation CompleteSocialLogin($input: CompleteSocialLoginInput!) {\n    completeSocialLogin(input: $input) {\n      twoFactorRequired\n      challenge\n      viewer {\n        ...ViewerFields\n      }\n    }\n  }\n": typeof types.CompleteSocialLoginDocument,
    "\n  mutation BeginTwoFactorSetup {\n    beginTwoFactorSetup {\n      secret\n      otpauthUrl\n      qrCodeDataUrl\n    }\n  }\n": typeof types.BeginTwoFactorSetupDocument,
    "\n  mutation ActivateTwoFactor($code: String!) {\n    activateTwoFactor(code: $code) {\n      resetKey\n    }\n  }\n": typeof types.ActivateTwoFactorDocument,
    "\n  mutation CloseTwoFactor($code: String!) {\n    closeTwoFactor(code: $code)\n  }\n": typeof types.CloseTwoFactorDocument,
    "\n  mutation ResetTwoFactor($resetKey: String!) {\n    resetTwoFactor(resetKey: $resetKey)\n  }\n": typeof types.ResetTwoFactorDocument,
    "\n  fragment ViewerFields on Viewer {\n    id\n    publicId\n    email\n    nickname\n    showNickname\n    firstName\n    lastName\n    realName\n    phoneCountryCode\n    phone\n    country\n    birthday\n    sex\n    postalAddress\n    locale\n    referralCode\n    profilePictureUrl\n    twoFactorEnabled\n    signUpMethod\n    hasPassword\n    role\n    usdtBalance\n    createdAt\n  }\n": typeof types.ViewerFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...ViewerFields\n    }\n  }\n": typeof types.MeDocument,
    "\n  fragment CardTile_card on Card {\n    id\n    name\n    imageUrl\n    likes\n    artist {\n      id\n      name\n    }\n    publisher {\n      id\n      name\n    }\n    chain {\n      id\n      code\n      name\n    }\n  }\n": typeof types.CardTile_CardFragmentDoc,
    "\n  query HeaderSearch($text: String!, $limit: Int!) {\n    search(text: $text, limit: $limit) {\n      type\n      id\n      name\n      imageUrl\n    }\n  }\n": typeof types.HeaderSearchDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n": typeof types.SendContactMessageDocument,
    "\n  query LatestCards($limit: Int!) {\n    latestCards(limit: $limit) {\n      ...CardTile_card\n    }\n  }\n": typeof types.LatestCardsDocument,
    "\n  query ChainShowcase($perChain: Int!) {\n    chainShowcase(perChain: $perChain) {\n      chain {\n        id\n        code\n        name\n      }\n      cards {\n        ...CardTile_card\n      }\n    }\n  }\n": typeof types.ChainShowcaseDocument,
    "\n  query SearchCards($search: String!, $limit: Int!) {\n    cards(filter: { search: $search }, limit: $limit) {\n      total\n      items {\n        ...CardTile_card\n      }\n    }\n  }\n": typeof types.SearchCardsDocument,
    "\n  query AppInfo {\n    appInfo {\n      maintenance\n      supportEmail\n      messengerUrl\n    }\n  }\n": typeof types.AppInfoDocument,
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
    "\n  mutation SendRegisterCode($input: SendRegisterCodeInput!) {\n    sendRegisterCode(input: $input) {\n      resendInSeconds\n    }\n  }\n": types.SendRegisterCodeDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...ViewerFields\n    }\n  }\n": types.RegisterDocument,
    "\n  query SocialLoginProviders {\n    socialLoginProviders {\n      id\n      sandbox\n    }\n  }\n": types.SocialLoginProvidersDocument,
    "\n  mutation StartSocialLogin($input: StartSocialLoginInput!) {\n    startSocialLogin(input: $input) {\n      authorizeUrl\n      state\n    }\n  }\n": types.StartSocialLoginDocument,
    "\n  mutation CompleteSocialLogin($input: CompleteSocialLoginInput!) {\n    completeSocialLogin(input: $input) {\n      twoFactorRequired\n      challenge\n      viewer {\n        ...ViewerFields\n      }\n    }\n  }\n": types.CompleteSocialLoginDocument,
    "\n  mutation BeginTwoFactorSetup {\n    beginTwoFactorSetup {\n      secret\n      otpauthUrl\n      qrCodeDataUrl\n    }\n  }\n": types.BeginTwoFactorSetupDocument,
    "\n  mutation ActivateTwoFactor($code: String!) {\n    activateTwoFactor(code: $code) {\n      resetKey\n    }\n  }\n": types.ActivateTwoFactorDocument,
    "\n  mutation CloseTwoFactor($code: String!) {\n    closeTwoFactor(code: $code)\n  }\n": types.CloseTwoFactorDocument,
    "\n  mutation ResetTwoFactor($resetKey: String!) {\n    resetTwoFactor(resetKey: $resetKey)\n  }\n": types.ResetTwoFactorDocument,
    "\n  fragment ViewerFields on Viewer {\n    id\n    publicId\n    email\n    nickname\n    showNickname\n    firstName\n    lastName\n    realName\n    phoneCountryCode\n    phone\n    country\n    birthday\n    sex\n    postalAddress\n    locale\n    referralCode\n    profilePictureUrl\n    twoFactorEnabled\n    signUpMethod\n    hasPassword\n    role\n    usdtBalance\n    createdAt\n  }\n": types.ViewerFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...ViewerFields\n    }\n  }\n": types.MeDocument,
    "\n  fragment CardTile_card on Card {\n    id\n    name\n    imageUrl\n    likes\n    artist {\n      id\n      name\n    }\n    publisher {\n      id\n      name\n    }\n    chain {\n      id\n      code\n      name\n    }\n  }\n": types.CardTile_CardFragmentDoc,
    "\n  query HeaderSearch($text: String!, $limit: Int!) {\n    search(text: $text, limit: $limit) {\n      type\n      id\n      name\n      imageUrl\n    }\n  }\n": types.HeaderSearchDocument,
    "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n": types.SendContactMessageDocument,
    "\n  query LatestCards($limit: Int!) {\n    latestCards(limit: $limit) {\n      ...CardTile_card\n    }\n  }\n": types.LatestCardsDocument,
    "\n  query ChainShowcase($perChain: Int!) {\n    chainShowcase(perChain: $perChain) {\n      chain {\n        id\n        code\n        name\n      }\n      cards {\n        ...CardTile_card\n      }\n    }\n  }\n": types.ChainShowcaseDocument,
    "\n  query SearchCards($search: String!, $limit: Int!) {\n    cards(filter: { search: $search }, limit: $limit) {\n      total\n      items {\n        ...CardTile_card\n      }\n    }\n  }\n": types.SearchCardsDocument,
    "\n  query AppInfo {\n    appInfo {\n      maintenance\n      supportEmail\n      messengerUrl\n    }\n  }\n": types.AppInfoDocument,
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
export function graphql(source: "\n  mutation SendRegisterCode($input: SendRegisterCodeInput!) {\n    sendRegisterCode(input: $input) {\n      resendInSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation SendRegisterCode($input: SendRegisterCodeInput!) {\n    sendRegisterCode(input: $input) {\n      resendInSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...ViewerFields\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation ActivateTwoFactor($code: String!) {\n    activateTwoFactor(code: $code) {\n      resetKey\n    }\n  }\n"): (typeof documents)["\n  mutation ActivateTwoFactor($code: String!) {\n    activateTwoFactor(code: $code) {\n      resetKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseTwoFactor($code: String!) {\n    closeTwoFactor(code: $code)\n  }\n"): (typeof documents)["\n  mutation CloseTwoFactor($code: String!) {\n    closeTwoFactor(code: $code)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetTwoFactor($resetKey: String!) {\n    resetTwoFactor(resetKey: $resetKey)\n  }\n"): (typeof documents)["\n  mutation ResetTwoFactor($resetKey: String!) {\n    resetTwoFactor(resetKey: $resetKey)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerFields on Viewer {\n    id\n    publicId\n    email\n    nickname\n    showNickname\n    firstName\n    lastName\n    realName\n    phoneCountryCode\n    phone\n    country\n    birthday\n    sex\n    postalAddress\n    locale\n    referralCode\n    profilePictureUrl\n    twoFactorEnabled\n    signUpMethod\n    hasPassword\n    role\n    usdtBalance\n    createdAt\n  }\n"): (typeof documents)["\n  fragment ViewerFields on Viewer {\n    id\n    publicId\n    email\n    nickname\n    showNickname\n    firstName\n    lastName\n    realName\n    phoneCountryCode\n    phone\n    country\n    birthday\n    sex\n    postalAddress\n    locale\n    referralCode\n    profilePictureUrl\n    twoFactorEnabled\n    signUpMethod\n    hasPassword\n    role\n    usdtBalance\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...ViewerFields\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      ...ViewerFields\n    }\n  }\n"];
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
export function graphql(source: "\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n"): (typeof documents)["\n  mutation SendContactMessage($input: ContactMessageInput!) {\n    sendContactMessage(input: $input)\n  }\n"];
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
export function graphql(source: "\n  query AppInfo {\n    appInfo {\n      maintenance\n      supportEmail\n      messengerUrl\n    }\n  }\n"): (typeof documents)["\n  query AppInfo {\n    appInfo {\n      maintenance\n      supportEmail\n      messengerUrl\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;