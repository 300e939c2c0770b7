import { data } from "react-router";

// Any address no other route claims: the root error boundary draws the 404 page.
export function loader() {
  throw data("Not found", { status: 404 });
}

export default function NotFound() {
  return null;
}
