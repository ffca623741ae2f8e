/** What each route of src/app/router.tsx carries for the layout (react-router's `handle`). */
export interface RouteHandle {
  /** Document title for the route; the layout appends the product name. */
  title: string;
}
