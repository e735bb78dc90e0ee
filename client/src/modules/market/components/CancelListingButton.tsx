import { Button } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { CancelListingMutation } from "../graphql/mutations";

export function CancelListingButton({ listingId }: { listingId: string }) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [cancel, { loading }] = useMutation(CancelListingMutation, { refetchQueries: ["MyCollection"] });
  return (
    <Button
      size="xs"
      color="red"
      variant="light"
      loading={loading}
      data-testid="sell-list-cancel"
      onClick={() =>
        void cancel({ variables: { listingId } }).then(
          () => snackbar.show(intl.formatMessage({ id: "market.owner.cancelled" }), "success"),
          handleError,
        )
      }
    >
      <FormattedMessage id="market.owner.cancel" />
    </Button>
  );
}
