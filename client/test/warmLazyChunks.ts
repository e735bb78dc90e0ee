import { loadAvatarMenuDropdown } from "../src/app/layout/AvatarMenu";
import { accountDialogs } from "../src/modules/accounts/hooks/accountDialogs";
import { loadDialogFrame } from "../src/shared/dialogs/DialogProvider";
import { preloadOverlayFrame } from "../src/shared/overlay/OverlayProvider";

/**
 * Test setup: fetches (compiles, in vitest) the chunks the app loads at first use, so a test that
 * opens a dialog or a menu does not spend its time limit compiling them. Where the app keeps what it
 * fetched (the account dialogs, the avatar menu, the dialog and overlay frames), the first opening is then as
 * immediate as the next ones.
 */
export async function warmLazyChunks(): Promise<void> {
  await Promise.all([
    accountDialogs.load(),
    loadDialogFrame(),
    preloadOverlayFrame(),
    import("../src/modules/content/components/ContactDialog"),
    loadAvatarMenuDropdown(),
    import("../src/app/layout/LanguageMenuDropdown"),
    import("../src/app/layout/MobileDrawer"),
    import("../src/app/layout/HeaderSearchCombobox"),
    import("../src/modules/home/routes/HomePage"),
  ]);
}
