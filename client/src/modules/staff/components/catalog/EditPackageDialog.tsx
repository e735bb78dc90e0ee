import { Text, TextInput } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { StaffProductFieldsFragment } from "../../../../gql/graphql";
import { UpdatePackageProductMutation } from "../../graphql/catalog";
import {
  packageTermsSchema,
  toLocalInput,
  toPackageTermsInput,
  type PackageTermsValues,
} from "./catalogForms";
import { EditTermsDialog } from "./EditTermsDialog";

/** Message ids by value (explicit, so every message id can be checked). */
const LABEL = {
  priceTwd: "staff.releases.field.priceTwd",
  priceJpoint: "staff.releases.field.priceJpoint",
  totalSupply: "staff.releases.field.totalSupply",
  maxPerOrder: "staff.releases.field.maxPerOrder",
  releaseAt: "staff.releases.field.releaseAt",
  openAt: "staff.releases.field.openAt",
  saleEndsAt: "staff.releases.field.saleEndsAt",
} as const satisfies Record<keyof PackageTermsValues, string>;
const REQUIRED: (keyof PackageTermsValues)[] = ["priceTwd", "totalSupply", "releaseAt", "openAt"];
const TIMES: (keyof PackageTermsValues)[] = ["releaseAt", "openAt", "saleEndsAt"];

const termsOf = (p: StaffProductFieldsFragment): PackageTermsValues => ({
  priceTwd: p.priceTwd,
  priceJpoint: p.priceJpoint ?? "",
  totalSupply: String(p.totalSupply),
  maxPerOrder: String(p.maxPerOrder),
  releaseAt: toLocalInput(p.releaseAt),
  openAt: toLocalInput(p.openAt ?? p.releaseAt),
  saleEndsAt: toLocalInput(p.saleEndsAt),
});

/**
 * Edits a card package's schedule, prices, supply, per-order limit and sale end
 * (updatePackageProduct). Its pool and cards per package are shown, not edited: the seed hash
 * published at creation commits to them. The gateway refuses once a package was sold or reserved, or
 * the seed is public (2204), shown in the snackbar.
 */
export function EditPackageDialog({
  product,
  onClose,
}: {
  product: StaffProductFieldsFragment;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [update, { loading }] = useMutation(UpdatePackageProductMutation, {
    refetchQueries: ["StaffPrimaryProducts"],
  });
  return (
    <EditTermsDialog<PackageTermsValues>
      initialValues={termsOf(product)}
      schema={packageTermsSchema}
      save={(values) => update({ variables: { input: { id: product.id, ...toPackageTermsInput(values) } } })}
      loading={loading}
      onClose={onClose}
      title={<FormattedMessage id="staff.packages.edit" values={{ name: product.name }} />}
      testPrefix="staff-package-edit"
      updatedId="staff.packages.updated"
      helpId="staff.packages.editHelp"
      fields={(form, fieldError) =>
        (Object.keys(LABEL) as (keyof PackageTermsValues)[]).map((name) => (
          <TextInput
            key={name}
            label={intl.formatMessage({ id: LABEL[name] })}
            withAsterisk={REQUIRED.includes(name)}
            type={TIMES.includes(name) ? "datetime-local" : undefined}
            inputMode={TIMES.includes(name) ? undefined : "numeric"}
            {...form.getInputProps(name)}
            error={fieldError(name)}
            data-testid={`staff-package-edit-${name}`}
          />
        ))
      }
      extra={
        <Text size="sm" data-testid="staff-package-edit-contents">
          <FormattedMessage id="staff.packages.contents" values={{ cards: product.cardsPerPackage ?? 0 }} />
        </Text>
      }
    />
  );
}
