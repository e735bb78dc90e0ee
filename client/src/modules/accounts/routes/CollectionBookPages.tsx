import { Button } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { EmptyState } from "../../../shared/ui/EmptyState";
import { exploreUrl } from "../../home/urls";

/**
 * The collection book's pages. Owning, listing and buying cards arrive with the marketplace issues;
 * a new account truly holds nothing yet, so each page is its honest empty state.
 */
function EmptyList({ testId, titleId, textId }: { testId: string; titleId: string; textId: string }) {
  const { locale } = useLocale();
  return (
    <EmptyState
      testId={testId}
      title={<FormattedMessage id={titleId} />}
      description={<FormattedMessage id={textId} />}
      action={
        <Button component={Link} to={exploreUrl(locale)} variant="light" mt="xs">
          <FormattedMessage id="accounts.collection.explore" />
        </Button>
      }
    />
  );
}

export function CollectionPage() {
  return (
    <EmptyList
      testId="collection-empty"
      titleId="accounts.collection.emptyTitle"
      textId="accounts.collection.emptyText"
    />
  );
}

export function SellListPage() {
  return (
    <EmptyList
      testId="sell-list-empty"
      titleId="accounts.sellList.emptyTitle"
      textId="accounts.sellList.emptyText"
    />
  );
}

export function BuyListPage() {
  return (
    <EmptyList
      testId="buy-list-empty"
      titleId="accounts.buyList.emptyTitle"
      textId="accounts.buyList.emptyText"
    />
  );
}
