import { Button, Paper, Stack, Text } from "@mantine/core";
import { IconTag } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import type { CardDetailQuery } from "../../../gql/graphql";
import { DEFAULT_DIALOG_TYPE, useDialogs } from "../../../shared/dialogs/DialogContext";
import { SellDialog } from "../../market";
import { CardActions } from "../../wallet";

type Detail = CardDetailQuery["cardDetail"];

/**
 * The signed-in viewer's own units of the card, with the collection book's flows: Sell (the market's
 * listing dialog), Withdraw and Gift (the wallet's dialogs). Each is off, with the reason, when the
 * issuer forbids it or every unit is already listed. Nothing for a viewer who holds none.
 */
export function ViewerUnits({ detail }: { detail: Detail }) {
  const intl = useIntl();
  const dialogs = useDialogs();
  const units = detail.viewerUnits;
  if (!units || units.held === 0) return null;
  const { card } = detail;
  const free = units.held - units.listed;
  const sellOff = !card.sellable
    ? intl.formatMessage({ id: "market.sell.notSellable" })
    : free < 1
      ? intl.formatMessage({ id: "market.sell.nothingToList" })
      : undefined;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="card-viewer-units">
      <Stack gap="sm">
        <Text fw={600}>
          <FormattedMessage id="catalog.mine.title" />
        </Text>
        <Text size="sm" c="dimmed" data-testid="card-viewer-held">
          <FormattedMessage id="market.holding.units" values={{ units: units.held, listed: units.listed }} />
        </Text>
        <Button
          size="xs"
          leftSection={<IconTag size={14} />}
          data-testid="card-sell"
          disabled={sellOff !== undefined}
          title={sellOff}
          onClick={() =>
            dialogs.open({
              kind: "sell",
              type: DEFAULT_DIALOG_TYPE,
              title: intl.formatMessage({ id: "market.sell.title" }, { name: card.name }),
              content: <SellDialog cardId={card.id} available={units.sellable} />,
            })
          }
        >
          <FormattedMessage id="market.holding.sell" />
        </Button>
        <CardActions card={card} units={units.held} listed={units.listed} />
      </Stack>
    </Paper>
  );
}
