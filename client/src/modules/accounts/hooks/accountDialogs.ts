import { withChunkReload } from "../../../shared/chunkReload";
import { preloadDialogFrame } from "../../../shared/dialogs/DialogProvider";
import { lazyModule } from "../../../shared/preloadable";

/**
 * The account dialogs' chunk, shared by useLoginDialog, useRegisterDialog and useForgotPasswordDialog
 * (fetched with the dialog frame's, side by side).
 */
export const accountDialogs = lazyModule(
  withChunkReload(() => {
    preloadDialogFrame();
    return import("../components/accountDialogs");
  }),
);
