import { FormattedMessage } from "react-intl";
import { formatJpoint } from "../../../shared/money/formatJpoint";
import type { RedeemEventFields } from "../graphql/types";

/** What one redemption of the event gives, in a sentence. */
export function RewardText({
  event,
  card,
}: {
  event: Pick<RedeemEventFields, "rewardKind" | "unitsPerRedemption" | "jpointAmount" | "giftName" | "cards">;
  card?: { name: string } | null;
}) {
  switch (event.rewardKind) {
    case "CARD_UNITS":
      return (
        <FormattedMessage
          id="redeem.reward.cardUnits"
          values={{ units: event.unitsPerRedemption, card: card?.name ?? event.cards[0]?.name ?? "" }}
        />
      );
    case "CARD_CHOICE":
      return card ? (
        <FormattedMessage
          id="redeem.reward.cardUnits"
          values={{ units: event.unitsPerRedemption, card: card.name }}
        />
      ) : (
        <FormattedMessage
          id="redeem.reward.cardChoice"
          values={{ units: event.unitsPerRedemption, count: event.cards.length }}
        />
      );
    case "JPOINT":
      return (
        <FormattedMessage
          id="redeem.reward.jpoint"
          values={{ amount: formatJpoint(event.jpointAmount ?? "0") }}
        />
      );
    case "PHYSICAL_GIFT":
      return <FormattedMessage id="redeem.reward.gift" values={{ gift: event.giftName ?? "" }} />;
  }
}
