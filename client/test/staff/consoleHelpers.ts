import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { makeViewer } from "../../src/shared/test/fixtures";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";

/** Signs a staff member with 2FA on and `staffRoles` in (the console's tests). */
export function signInStaff(staffRoles: string[]) {
  server.use(
    graphql.query(MeQuery, () =>
      HttpResponse.json({ data: { me: makeViewer({ role: "staff", twoFactorEnabled: true, staffRoles }) } }),
    ),
  );
}

/** A response object's __typename, spread in (msw's typed handlers do not list it on their data). */
export const typename = (name: string) => ({ __typename: name });
