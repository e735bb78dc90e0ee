import { useState } from "react";
import { Button, Group, NumberInput } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import type { ListingFieldsFragment } from "../../../gql/graphql";
import { DEFAULT_DIALOG_TYPE, useDialogs } from "../../../shared/dialogs/DialogContext";
import { useRequireSignIn } from "../../accounts";
import { BuyConfirm } from "./BuyConfirm";

/** A direct listing's units selector (1..remaining) and Buy button. */
export function BuyPanel({ listing }: { listing: ListingFieldsFragment }) {
  const intl = useIntl();
  const dialogs = useDialogs();
  const requireSignIn = useRequireSignIn();
  const [units, setUnits] = useState<number>(1);
  const valid = Number.isInteger(units) && units >= 1 && units <= listing.remaining;

  return (
    <Group align="flex-end" data-testid="buy-panel">
      <NumberInput
        label={intl.formatMessage({ id: "market.buy.units" })}
        data-testid="buy-units"
        min={1}
        max={listing.remaining}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="strict"
        value={units}
        onChange={(v) => setUnits(Number(v))}
        w={140}
      />
      <Button
        data-testid="buy-button"
        disabled={!valid}
        onClick={() =>
          requireSignIn(() =>
            dialogs.open({
              kind: "buy-confirm",
              type: DEFAULT_DIALOG_TYPE,
              title: intl.formatMessage({ id: "market.buy.confirmTitle" }),
              content: <BuyConfirm listingId={listing.id} units={units} cardName={listing.card.name} />,
            }),
          )
        }
      >
        <FormattedMessage id="market.buy.button" />
      </Button>
    </Group>
  );
}
