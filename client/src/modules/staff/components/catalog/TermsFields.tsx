import { TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useIntl } from "react-intl";
import type { TermsValues } from "./catalogForms";

/** Message ids by value (explicit, so every message id can be checked). */
const LABEL = {
  priceTwd: "staff.releases.field.priceTwd",
  discountPriceTwd: "staff.releases.field.discountPriceTwd",
  priceJpoint: "staff.releases.field.priceJpoint",
  totalSupply: "staff.releases.field.totalSupply",
  maxPerOrder: "staff.releases.field.maxPerOrder",
  releaseAt: "staff.releases.field.releaseAt",
  saleEndsAt: "staff.releases.field.saleEndsAt",
} as const satisfies Record<keyof TermsValues, string>;
const REQUIRED: (keyof TermsValues)[] = ["priceTwd", "totalSupply", "releaseAt"];

/** A release's sale terms (prices, supply, per-order limit, schedule), shared by the new and edit dialogs. */
export function TermsFields<V extends TermsValues>({
  form,
  fieldError,
  testPrefix,
}: {
  form: UseFormReturnType<V>;
  fieldError: (field: string) => string | undefined;
  testPrefix: string;
}) {
  const intl = useIntl();
  return (Object.keys(LABEL) as (keyof TermsValues)[]).map((name) => (
    <TextInput
      key={name}
      label={intl.formatMessage({ id: LABEL[name] })}
      withAsterisk={REQUIRED.includes(name)}
      type={name === "releaseAt" || name === "saleEndsAt" ? "datetime-local" : undefined}
      inputMode={name === "releaseAt" || name === "saleEndsAt" ? undefined : "numeric"}
      {...form.getInputProps(name)}
      error={fieldError(name)}
      data-testid={`${testPrefix}-${name}`}
    />
  ));
}
