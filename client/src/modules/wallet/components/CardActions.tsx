import { Button, Group } from "@mantine/core";
import { IconGift, IconPackageExport } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { DEFAULT_DIALOG_TYPE, useDialogs } from "../../../shared/dialogs/DialogContext";
import { CardWithdrawDialog } from "./CardWithdrawDialog";
import { GiftDialog } from "./GiftDialog";

/**
 * Withdraw and Gift on an owned card in the collection book (only the units not listed can move).
 * A card its issuer keeps from being withdrawn or gifted (spec §6) shows the action off, with why.
 */
export function CardActions({
  card,
  units,
  listed,
}: {
  card: { id: string; name: string; chain: { name: string }; giftable: boolean; withdrawable: boolean };
  units: number;
  listed: number;
}) {
  const intl = useIntl();
  const dialogs = useDialogs();
  const available = units - listed;
  const allListed = available < 1 ? intl.formatMessage({ id: "wallet.card.allListed" }) : undefined;
  const withdrawOff = card.withdrawable
    ? allListed
    : intl.formatMessage({ id: "error.CANNOT_WITHDRAW_ITEM" });
  const giftOff = card.giftable ? allListed : intl.formatMessage({ id: "error.CANNOT_GIFT_ITEM" });
  return (
    <Group gap="xs" grow data-testid="card-actions">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPackageExport size={14} />}
        disabled={withdrawOff !== undefined}
        title={withdrawOff}
        data-testid="card-withdraw"
        onClick={() =>
          dialogs.open({
            kind: "card-withdraw",
            type: DEFAULT_DIALOG_TYPE,
            title: intl.formatMessage({ id: "wallet.card.withdrawTitle" }, { name: card.name }),
            content: (
              <CardWithdrawDialog
                cardId={card.id}
                cardName={card.name}
                chainName={card.chain.name}
                available={available}
              />
            ),
          })
        }
      >
        <FormattedMessage id="wallet.card.withdraw" />
      </Button>
      <Button
        size="xs"
        variant="light"
        color="grape"
        leftSection={<IconGift size={14} />}
        disabled={giftOff !== undefined}
        title={giftOff}
        data-testid="card-gift"
        onClick={() =>
          dialogs.open({
            kind: "card-gift",
            type: DEFAULT_DIALOG_TYPE,
            title: intl.formatMessage({ id: "wallet.gift.title" }, { name: card.name }),
            content: <GiftDialog cardId={card.id} cardName={card.name} available={available} />,
          })
        }
      >
        <FormattedMessage id="wallet.gift.action" />
      </Button>
    </Group>
  );
}
