import { useState } from "react";
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import type { ListingFieldsFragment } from "../../../gql/graphql";
import { DEFAULT_DIALOG_TYPE, useDialogs } from "../../../shared/dialogs/DialogContext";
import { formatUsdt } from "../../../shared/money/formatUsdt";
import { useRequireSignIn } from "../../accounts";
import { splitDuration, useTimeLeft } from "../../../shared/hooks/useTimeLeft";
import { isValidBid } from "../forms/price";
import { BidConfirm } from "./BidConfirm";

function Stat({ labelId, value, testId }: { labelId: string; value: React.ReactNode; testId: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        <FormattedMessage id={labelId} />
      </Text>
      <Text fw={700} data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** An auction's figures, countdown and (for others than the seller, while open) the bid input. */
export function AuctionPanel({ listing, canBid }: { listing: ListingFieldsFragment; canBid: boolean }) {
  const intl = useIntl();
  const dialogs = useDialogs();
  const requireSignIn = useRequireSignIn();
  const left = useTimeLeft(listing.endsAt);
  const [amount, setAmount] = useState("");
  const [touched, setTouched] = useState(false);
  const valid = isValidBid(amount, listing.minimumNextBid);
  const open = canBid && left !== 0;

  return (
    <Stack gap="md" data-testid="auction-panel">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Stat
          labelId="market.auction.highestBid"
          testId="auction-highest"
          value={listing.highestBid ? formatUsdt(listing.highestBid) : "—"}
        />
        <Stat labelId="market.auction.bidCount" testId="auction-bid-count" value={listing.bidCount} />
        {/* The next minimum means nothing once bidding is over. */}
        {(listing.state === "SELLING" || listing.state === "NOT_ON_SHELF") && left !== 0 && (
          <Stat
            labelId="market.auction.minimumNextBid"
            testId="auction-minimum"
            value={formatUsdt(listing.minimumNextBid ?? listing.startPrice ?? "0")}
          />
        )}
        <Stat
          labelId="market.auction.timeLeft"
          testId="auction-countdown"
          value={
            left === null ? (
              "—"
            ) : left === 0 ? (
              <FormattedMessage id="market.auction.ended" />
            ) : (
              <FormattedMessage id="market.auction.countdown" values={splitDuration(left)} />
            )
          }
        />
      </SimpleGrid>
      {listing.buyNowPrice && (
        <Text size="sm" c="dimmed" data-testid="auction-buy-now">
          <FormattedMessage id="market.auction.buyNow" values={{ amount: formatUsdt(listing.buyNowPrice) }} />
        </Text>
      )}
      {open && (
        <Group align="flex-start">
          <TextInput
            label={intl.formatMessage({ id: "market.bid.amount" })}
            data-testid="bid-amount"
            inputMode="numeric"
            value={amount}
            onChange={(e) => setAmount(e.currentTarget.value.replace(/[^\d]/g, ""))}
            onBlur={() => setTouched(true)}
            error={
              touched && amount && !valid
                ? intl.formatMessage(
                    { id: "market.bid.tooLow" },
                    { amount: formatUsdt(listing.minimumNextBid ?? "0") },
                  )
                : undefined
            }
            w={200}
          />
          <Button
            mt={25}
            data-testid="bid-button"
            disabled={!valid}
            onClick={() =>
              requireSignIn(() =>
                dialogs.open({
                  kind: "bid-confirm",
                  type: DEFAULT_DIALOG_TYPE,
                  title: intl.formatMessage({ id: "market.bid.confirmTitle" }),
                  content: <BidConfirm listingId={listing.id} amount={amount} />,
                }),
              )
            }
          >
            <FormattedMessage id="market.bid.button" />
          </Button>
        </Group>
      )}
    </Stack>
  );
}
