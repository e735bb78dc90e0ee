import { Skeleton } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Navigate, useParams } from "react-router";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { DEFAULT_DIAL_CODE } from "../../../shared/i18n/countries";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { personalVerifyUrl, useViewer } from "../../accounts";
import { KycForm } from "../components/KycForm";
import { emptyKycForm } from "../forms/kycForm";
import { KycFormOptionsQuery, PersonalVerificationQuery } from "../graphql/kyc";
import { kycVerificationUrl } from "../urls";

/**
 * /{lang}/users/:publicId/personalVerify/verification — the KYC form (spec §3, §5): identity, a phone
 * verified by SMS code, address, purpose of use and four ID photos. Only a member with nothing under
 * review or approved may fill it in; a failed submission comes back pre-filled except for the ID
 * number and the photos.
 */
export function KycVerificationPage() {
  const { publicId } = useParams();
  const { locale } = useLocale();
  const { viewer } = useViewer();
  const status = useQuery(PersonalVerificationQuery);
  const options = useQuery(KycFormOptionsQuery);
  if (!viewer) return null;
  if (publicId !== viewer.publicId)
    return <Navigate to={kycVerificationUrl(locale, viewer.publicId)} replace />;
  const error = status.error ?? options.error;
  if (error && (!status.data || !options.data))
    return (
      <ErrorState
        error={error}
        onRetry={() => {
          void status.refetch();
          void options.refetch();
        }}
      />
    );
  if (!status.data || !options.data)
    return <Skeleton height={640} radius="lg" maw={860} mx="auto" data-testid="kyc-form-loading" />;
  const kyc = status.data.myKyc;
  // Under review or approved: nothing to fill in, the status page says why.
  if (kyc.status === "REVIEW" || kyc.status === "APPROVED")
    return <Navigate to={personalVerifyUrl(locale, viewer.publicId)} replace />;
  const previous =
    kyc.status === "FAILED"
      ? {
          nationality: kyc.nationality ?? "",
          firstName: kyc.firstName ?? "",
          lastName: kyc.lastName ?? "",
          birthday: kyc.birthday ?? "",
          // The number comes back too, but it must be verified again by a new code.
          ...(kyc.phoneCountry && kyc.phone ? { phoneCountry: kyc.phoneCountry, phone: kyc.phone } : {}),
          address: kyc.address ?? "",
          purpose: kyc.purpose ?? "",
        }
      : {};
  return (
    <KycForm
      publicId={viewer.publicId}
      nationalities={options.data.kycOptions.nationalities}
      purposes={options.data.kycOptions.purposes}
      initial={{ ...emptyKycForm(viewer.phoneCountryCode ?? DEFAULT_DIAL_CODE), ...previous }}
    />
  );
}
