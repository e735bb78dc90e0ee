import { useApolloClient, useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { ListingFieldsFragment } from "../../../gql/graphql";
import { DEFAULT_DIALOG_TYPE, useDialogs } from "../../../shared/dialogs/DialogContext";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { CancelListingMutation } from "../graphql/mutations";
import { ConfirmPrompt } from "./ConfirmPrompt";

type Listing = Pick<ListingFieldsFragment, "id" | "card">;

/** Asks before taking a listing off the market; cancels it on "yes" (cancelListing). */
function CancelListingConfirm({ listing }: { listing: Listing }) {
  const intl = useIntl();
  const dialogs = useDialogs();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const client = useApolloClient();
  // The units come back to the collection: its "listed" counts change.
  const [cancel, { loading }] = useMutation(CancelListingMutation, { refetchQueries: ["MyCollection"] });

  const confirm = async () => {
    try {
      await cancel({ variables: { listingId: listing.id } });
      snackbar.show(intl.formatMessage({ id: "market.owner.cancelled" }), "success");
    } catch (error) {
      handleError(error);
      // Refused (sold meanwhile, or someone bid): show the listing as it is now.
      void client.refetchQueries({ include: ["Listing", "MySellList"] });
    }
    dialogs.close();
  };

  return (
    <ConfirmPrompt
      testId="cancel-listing-confirm"
      dismissLabelId="market.owner.keepListing"
      confirmLabelId="market.owner.cancelConfirm"
      confirmColor="red"
      loading={loading}
      onConfirm={() => void confirm()}
    >
      <FormattedMessage id="market.owner.cancelConfirmText" values={{ name: listing.card.name }} />
    </ConfirmPrompt>
  );
}

/** Opens the cancel confirmation of a listing. */
export function useCancelListingDialog(): (listing: Listing) => void {
  const intl = useIntl();
  const dialogs = useDialogs();
  return (listing) =>
    dialogs.open({
      kind: "cancel-listing",
      type: DEFAULT_DIALOG_TYPE,
      title: intl.formatMessage({ id: "market.owner.cancelConfirmTitle" }),
      content: <CancelListingConfirm listing={listing} />,
    });
}
