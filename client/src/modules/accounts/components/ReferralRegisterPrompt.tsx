import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { useRegisterDialog } from "../hooks/useRegisterDialog";
import { useViewer } from "../hooks/useViewer";

export const REFERRAL_QUERY_PARAM = "referral_code";

/**
 * Spec §2: when the URL carries referral_code and nobody is signed in, the register dialog opens on
 * load with the code filled in. Once per page load, so closing it sticks.
 */
export function ReferralRegisterPrompt() {
  const [params] = useSearchParams();
  const { viewer, loading } = useViewer();
  const openRegister = useRegisterDialog();
  const opened = useRef(false);
  const referralCode = params.get(REFERRAL_QUERY_PARAM)?.trim();

  useEffect(() => {
    if (opened.current || loading || viewer || !referralCode) return;
    opened.current = true;
    openRegister({ referralCode });
  }, [loading, viewer, referralCode, openRegister]);

  return null;
}
