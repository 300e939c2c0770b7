import { useEffect, useState } from "react";

/** False in the server's HTML and until React has taken over in the browser; for script-only extras. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
