import { useCallback } from "react";
import { useMutation } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { CollectVenueStampMutation } from "../graphql/stamps";

/** Collects a venue stamp from its token; the campaign in the cache is updated from the answer. */
export function useCollectStamp() {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [mutate, state] = useMutation(CollectVenueStampMutation);
  const collect = useCallback(
    async (token: string) => {
      try {
        const res = await mutate({ variables: { token } });
        snackbar.show(intl.formatMessage({ id: "stamps.collectedNow" }), "success");
        return res.data?.collectVenueStamp ?? null;
      } catch (error) {
        handleError(error);
        return null;
      }
    },
    [mutate, snackbar, intl, handleError],
  );
  return { collect, loading: state.loading };
}
