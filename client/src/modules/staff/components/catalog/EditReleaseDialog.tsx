import { useMutation } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import type { StaffProductFieldsFragment } from "../../../../gql/graphql";
import { UpdateReleaseProductMutation } from "../../graphql/catalog";
import { termsSchema, toLocalInput, toTermsInput, type TermsValues } from "./catalogForms";
import { EditTermsDialog } from "./EditTermsDialog";
import { TermsFields } from "./TermsFields";

const termsOf = (p: StaffProductFieldsFragment): TermsValues => ({
  priceTwd: p.priceTwd,
  discountPriceTwd: p.discountPriceTwd ?? "",
  priceJpoint: p.priceJpoint ?? "",
  totalSupply: String(p.totalSupply),
  maxPerOrder: String(p.maxPerOrder),
  releaseAt: toLocalInput(p.releaseAt),
  saleEndsAt: toLocalInput(p.saleEndsAt),
});

/**
 * Edits a release's schedule, prices, supply and per-order limit (updateReleaseProduct). The gateway
 * refuses once anything was sold or reserved (2203), shown in the snackbar.
 */
export function EditReleaseDialog({
  product,
  onClose,
}: {
  product: StaffProductFieldsFragment;
  onClose: () => void;
}) {
  const [update, { loading }] = useMutation(UpdateReleaseProductMutation);
  return (
    <EditTermsDialog<TermsValues>
      initialValues={termsOf(product)}
      schema={termsSchema}
      save={(values) => update({ variables: { input: { id: product.id, ...toTermsInput(values) } } })}
      loading={loading}
      onClose={onClose}
      title={<FormattedMessage id="staff.releases.edit" values={{ name: product.name }} />}
      testPrefix="staff-release-edit"
      updatedId="staff.releases.updated"
      helpId="staff.releases.editHelp"
      fields={(form, fieldError) => (
        <TermsFields form={form} fieldError={fieldError} testPrefix="staff-release-edit" />
      )}
    />
  );
}
