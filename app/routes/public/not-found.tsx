import { data } from "react-router";

// Any address no other route claims: the root error boundary draws the 404 page.
export function loader() {
  throw data("Not found", { status: 404 });
}

// A form sent to such an address finds nothing either: 404, not React Router's "no action" fault.
export const action = loader;

export default function NotFound() {
  return null;
}
