import { Stack, Tabs, Title } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Outlet, useLocation, useNavigate } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { bidListUrl, buyListUrl, collectionUrl, sellListUrl, soldListUrl } from "../urls";

/**
 * /{lang}/collectionBook with its children: collection, sell list, buy list (spec §2), and the sold list
 * and bid list (the spec's get_sold_list and get_bid_list).
 */
export function CollectionBookLayout() {
  const { locale } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const tabs = [
    { value: collectionUrl(locale), labelId: "accounts.menu.collection" },
    { value: sellListUrl(locale), labelId: "accounts.menu.sellList" },
    { value: soldListUrl(locale), labelId: "accounts.menu.soldList" },
    { value: buyListUrl(locale), labelId: "accounts.menu.buyList" },
    { value: bidListUrl(locale), labelId: "accounts.menu.bidList" },
  ];
  const active = tabs.find((t) => location.pathname.replace(/\/$/, "") === t.value)?.value ?? tabs[0]!.value;

  return (
    <Stack gap="lg" data-testid="collection-book">
      <Title order={1}>
        <FormattedMessage id="accounts.collection.title" />
      </Title>
      <Tabs value={active} onChange={(value) => value && void navigate(value)}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              <FormattedMessage id={tab.labelId} />
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Outlet />
    </Stack>
  );
}
