import { graphql, http, HttpResponse } from "msw";
import { AppInfoQuery } from "../app-info/queries";
import { HeaderSearchQuery } from "../../modules/catalog/graphql/search";
import { ChainShowcaseQuery, LatestCardsQuery, SearchCardsQuery } from "../../modules/home/graphql/queries";
import { SendContactMessageMutation } from "../../modules/content/graphql/contact";
import { MeQuery } from "../../modules/accounts/graphql/viewer";
import {
  LoginMutation,
  LoginWithTwoFactorResetKeyMutation,
  LogoutMutation,
  VerifyLoginTwoFactorMutation,
} from "../../modules/accounts/graphql/login";
import {
  CompleteSocialLoginMutation,
  SocialLoginProvidersQuery,
  StartSocialLoginMutation,
} from "../../modules/accounts/graphql/social";
import { RegisterMutation, SendRegisterCodeMutation } from "../../modules/accounts/graphql/register";
import {
  ChangePasswordMutation,
  ResetPasswordMutation,
  SendPasswordResetCodeMutation,
} from "../../modules/accounts/graphql/password";
import { UpdateProfileMutation } from "../../modules/accounts/graphql/profile";
import {
  ActivateTwoFactorMutation,
  BeginTwoFactorSetupMutation,
  CloseTwoFactorMutation,
  ResetTwoFactorMutation,
} from "../../modules/accounts/graphql/twoFactor";
import {
  ConfirmAccountDeletionMutation,
  RequestAccountDeletionMutation,
} from "../../modules/accounts/graphql/deletion";
import { PublicUserQuery } from "../../modules/accounts/graphql/publicUser";
import { PersonalVerificationQuery } from "../../modules/kyc/graphql/kyc";
import { EMAIL_CODE_RESEND_SECONDS } from "@vitrine/schema";
import {
  BidHistoryQuery,
  ListingQuery,
  MarketChainsQuery,
  MyBuyListQuery,
  MyCollectionQuery,
  MySellListQuery,
  OrderBookQuery,
  PurchaseQuoteQuery,
  TradeQuery,
} from "../../modules/market/graphql/queries";
import {
  BuyListingMutation,
  CancelListingMutation,
  CreateListingMutation,
  PlaceBidMutation,
  UpdateListingPriceMutation,
} from "../../modules/market/graphql/mutations";
import { CardIntroQuery, CardTradesQuery, PriceHistoryQuery } from "../../modules/market/graphql/cardDetail";
import {
  bidHistory,
  cardIntro,
  makeAuction,
  makeListing,
  makeTrade,
  orderBookItems,
  priceHistory,
} from "./marketFixtures";
import {
  appInfo,
  chainShowcase,
  latestCards,
  makeSignedIn,
  makeViewer,
  searchItems,
  socialLoginProviders,
} from "./fixtures";
import { contentHandlers } from "../../modules/content/test/contentHandlers";
import { NoticeUnreadCountQuery } from "../../modules/notices/graphql/notices";
import { MyJpowerQuery } from "../../modules/missions/graphql/missions";
import { IssuesForPublisherQuery } from "../../modules/missions/graphql/issuer";

// A member who has not submitted KYC yet (the personal verification page asks for it).
const kycNotSubmitted = {
  __typename: "KycView",
  status: "NOT_SUBMITTED" as const,
  reviewStatus: 0,
  failureReason: null,
  submittedAt: null,
  reviewedAt: null,
  nationality: null,
  firstName: null,
  lastName: null,
  birthday: null,
  idNumberHint: null,
  phoneCountry: null,
  phone: null,
  phoneVerified: false,
  address: null,
  purpose: null,
  images: null,
};

// Objects with __typename are declared apart: msw's typed resolvers reject the extra key in a literal,
// while Apollo needs it to normalize what it caches.
const codeSent = { __typename: "CodeSent", resendInSeconds: EMAIL_CODE_RESEND_SECONDS };
const publicUser = (publicId: string) => ({
  __typename: "PublicUser",
  publicId,
  displayName: "Mei",
  profilePictureUrl: null,
  memberSince: "2024-03-01T08:00:00.000Z",
});
const twoFactorSetup = {
  __typename: "TwoFactorSetup",
  secret: "JBSWY3DPEHPK3PXP",
  otpauthUrl: "otpauth://totp/Vitrine:mei%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Vitrine",
  qrCodeDataUrl: "data:image/png;base64,iVBORw0KGgo=",
};
const twoFactorActivation = { __typename: "TwoFactorActivation", resetKey: "RK-7F3A-9C2D-11EE" };
const socialStart = (provider: string) => ({
  __typename: "SocialLoginStart",
  authorizeUrl: `http://localhost/dev/oauth/${provider}/authorize?state=st-1`,
  state: "st-1",
});
const listingPage = (page: number) => ({
  __typename: "ListingPage",
  items: orderBookItems,
  page,
  pageSize: 20,
  hasNext: false,
});
const deletionScheduled = { __typename: "DeletionScheduled", deletionDueAt: "2030-01-08T00:00:00.000Z" };

