import { Modal } from "@mantine/core";
import { useIntl } from "react-intl";
import { DIALOG_WIDTH_PX, MODAL_DIALOG_TYPE } from "@vitrine/schema";
import { useIsMobile } from "../ui/useIsMobile";
import type { DialogOptions } from "./DialogContext";

/**
 * The dialog frame (spec §2): DIALOG_WIDTH_PX wide above MOBILE_MAX_WIDTH_PX, full screen at or
 * below it; an outside click closes it unless its type is MODAL_DIALOG_TYPE. A chunk of its own
 * (Mantine's Modal, focus trap, scroll area), loaded by DialogProvider at the first opening.
 */
export function DialogModal({
  dialog,
  opened,
  onClose,
  onExited,
}: {
  dialog: DialogOptions | null;
  opened: boolean;
  onClose: () => void;
  onExited: () => void;
}) {
  const intl = useIntl();
  const isMobile = useIsMobile();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onExited}
      title={dialog?.title}
      size={DIALOG_WIDTH_PX}
      fullScreen={isMobile}
      centered={!isMobile}
      radius={isMobile ? 0 : "md"}
      closeOnClickOutside={dialog?.type !== MODAL_DIALOG_TYPE}
      closeButtonProps={{ "aria-label": intl.formatMessage({ id: "common.close" }) }}
      overlayProps={{ backgroundOpacity: 0.6, blur: 3, "data-testid": "dialog-overlay" } as object}
      data-dialog-kind={dialog?.kind}
      data-dialog-type={dialog?.type}
    >
      {dialog?.content}
    </Modal>
  );
}
