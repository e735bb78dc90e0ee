import { Navigate } from "react-router";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { useViewer } from "../../accounts";
import { RequireStaff } from "../components/RequireStaff";
import { STAFF_SECTIONS, sectionsFor } from "../components/staffSections";
import { StaffNoRole } from "../components/StaffNoRole";

/** /{lang}/admin — opens the first staff page this staff member's roles allow. */
export function StaffHomePage() {
  return (
    <RequireStaff>
      <FirstSection />
    </RequireStaff>
  );
}

function FirstSection() {
  const { locale } = useLocale();
  const { viewer } = useViewer();
  const [first] = sectionsFor(viewer?.staffRoles ?? []);
  if (!first) return <StaffNoRole />;
  return <Navigate replace to={STAFF_SECTIONS[first].url(locale)} />;
}
