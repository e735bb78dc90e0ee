/** Every route carries the message key of its name: breadcrumbs and the document title use it. */
export interface RouteHandle {
  name: string;
}

export const HOME_ROUTE_NAME = "route.home";
