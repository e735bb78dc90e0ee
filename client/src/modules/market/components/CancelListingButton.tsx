import { Button, type ButtonProps } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import type { ListingFieldsFragment } from "../../../gql/graphql";
import { useCancelListingDialog } from "./CancelListingConfirm";

/** "Cancel listing": asks for confirmation first (CancelListingConfirm). */
export function CancelListingButton({
  listing,
  testId,
  size,
}: {
  listing: Pick<ListingFieldsFragment, "id" | "card">;
  testId: string;
  size?: ButtonProps["size"];
}) {
  const openCancel = useCancelListingDialog();
  return (
    <Button size={size} color="red" variant="light" data-testid={testId} onClick={() => openCancel(listing)}>
      <FormattedMessage id="market.owner.cancel" />
    </Button>
  );
}
