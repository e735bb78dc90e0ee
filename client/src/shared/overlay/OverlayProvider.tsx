import { useCallback, useMemo, useState, type ReactNode } from "react";
import { Container, Modal } from "@mantine/core";
import { useIntl } from "react-intl";
import { OverlayContext, type OverlayApi, type OverlayOptions } from "./OverlayContext";

/** Full-screen overlays (spec §2: about-us and explainers), separate from the 560 px dialogs. */
export function OverlayProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [overlay, setOverlay] = useState<OverlayOptions | null>(null);
  const [opened, setOpened] = useState(false);

  const open = useCallback((options: OverlayOptions) => {
    setOverlay(options);
    setOpened(true);
  }, []);
  const close = useCallback(() => setOpened(false), []);
  const api = useMemo<OverlayApi>(() => ({ open, close }), [open, close]);

  return (
    <OverlayContext.Provider value={api}>
      {children}
      <Modal
        opened={opened}
        onClose={close}
        onExitTransitionEnd={() => setOverlay(null)}
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
    </OverlayContext.Provider>
  );
}
