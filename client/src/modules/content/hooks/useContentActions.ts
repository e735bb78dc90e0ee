import { useState } from "react";
import { useMutation } from "@apollo/client/react";
import { ERRORS } from "@vitrine/schema";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { mapError } from "../../../shared/errors/errorMapper";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { useIntl } from "react-intl";
import type { ContentItemInput, StaffContentItemFieldsFragment } from "../../../gql/graphql";
import {
  ArchiveContentItemMutation,
  PublishContentItemMutation,
  RestoreContentItemMutation,
  SaveContentItemMutation,
  ScheduleContentItemMutation,
  UnscheduleContentItemMutation,
} from "../graphql/staff";
import { DONE_MESSAGE } from "../messages";

export type StateAction = "publish" | "unschedule" | "archive" | "restore";

/**
 * The editor's calls. Each sends the revision the editor loaded; when someone else saved in between
 * the gateway answers CONTENT_CHANGED and `conflict` turns on (the editor offers to reload) instead
 * of a snackbar. Other errors are shown as usual.
 */
export function useContentActions() {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [conflict, setConflict] = useState(false);
  const [save, saveState] = useMutation(SaveContentItemMutation);
  const [schedule, scheduleState] = useMutation(ScheduleContentItemMutation);
  const [publish, publishState] = useMutation(PublishContentItemMutation);
  const [unschedule, unscheduleState] = useMutation(UnscheduleContentItemMutation);
  const [archive, archiveState] = useMutation(ArchiveContentItemMutation);
  const [restore, restoreState] = useMutation(RestoreContentItemMutation);
  const busy = [saveState, scheduleState, publishState, unscheduleState, archiveState, restoreState].some(
    (s) => s.loading,
  );

  async function run<T>(call: () => Promise<T>, doneKey: string): Promise<T | undefined> {
    try {
      const result = await call();
      snackbar.show(intl.formatMessage({ id: doneKey }), "success");
      return result;
    } catch (error) {
      if (mapError(error).code === ERRORS.CONTENT_CHANGED.code) setConflict(true);
      else handleError(error);
      return undefined;
    }
  }

  return {
    busy,
    conflict,
    clearConflict: () => setConflict(false),
    save: (input: ContentItemInput): Promise<StaffContentItemFieldsFragment | undefined> =>
      run(async () => (await save({ variables: { input } })).data!.saveContentItem, "staff.content.saved"),
    schedule: (item: StaffContentItemFieldsFragment, publishAt: string) =>
      run(
        () => schedule({ variables: { id: item.id, publishAt, expectedRevision: item.revision } }),
        "staff.content.scheduled",
      ),
    change: (item: StaffContentItemFieldsFragment, action: StateAction) => {
      const variables = { id: item.id, expectedRevision: item.revision };
      const calls: Record<StateAction, () => Promise<unknown>> = {
        publish: () => publish({ variables }),
        unschedule: () => unschedule({ variables }),
        archive: () => archive({ variables }),
        restore: () => restore({ variables }),
      };
      return run(calls[action], DONE_MESSAGE[action]);
    },
  };
}
