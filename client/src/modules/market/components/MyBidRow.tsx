import { Stack, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import type { MyBidsQuery } from "../../../gql/graphql";
import { formatUsdt } from "../../../shared/money/formatUsdt";
import { BidOutcomeBadge } from "./ListingBadges";
import { ListingRow } from "./ListingRow";

type MyBid = MyBidsQuery["myBids"][number];

/** An auction I bid on: the listing, how it went for me (bidding, outbid, won, lost) and my highest bid. */
export function MyBidRow({ bid }: { bid: MyBid }) {
  return (
    <ListingRow
      listing={bid.listing}
      testId="bid-row"
      extra={
        <Stack gap={4} align="flex-end">
          <BidOutcomeBadge outcome={bid.outcome} />
          <Text size="xs" c="dimmed">
            <FormattedMessage id="market.buyList.myBid" values={{ amount: formatUsdt(bid.myHighestBid) }} />
          </Text>
        </Stack>
      }
    />
  );
}
