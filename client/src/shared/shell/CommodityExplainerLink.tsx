import { Anchor } from "@mantine/core";
import { IconHelpCircle } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { useCommodityExplainer } from "./useCommodityExplainer";

/** "What is a digital commodity?" beside a price (product and card pages). */
export function CommodityExplainerLink() {
  const open = useCommodityExplainer();
  return (
    <Anchor
      component="button"
      type="button"
      size="xs"
      c="dimmed"
      onClick={open}
      data-testid="commodity-explainer-link"
      style={{ display: "inline-flex", alignItems: "center", gap: 4 }}
    >
      <IconHelpCircle size={14} />
      <FormattedMessage id="shell.explainer.link" />
    </Anchor>
  );
}
