import { useMediaQuery } from "@mantine/hooks";
import { MOBILE_MAX_WIDTH_PX } from "@vitrine/schema";

/** True at window widths of MOBILE_MAX_WIDTH_PX (600 px) or less: drawer nav, full-screen dialogs. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`, false, { getInitialValueInEffect: false });
}
