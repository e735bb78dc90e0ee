import type { RouteObject } from "react-router";
import type { RouteHandle } from "../../../app/routeHandle";
import { withChunkReload } from "../../../shared/chunkReload";

const quizPage = withChunkReload(() => import("./QuizPage"));
const staffPage = withChunkReload(() => import("./StaffQuizzesPage"));

/** A quiz's page: open to visitors (starting an attempt asks them to sign in). */
export const quizPublicRoutes: RouteObject[] = [
  {
    path: "quiz/:id",
    handle: { name: "quiz.route" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await quizPage()).QuizPage }),
  },
];

/** Staff: quizzes. */
export const quizStaffRoutes: RouteObject[] = [
  {
    path: "admin/quizzes",
    handle: { name: "staff.quiz.title" } satisfies RouteHandle,
    lazy: async () => ({ Component: (await staffPage()).StaffQuizzesPage }),
  },
];
