import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Notification, Portal, Transition } from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconInfoCircle } from "@tabler/icons-react";
import { useIntl } from "react-intl";
import { SNACKBAR_MS } from "@vitrine/schema";
import { SnackbarContext, type SnackbarApi, type SnackbarTone } from "./SnackbarContext";

interface Notice {
  id: number;
  message: ReactNode;
  tone: SnackbarTone;
}

const toneStyle: Record<SnackbarTone, { color: string; icon: ReactNode }> = {
  info: { color: "blue", icon: <IconInfoCircle size={18} /> },
  success: { color: "teal", icon: <IconCheck size={18} /> },
  error: { color: "red", icon: <IconAlertTriangle size={18} /> },
};

/** The app's one snackbar: a short notice at the bottom of the screen (spec §2, SNACKBAR_MS). */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [visible, setVisible] = useState(false);
  const nextId = useRef(1);

  const show = useCallback((message: ReactNode, tone: SnackbarTone = "info") => {
    setNotice({ id: nextId.current++, message, tone });
    setVisible(true);
  }, []);
  const hide = useCallback(() => setVisible(false), []);

  useEffect(() => {
    if (!visible || !notice) return;
    const timer = window.setTimeout(() => setVisible(false), SNACKBAR_MS);
    return () => window.clearTimeout(timer);
  }, [visible, notice]);

  const api = useMemo<SnackbarApi>(() => ({ show, hide }), [show, hide]);
  const style = notice ? toneStyle[notice.tone] : toneStyle.info;

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <Portal>
        <Transition mounted={visible} transition="slide-up" duration={200}>
          {(transitionStyles) => (
            <Notification
              data-testid="snackbar"
              role={notice?.tone === "error" ? "alert" : "status"}
              color={style.color}
              icon={style.icon}
              withBorder
              onClose={hide}
              closeButtonProps={{ "aria-label": intl.formatMessage({ id: "common.close" }) }}
              style={{
                ...transitionStyles,
                position: "fixed",
                left: "50%",
                bottom: "var(--mantine-spacing-xl)",
                transform: `translateX(-50%) ${String(transitionStyles.transform ?? "")}`,
                zIndex: 1000,
                width: "min(480px, calc(100vw - 2 * var(--mantine-spacing-md)))",
                boxShadow: "var(--mantine-shadow-lg)",
              }}
            >
              {notice?.message}
            </Notification>
          )}
        </Transition>
      </Portal>
    </SnackbarContext.Provider>
  );
}
