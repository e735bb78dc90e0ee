import { Navigate, Outlet, useLocation } from "react-router";
import { PageLoader } from "../../../app/layout/PageLoader";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { useViewer } from "../hooks/useViewer";
import { loginUrl } from "../urls";

/**
 * Guard of the protected pages (spec §2): a visitor goes to /{lang}/login?redirect=<this page>,
 * which opens the login dialog and comes back here after signing in.
 */
export function RequireViewer() {
  const { viewer, loading, error } = useViewer();
  const location = useLocation();
  const { locale } = useLocale();
  if (loading) return <PageLoader />;
  if (!viewer && error) return <ErrorState error={error} onRetry={() => window.location.reload()} />;
  if (!viewer) {
    return (
      <Navigate to={loginUrl(locale, `${location.pathname}${location.search}${location.hash}`)} replace />
    );
  }
  return <Outlet />;
}
