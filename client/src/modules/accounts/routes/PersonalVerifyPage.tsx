import { Navigate, useParams } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { KycStatusView } from "../../kyc";
import { useViewer } from "../hooks/useViewer";
import { personalVerifyUrl } from "../urls";

/**
 * /{lang}/users/:publicId/personalVerify — the signed-in member's identity verification (KYC): what
 * the review says about their submission, and the way to the form when there is none (or it failed).
 */
export function PersonalVerifyPage() {
  const { publicId } = useParams();
  const { locale } = useLocale();
  const { viewer } = useViewer();
  if (!viewer) return null;
  // Verification is private: someone else's publicId in the URL shows your own page.
  if (publicId !== viewer.publicId)
    return <Navigate to={personalVerifyUrl(locale, viewer.publicId)} replace />;
  return <KycStatusView publicId={viewer.publicId} />;
}
