import { Button, Group } from "@mantine/core";
import { IconExternalLink } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import type { PrimaryOrderFieldsFragment } from "../../../gql/graphql";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { jpointWalletUrl } from "../../jpoint";
import { collectionUrl } from "../../market";
import { packagesUrl } from "../../packages";
import { primaryProductUrl, purchaseHistoryUrl, releasesUrl } from "../urls";

type Order = PrimaryOrderFieldsFragment;

/** Where to go from an order: continue paying, see what was bought, try again, the wallet, the history. */
export function OrderNextSteps({ order }: { order: Order }) {
  const { locale } = useLocale();
  const isJpointOrder = order.kind === "JPOINT";
  return (
    <Group>
      {order.state === "PROCESSING" && !order.atm && order.paymentUrl && (
        <Button
          component="a"
          href={order.paymentUrl}
          rightSection={<IconExternalLink size={16} />}
          data-testid="continue-payment"
        >
          <FormattedMessage id="primary.complete.continuePayment" />
        </Button>
      )}
      {order.state === "SUCCESS" && !isJpointOrder && (
        <Button
          component={Link}
          to={order.productKind === "PACKAGE" ? packagesUrl(locale) : collectionUrl(locale)}
          data-testid="complete-collection"
        >
          <FormattedMessage
            id={
              order.productKind === "PACKAGE"
                ? "primary.complete.toPackages"
                : "primary.complete.toCollection"
            }
          />
        </Button>
      )}
      {(order.state === "FAIL" || order.state === "TIMEOUT") && (
        <Button
          component={Link}
          to={
            isJpointOrder
              ? jpointWalletUrl(locale)
              : order.productId
                ? primaryProductUrl(locale, order.productId)
                : releasesUrl(locale)
          }
          data-testid="complete-try-again"
        >
          <FormattedMessage id="primary.complete.tryAgain" />
        </Button>
      )}
      <Button
        component={Link}
        to={jpointWalletUrl(locale)}
        variant={order.state === "SUCCESS" && isJpointOrder ? "filled" : "light"}
        data-testid="complete-wallet"
      >
        <FormattedMessage id="primary.complete.toWallet" />
      </Button>
      <Button
        component={Link}
        to={purchaseHistoryUrl(locale)}
        variant="subtle"
        data-testid="complete-history"
      >
        <FormattedMessage id="primary.history.title" />
      </Button>
    </Group>
  );
}
