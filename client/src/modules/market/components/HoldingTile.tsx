import { Button, Group, Stack, Text } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import type { MyCollectionQuery } from "../../../gql/graphql";
import { DEFAULT_DIALOG_TYPE, useDialogs } from "../../../shared/dialogs/DialogContext";
import { CardTile } from "../../catalog";
import { SellDialog } from "./SellDialog";

type Holding = MyCollectionQuery["myCollection"][number];

/**
 * A held card with its units (and how many are listed) and a Sell button for the rest; off, with the
 * reason, when the issuer keeps the card off the marketplace (spec §6).
 */
export function HoldingTile({ holding }: { holding: Holding }) {
  const intl = useIntl();
  const dialogs = useDialogs();
  const available = holding.units - holding.listed;
  const sellOff = !holding.card.sellable
    ? intl.formatMessage({ id: "market.sell.notSellable" })
    : available < 1
      ? intl.formatMessage({ id: "market.sell.nothingToList" })
      : undefined;
  return (
    <Stack gap="xs" data-testid="holding">
      <CardTile card={holding.card} />
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" data-testid="holding-units">
          <FormattedMessage
            id="market.holding.units"
            values={{ units: holding.units, listed: holding.listed }}
          />
        </Text>
        <Button
          size="xs"
          data-testid="holding-sell"
          disabled={sellOff !== undefined}
          title={sellOff}
          onClick={() =>
            dialogs.open({
              kind: "sell",
              type: DEFAULT_DIALOG_TYPE,
              title: intl.formatMessage({ id: "market.sell.title" }, { name: holding.card.name }),
              content: <SellDialog cardId={holding.card.id} available={available} />,
            })
          }
        >
          <FormattedMessage id="market.holding.sell" />
        </Button>
      </Group>
    </Stack>
  );
}
