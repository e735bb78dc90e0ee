import {
  IconBell,
  IconBook2,
  IconBolt,
  IconCoins,
  IconFlask,
  IconGift,
  IconId,
  IconLayoutGrid,
  IconReceipt,
  IconSettings,
  IconShieldCheck,
  IconShoppingBag,
  IconTag,
  IconTarget,
  IconTargetArrow,
  IconTicket,
  IconUserCircle,
  IconWallet,
  type Icon,
} from "@tabler/icons-react";
import { useLocale } from "../../shared/i18n/LocaleContext";
import { buyListUrl, collectionUrl, sellListUrl } from "../../modules/market/urls";
import { accountUrl, personalVerifyUrl, userPageUrl } from "../../modules/accounts/urls";
import { fusionUrl } from "../../modules/fusion/urls";
import { jpointWalletUrl } from "../../modules/jpoint/urls";
import { packagesUrl } from "../../modules/packages/urls";
import { purchaseHistoryUrl } from "../../modules/primary/urls";
import { digitalWalletUrl } from "../../modules/wallet/urls";
import { redeemUrl } from "../../modules/redemption/urls";
import { noticeUrl } from "../../modules/notices/urls";
import { myShowroomsUrl } from "../../modules/showrooms/urls";
import { jpowerStoreUrl } from "../../modules/jpower-store/urls";
import { issuerMissionsUrl, missionsUrl } from "../../modules/missions/urls";
import { useIssuesForPublisher } from "../../modules/missions/hooks/useIssuesForPublisher";
import { staffHomeUrl } from "../../modules/staff/urls";
import type { Viewer } from "../../modules/accounts/hooks/useViewer";

export interface AccountLink {
  key: string;
  labelId: string;
  to: string;
  icon: Icon;
}

/** The signed-in user's destinations (spec §2 avatar menu), shared by the menu and the mobile drawer. */
export function useAccountLinks(
  viewer: Pick<Viewer, "publicId"> & Partial<Pick<Viewer, "role">>,
): AccountLink[] {
  const { locale } = useLocale();
  const issuer = useIssuesForPublisher();
  const links: AccountLink[] = [
    {
      key: "user-page",
      labelId: "accounts.menu.userPage",
      to: userPageUrl(locale, viewer.publicId),
      icon: IconUserCircle,
    },
    {
      key: "verification",
      labelId: "accounts.menu.verification",
      to: personalVerifyUrl(locale, viewer.publicId),
      icon: IconId,
    },
    { key: "collection", labelId: "accounts.menu.collection", to: collectionUrl(locale), icon: IconBook2 },
    { key: "sell-list", labelId: "accounts.menu.sellList", to: sellListUrl(locale), icon: IconTag },
    { key: "buy-list", labelId: "accounts.menu.buyList", to: buyListUrl(locale), icon: IconShoppingBag },
    { key: "packages", labelId: "route.packages", to: packagesUrl(locale), icon: IconGift },
    {
      key: "purchase-history",
      labelId: "primary.history.title",
      to: purchaseHistoryUrl(locale),
      icon: IconReceipt,
    },
    {
      key: "digital-wallet",
      labelId: "accounts.menu.digitalWallet",
      to: digitalWalletUrl(locale),
      icon: IconWallet,
    },
    { key: "jpoint", labelId: "accounts.menu.jpoint", to: jpointWalletUrl(locale), icon: IconCoins },
    { key: "fusion", labelId: "accounts.menu.fusion", to: fusionUrl(locale), icon: IconFlask },
    { key: "redeem", labelId: "accounts.menu.redeem", to: redeemUrl(locale), icon: IconTicket },
    { key: "showrooms", labelId: "route.showroomMine", to: myShowroomsUrl(locale), icon: IconLayoutGrid },
    { key: "jpower-store", labelId: "store.title", to: jpowerStoreUrl(locale), icon: IconBolt },
    { key: "missions", labelId: "missions.title", to: missionsUrl(locale), icon: IconTarget },
    // Issuers (members holding the issuer role of a publisher): their publishers' missions.
    ...(issuer
      ? [
          {
            key: "issuer-missions",
            labelId: "missions.issuer.title",
            to: issuerMissionsUrl(locale),
            icon: IconTargetArrow,
          },
        ]
      : []),
    { key: "notices", labelId: "notices.title", to: noticeUrl(locale), icon: IconBell },
    { key: "account", labelId: "accounts.menu.account", to: accountUrl(locale), icon: IconSettings },
  ];
  // Staff: the staff pages (the first one their roles open); nobody else sees the link.
  if (viewer.role === "staff")
    links.push({
      key: "staff",
      labelId: "accounts.menu.staff",
      to: staffHomeUrl(locale),
      icon: IconShieldCheck,
    });
  return links;
}
