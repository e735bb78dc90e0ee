import { HttpResponse } from "msw";

type Data = Record<string, string | number | boolean>;
interface ErrorBody {
  data: null;
  errors: { message: string; extensions: { code: string; errorCode: number; data?: Data } }[];
}

/** A GraphQL answer carrying one catalogue error, as the gateway formats it. */
export function graphqlError(errorCode: number, data?: Data): HttpResponse<ErrorBody> {
  const extensions = data ? { code: `E${errorCode}`, errorCode, data } : { code: `E${errorCode}`, errorCode };
  return HttpResponse.json<ErrorBody>({
    data: null,
    errors: [{ message: `error ${errorCode}`, extensions }],
  });
}
