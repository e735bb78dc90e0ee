import { Container, Modal } from "@mantine/core";
import { useIntl } from "react-intl";
import type { OverlayOptions } from "./OverlayContext";

/**
 * The full-screen overlay frame: a chunk of its own (Mantine's Modal), loaded by OverlayProvider at
 * the first opening.
 */
export function OverlayModal({
  overlay,
  opened,
  onClose,
  onExited,
}: {
  overlay: OverlayOptions | null;
  opened: boolean;
  onClose: () => void;
  onExited: () => void;
}) {
  const intl = useIntl();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onExited}
      fullScreen
      radius={0}
      transitionProps={{ transition: "fade", duration: 200 }}
      title={overlay?.title}
      closeButtonProps={{ "aria-label": intl.formatMessage({ id: "common.close" }) }}
      data-overlay-kind={overlay?.kind}
      styles={{
        header: { background: "transparent" },
        content: {
          background:
            "radial-gradient(1200px 600px at 10% -10%, rgba(132, 94, 247, 0.18), transparent), var(--mantine-color-dark-8)",
        },
        title: { fontSize: "var(--mantine-font-size-xl)", fontWeight: 700 },
      }}
    >
      <Container size="sm" py="md">
        {overlay?.content}
      </Container>
    </Modal>
  );
}
