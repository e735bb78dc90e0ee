import type { RouteObject } from "react-router";
import { RouteErrorPage } from "./errors/RouteErrorPage";
import type { RouteHandle } from "./routeHandle";
import {
  staffKycPage,
  staffWithdrawalsPage,
  staffChainPage,
  staffHomePage,
  staffCreditsPage,
  staffAuditPage,
  staffLayout,
} from "./pages";
import { RequireViewer } from "../modules/accounts/components/RequireViewer";
import { consolePageRoutes } from "../modules/staff/routes/consoleRoutes";
import { staffMessagesLoader } from "../shared/i18n/messages";

/** A module route that belongs in the staff console (its path is admin or under admin/). */
export const isConsolePath = (route: RouteObject) =>
  route.path === "admin" || !!route.path?.startsWith("admin/");

/**
 * The staff console (/{lang}/admin): a layout of its own (StaffLayout: top bar, sidebar by role,
 * a drawer on phones) around the staff pages, signed-in only. `moduleRoutes` are the modules' staff
 * pages (paths under admin/, registered in moduleRoutes.ts), mounted here without the prefix.
 */
export function staffConsoleRoute(moduleRoutes: RouteObject[]): RouteObject {
  return {
    // The staff console (/admin): a layout of its own with navigation by role.
    path: "admin",
    // The staff pages' messages (a chunk of their own, not on a visitor's first load), fetched
    // alongside the layout's chunk; again only when the language changes.
    loader: staffMessagesLoader,
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.lang !== nextParams.lang,
    lazy: async () => ({ Component: (await staffLayout()).StaffLayout }),
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          {
            element: <RequireViewer />,
            children: [
              // Staff pages (each tells anyone without the role that they are not allowed).
              {
                path: "kyc",
                handle: { name: "route.staffKyc" } satisfies RouteHandle,
                lazy: async () => ({ Component: (await staffKycPage()).StaffKycPage }),
              },
              {
                path: "withdrawals",
                handle: { name: "route.staffWithdrawals" } satisfies RouteHandle,
                lazy: async () => ({
                  Component: (await staffWithdrawalsPage()).StaffWithdrawalsPage,
                }),
              },
              {
                path: "chain",
                handle: { name: "route.staffChain" } satisfies RouteHandle,
                lazy: async () => ({ Component: (await staffChainPage()).StaffChainPage }),
              },
              {
                // The staff menu entry: opens the first page the staff member's roles allow.
                index: true,
                handle: { name: "route.staff" } satisfies RouteHandle,
                lazy: async () => ({ Component: (await staffHomePage()).StaffHomePage }),
              },
              {
                path: "credits",
                handle: { name: "route.staffCredits" } satisfies RouteHandle,
                lazy: async () => ({ Component: (await staffCreditsPage()).StaffCreditsPage }),
              },
              {
                path: "audit",
                handle: { name: "route.staffAudit" } satisfies RouteHandle,
                lazy: async () => ({ Component: (await staffAuditPage()).StaffAuditPage }),
              },
              ...consolePageRoutes,
              ...moduleRoutes.map((route) => ({ ...route, path: route.path!.replace(/^admin\/?/, "") })),
            ],
          },
        ],
      },
    ],
  };
}
