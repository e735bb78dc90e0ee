import { useCallback } from "react";
import { useNavigate } from "react-router";
import type { PrimaryOrderFieldsFragment } from "../../../gql/graphql";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { completeUrl } from "../../market";
import { browserLocation } from "../../../shared/browserLocation";

type Created = Pick<PrimaryOrderFieldsFragment, "orderId" | "state" | "paymentUrl" | "atm">;

/**
 * Where the browser goes once an order exists: an order awaiting payment at a provider goes to its
 * payment page (the sandbox outside production); an ATM order, which already carries the transfer
 * details, and a settled order (Jpoint) go to the complete page.
 */
export function useFollowOrder(): (order: Created) => void {
  const navigate = useNavigate();
  const { locale } = useLocale();
  return useCallback(
    (order: Created) => {
      if (order.state === "PROCESSING" && !order.atm && order.paymentUrl) {
        browserLocation.assign(order.paymentUrl);
        return;
      }
      void navigate(completeUrl(locale, order.orderId));
    },
    [navigate, locale],
  );
}