/** The viewer after updateProfile: the fields sent replace the stored ones (null/absent keep them). */
function updatedViewer(input: Record<string, unknown>) {
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));
  return { ...makeViewer(), ...changes } as ReturnType<typeof makeViewer>;
}

/** Default answers for every operation the shell sends; tests override them with server.use(...). */
export const handlers = [
  graphql.query(PersonalVerificationQuery, () => HttpResponse.json({ data: { myKyc: kycNotSubmitted } })),
  graphql.query(AppInfoQuery, () => HttpResponse.json({ data: { appInfo } })),
  graphql.query(LatestCardsQuery, () => HttpResponse.json({ data: { latestCards } })),
  graphql.query(ChainShowcaseQuery, () => HttpResponse.json({ data: { chainShowcase } })),
  graphql.query(SearchCardsQuery, ({ variables }) => {
    const items = latestCards.filter((c) => c.name.toLowerCase().includes(variables.search.toLowerCase()));
    const cards = { __typename: "CardPage", items, total: items.length };
    return HttpResponse.json({ data: { cards } });
  }),
  graphql.query(HeaderSearchQuery, ({ variables }) =>
    HttpResponse.json({
      data: {
        search: searchItems
          .filter((i) => i.name.toLowerCase().includes(variables.text.toLowerCase()))
          .slice(0, variables.limit),
      },
    }),
  ),
  graphql.mutation(SendContactMessageMutation, () =>
    HttpResponse.json({ data: { sendContactMessage: true } }),
  ),

  // Accounts: a visitor by default; the mutations answer as for a fresh, successful call.
  graphql.query(MeQuery, () => HttpResponse.json({ data: { me: null } })),
  graphql.query(SocialLoginProvidersQuery, () => HttpResponse.json({ data: { socialLoginProviders } })),
  graphql.query(PublicUserQuery, ({ variables }) =>
    HttpResponse.json({ data: { publicUser: publicUser(variables.publicId) } }),
  ),
  graphql.mutation(LoginMutation, () => HttpResponse.json({ data: { login: makeSignedIn() } })),
  graphql.mutation(VerifyLoginTwoFactorMutation, () =>
    HttpResponse.json({ data: { verifyLoginTwoFactor: makeViewer({ twoFactorEnabled: true }) } }),
  ),
  graphql.mutation(LoginWithTwoFactorResetKeyMutation, () =>
    HttpResponse.json({ data: { loginWithTwoFactorResetKey: makeViewer() } }),
  ),
  graphql.mutation(LogoutMutation, () => HttpResponse.json({ data: { logout: true } })),
  graphql.mutation(SendRegisterCodeMutation, () =>
    HttpResponse.json({ data: { sendRegisterCode: codeSent } }),
  ),
  graphql.mutation(RegisterMutation, () => HttpResponse.json({ data: { register: makeViewer() } })),
  graphql.mutation(SendPasswordResetCodeMutation, () =>
    HttpResponse.json({ data: { sendPasswordResetCode: codeSent } }),
  ),
  graphql.mutation(ResetPasswordMutation, () => HttpResponse.json({ data: { resetPassword: true } })),
  graphql.mutation(ChangePasswordMutation, () => HttpResponse.json({ data: { changePassword: true } })),
  graphql.mutation(UpdateProfileMutation, ({ variables }) =>
    HttpResponse.json({ data: { updateProfile: updatedViewer(variables.input) } }),
  ),
  graphql.mutation(BeginTwoFactorSetupMutation, () =>
    HttpResponse.json({ data: { beginTwoFactorSetup: twoFactorSetup } }),
  ),
  graphql.mutation(ActivateTwoFactorMutation, () =>
    HttpResponse.json({ data: { activateTwoFactor: twoFactorActivation } }),
  ),
  graphql.mutation(CloseTwoFactorMutation, () => HttpResponse.json({ data: { closeTwoFactor: true } })),
  graphql.mutation(ResetTwoFactorMutation, () => HttpResponse.json({ data: { resetTwoFactor: true } })),
  graphql.mutation(StartSocialLoginMutation, ({ variables }) =>
    HttpResponse.json({ data: { startSocialLogin: socialStart(variables.input.provider) } }),
  ),
  graphql.mutation(CompleteSocialLoginMutation, () =>
    HttpResponse.json({
      data: { completeSocialLogin: makeSignedIn(makeViewer({ signUpMethod: "GOOGLE", hasPassword: false })) },
    }),
  ),
  graphql.mutation(RequestAccountDeletionMutation, () =>
    HttpResponse.json({ data: { requestAccountDeletion: codeSent } }),
  ),
  graphql.mutation(ConfirmAccountDeletionMutation, () =>
    HttpResponse.json({ data: { confirmAccountDeletion: deletionScheduled } }),
  ),

  // Marketplace: a small order book, listing L{n} (L4+ auctions), an empty collection book.
  graphql.query(OrderBookQuery, ({ variables }) =>
    HttpResponse.json({
      data: { orderBook: listingPage(variables.filter?.page ?? 1) },
    }),
  ),
  graphql.query(MarketChainsQuery, () =>
    HttpResponse.json({ data: { chains: [chainShowcase[0]!.chain, chainShowcase[1]!.chain] } }),
  ),
  graphql.query(ListingQuery, ({ variables }) => {
    const n = Number(variables.id.replace(/\D/g, "")) || 1;
    return HttpResponse.json({ data: { listing: n >= 4 ? makeAuction(n) : makeListing(n) } });
  }),
  graphql.query(BidHistoryQuery, () => HttpResponse.json({ data: { bidHistory } })),
  graphql.query(PurchaseQuoteQuery, ({ variables }) => {
    const total = String(120 * variables.units);
    const fee = String(Math.max(5, (120 * variables.units) / 20));
    const purchaseQuote = {
      __typename: "PurchaseQuote",
      total,
      fee,
      sellerReceives: String(Number(total) - Number(fee)),
    };
    return HttpResponse.json({ data: { purchaseQuote } });
  }),
  graphql.query(TradeQuery, ({ variables }) =>
    HttpResponse.json({ data: { trade: makeTrade(variables.orderId) } }),
  ),
  graphql.query(CardIntroQuery, ({ variables }) =>
    HttpResponse.json({ data: { listing: cardIntro(variables.listingId) } }),
  ),
  graphql.query(PriceHistoryQuery, () => HttpResponse.json({ data: { priceHistory } })),
  graphql.query(CardTradesQuery, () => HttpResponse.json({ data: { cardTrades: [makeTrade("o-1")] } })),
  graphql.query(MyCollectionQuery, () => HttpResponse.json({ data: { myCollection: [] } })),
  graphql.query(MySellListQuery, () => HttpResponse.json({ data: { mySellList: [] } })),
  graphql.query(MyBuyListQuery, () => HttpResponse.json({ data: { myBuyList: [], myBids: [] } })),
  graphql.mutation(BuyListingMutation, ({ variables }) =>
    HttpResponse.json({
      data: { buyListing: makeTrade(variables.input.orderId, { units: variables.input.units }) },
    }),
  ),
  graphql.mutation(PlaceBidMutation, ({ variables }) =>
    HttpResponse.json({
      data: { placeBid: makeAuction(4, { highestBid: variables.input.amount, bidCount: 3 }) },
    }),
  ),
  graphql.mutation(CancelListingMutation, ({ variables }) =>
    HttpResponse.json({
      data: { cancelListing: makeListing(1, { id: variables.listingId, isMine: true, state: "CANCELLED" }) },
    }),
  ),
  graphql.mutation(UpdateListingPriceMutation, ({ variables }) =>
    HttpResponse.json({
      data: {
        updateListingPrice: makeListing(1, {
          id: variables.listingId,
          isMine: true,
          unitPrice: variables.unitPrice,
        }),
      },
    }),
  ),
  graphql.mutation(CreateListingMutation, ({ variables }) =>
    HttpResponse.json({
      data: { createListing: makeListing(9, { type: variables.input.type, isMine: true }) },
    }),
  ),
  http.post("*/auth/profile-picture", () =>
    HttpResponse.json({ profilePictureUrl: "/media/profile-pictures/42.png" }),
  ),
  // Launch notice off, no banners, no published single-page items
  ...contentHandlers,
  // The header bell of a signed-in member: nothing unread
  graphql.query(NoticeUnreadCountQuery, () => HttpResponse.json({ data: { noticeUnreadCount: 0 } })),
  // The avatar menu shows the member's Jpower and level.
  graphql.query(MyJpowerQuery, () =>
    HttpResponse.json({
      data: { myJpower: { balance: "0", level: 1, lifetime: "0", nextLevelAt: "100" } },
    }),
  ),
  // The account links: a member who issues for no publisher (no issuer missions link).
  graphql.query(IssuesForPublisherQuery, () => HttpResponse.json({ data: { issuesForPublisher: false } })),
];
