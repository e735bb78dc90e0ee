import { useMutation } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { ClaimMissionMutation, MissionsQuery, MyJpowerQuery } from "../graphql/missions";

/** Claims a done mission's Jpower; the server credits once however often it is clicked. */
export function useClaimMission() {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [claim, state] = useMutation(ClaimMissionMutation, {
    refetchQueries: [MissionsQuery, MyJpowerQuery],
    awaitRefetchQueries: true,
  });
  const run = async (missionId: string, reward: number) => {
    try {
      await claim({ variables: { missionId } });
      snackbar.show(intl.formatMessage({ id: "missions.claimed" }, { reward }), "success");
    } catch (error) {
      handleError(error);
    }
  };
  return { claim: run, claiming: state.loading };
}
