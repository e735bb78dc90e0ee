import { ActionIcon, Affix, Transition } from "@mantine/core";
import { useWindowScroll } from "@mantine/hooks";
import { IconArrowUp } from "@tabler/icons-react";
import { useIntl } from "react-intl";
import { BACK_TO_TOP_AFTER_PX } from "@vitrine/schema";

/** Floating button that appears once the page is scrolled past BACK_TO_TOP_AFTER_PX (spec §2). */
export function BackToTop() {
  const intl = useIntl();
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <Affix position={{ bottom: 24, right: 24 }} zIndex={150}>
      <Transition transition="slide-up" mounted={scroll.y > BACK_TO_TOP_AFTER_PX}>
        {(transitionStyles) => (
          <ActionIcon
            size={44}
            radius="xl"
            variant="filled"
            style={{ ...transitionStyles, boxShadow: "var(--mantine-shadow-md)" }}
            aria-label={intl.formatMessage({ id: "footer.backToTop" })}
            data-testid="back-to-top"
            onClick={() => scrollTo({ y: 0 })}
          >
            <IconArrowUp size={20} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
