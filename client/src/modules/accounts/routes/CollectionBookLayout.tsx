import { Stack, Tabs, Title } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Outlet, useLocation, useNavigate } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { buyListUrl, collectionUrl, sellListUrl } from "../urls";

/** /{lang}/collectionBook with its three children (spec §2): collection, sell list, buy list. */
export function CollectionBookLayout() {
  const { locale } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const tabs = [
    { value: collectionUrl(locale), labelId: "accounts.menu.collection" },
    { value: sellListUrl(locale), labelId: "accounts.menu.sellList" },
    { value: buyListUrl(locale), labelId: "accounts.menu.buyList" },
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
