import { HttpResponse } from "msw";

/** A GraphQL answer carrying one catalogue error, as the gateway formats it. */
export function graphqlError(errorCode: number, data?: Record<string, unknown>) {
  return HttpResponse.json({
    data: null,
    errors: [{ message: `error ${errorCode}`, extensions: { code: `E${errorCode}`, errorCode, data } }],
  });
}
