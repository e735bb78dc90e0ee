/*
 * Shared by the production and development-tools tests: the requests a development gateway answers
 * with its development tools, and how to tell that no route answered at all.
 */

/** The development tools and sandbox pages, each a GET or POST that a development gateway answers. */
export const DEV_TOOL_REQUESTS = [
  ["GET", "/dev/mail"],
  ["GET", "/dev/mail.json"],
  ["GET", "/dev/sms"],
  ["GET", "/dev/sms.json"],
  ["GET", "/sandbox/pay/ecpay/VT0000000001"],
  ["POST", "/sandbox/pay/ecpay/VT0000000001"],
  ["GET", "/sandbox/oauth/google/authorize"],
  ["POST", "/sandbox/oauth/google/consent"],
] as const;

/** Whether Express matched no route at all: its final JSON NOT_FOUND (a route's own 404 is HTML). */
export async function unrouted(url: string, method: string, path: string): Promise<boolean> {
  const res = await fetch(`${url}${path}`, {
    method,
    redirect: "manual",
    ...(method === "POST"
      ? { headers: { "content-type": "application/x-www-form-urlencoded" }, body: "decision=pay" }
      : {}),
  });
  if (res.status !== 404 || !res.headers.get("content-type")?.includes("application/json")) return false;
  const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
  return body.errors?.[0]?.extensions?.code === "NOT_FOUND";
}
