import { redirect, type RouteObject } from "react-router";
import type { RouteHandle } from "../../../app/routeHandle";
import { withChunkReload } from "../../../shared/chunkReload";
import type { ContentKind } from "../../../gql/graphql";
import { isLocale } from "@vitrine/schema";
import { businessUrl } from "../../business";
import { LIST_KINDS, type ListKind } from "../kinds";

// Each page is a chunk of its own, loaded when its route is opened.
const listPage = withChunkReload(() => import("./ContentListPage"));
const articlePage = withChunkReload(() => import("./ContentArticlePage"));
const singlePage = withChunkReload(() => import("./ContentSinglePage"));
const staffContentPage = withChunkReload(() => import("./StaffContentPage"));
const staffContentEditPage = withChunkReload(() => import("./StaffContentEditPage"));
const staffSitePage = withChunkReload(() => import("./StaffSitePage"));

function listRoutes(kind: ListKind): RouteObject[] {
  const info = LIST_KINDS[kind];
  return [
    {
      path: info.path,
      handle: { name: info.routeName } satisfies RouteHandle,
      lazy: async () => {
        const { ContentListPage } = await listPage();
        return { element: <ContentListPage kind={kind} /> };
      },
    },
    {
      path: `${info.path}/:id`,
      handle: { name: info.articleRouteName } satisfies RouteHandle,
      lazy: async () => {
        const { ContentArticlePage } = await articlePage();
        return { element: <ContentArticlePage kind={kind} /> };
      },
    },
  ];
}

function singleRoute(path: string, name: string, kind: ContentKind): RouteObject {
  return {
    path,
    handle: { name } satisfies RouteHandle,
    lazy: async () => {
      const { ContentSinglePage } = await singlePage();
      return { element: <ContentSinglePage kind={kind} /> };
    },
  };
}

/**
 * Reader pages (spec §2 titles): announcements, news, editorial and events (`event`) with their
 * articles, and the single pages that show the newest item of their kind. `services` is the business
 * module's page (route `business`: the business-services text above the issuer application form).
 */
export const contentRoutes: RouteObject[] = [
  ...listRoutes("ANNOUNCEMENT"),
  ...listRoutes("NEWS"),
  ...listRoutes("EDITORIAL"),
  ...listRoutes("EVENT"),
  singleRoute("beginner", "route.beginner", "BEGINNER_GUIDE"),
  singleRoute("guarantee", "route.guarantee", "PERFORMANCE_GUARANTEE"),
  singleRoute("community", "route.community", "JOIN_COMMUNITY"),
  {
    path: "services",
    loader: ({ params }) => redirect(isLocale(params.lang) ? businessUrl(params.lang) : "/"),
  },
];

/** Staff pages (operation contentManage): the content list, the editor, the site settings. */
export const contentStaffRoutes: RouteObject[] = [
  {
    path: "admin/content",
    handle: { name: "route.staffContent" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await staffContentPage()).StaffContentPage }),
  },
  {
    path: "admin/content/new",
    handle: { name: "route.staffContentNew" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await staffContentEditPage()).StaffContentEditPage }),
  },
  {
    path: "admin/content/:id",
    handle: { name: "route.staffContentItem" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await staffContentEditPage()).StaffContentEditPage }),
  },
  {
    path: "admin/site",
    handle: { name: "route.staffSite" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await staffSitePage()).StaffSitePage }),
  },
];
