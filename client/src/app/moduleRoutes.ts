import type { RouteObject } from "react-router";
import { catalogRoutes } from "../modules/catalog/routes/catalogRoutes";
import { redemptionRoutes } from "../modules/redemption/routes/redemptionRoutes";
import { businessPublicRoutes, businessSignedInRoutes } from "../modules/business/routes/businessRoutes";
import { noticesRoutes } from "../modules/notices/routes/noticesRoutes";
import { contentRoutes, contentStaffRoutes } from "../modules/content/routes/contentRoutes";
import {
  celebritiesPublicRoutes,
  celebritiesStaffRoutes,
} from "../modules/celebrities/routes/celebritiesRoutes";
import { showroomsPublicRoutes, showroomsSignedInRoutes } from "../modules/showrooms/routes/showroomsRoutes";
import { jpowerStoreRoutes } from "../modules/jpower-store/routes/jpowerStoreRoutes";
import { partnersSignedInRoutes } from "../modules/partners/routes/partnersRoutes";
import { stampsPublicRoutes, stampsSignedInRoutes } from "../modules/stamps/routes/stampsRoutes";
import { quizPublicRoutes, quizStaffRoutes } from "../modules/quiz/routes/quizRoutes";
import { dashboardsStaffRoutes } from "../modules/dashboards/routes/dashboardsRoutes";
import { missionsRoutes } from "../modules/missions/routes/missionsRoutes";

/**
 * Routes that modules declare in their own `routes/<module>Routes.tsx` and register here, so
 * `routes.tsx` stays the shell's tree and a new module adds one import and one spread line.
 *
 * - `publicModuleRoutes`: open to visitors (under /{lang}, beside home and the marketplace).
 * - `signedInModuleRoutes`: for signed-in members only (visitors go to /login?redirect=… first).
 *   Staff pages go here too; they tell anyone without the role that they are not allowed.
 */
export const publicModuleRoutes: RouteObject[] = [
  // Card, publisher and artist pages
  ...catalogRoutes,
  // Business-services page with the issuer application
  ...businessPublicRoutes,
  // Announcements, news, editorial, events and the content pages
  ...contentRoutes,
  // Celebrity index board and a celebrity's page
  ...celebritiesPublicRoutes,
  // Public showroom pages and the gallery of rooms
  ...showroomsPublicRoutes,
  // Stamp campaigns (list and a campaign's stamp card) and quizzes
  ...stampsPublicRoutes,
  ...quizPublicRoutes,
];

export const signedInModuleRoutes: RouteObject[] = [
  // Redeem zone, event administrators' panel, staff events
  ...redemptionRoutes,
  // Notice centre (users/notice) and staff broadcasts
  ...noticesRoutes,
  // Staff queue of issuer applications
  ...businessSignedInRoutes,
  // Staff content editor and site settings (launch notice, banners)
  ...contentStaffRoutes,
  // Staff: celebrities of the index board
  ...celebritiesStaffRoutes,
  // The member's missions (users/mission) and the staff missions page
  ...missionsRoutes,
  // The member's own showrooms (Jallery) and staff room templates and take-downs
  ...showroomsSignedInRoutes,
  // The Jpower store (users/jpowerStore, jpowerStore/buy, …/success) and its staff page
  ...jpowerStoreRoutes,
  // Partner consent page, the member's partner bindings and staff partner platforms
  ...partnersSignedInRoutes,
  // A venue QR's stamp link, staff campaigns and quizzes
  ...stampsSignedInRoutes,
  ...quizStaffRoutes,
  // Staff: operations dashboard and the queue board page
  ...dashboardsStaffRoutes,
];
