// React Router finds a request's routes by trying the URL against every route branch in rank order, and
// renders a page from route objects it builds afresh from the manifest. With this app's 240-odd routes
// that was about a tenth of a page's CPU, and over a quarter of a small API call's (decision 184), so the
// server build (vite/react-router-shortcuts.ts) has React Router call the helpers below.

/** What React Router's flattenRoutes makes of each route branch; only its full path is read here. */
type Branch = { path: string };

/** The branches a URL can match, by the URL's first segment; each list in rank order. */
type BranchIndex = { byFirstSegment: Map<string, number[]>; unfixed: number[] };

const indexes = new WeakMap<readonly Branch[], BranchIndex>();

/**
 * A branch's first segment, lower-cased (routes match case-insensitively unless one says otherwise, so
 * this keeps more branches, never fewer), or null when the segment can be anything: a parameter, a splat,
 * an optional segment, or characters whose case React Router's matcher may treat differently.
 */
function fixedFirstSegment(path: string): string | null {
  const first = path.replace(/^\/+/, "").split("/", 1)[0];
  if (/^:|[*?]|[^\x20-\x7e]/.test(first)) return null;
  return first.toLowerCase();
}

function indexOf(branches: readonly Branch[]): BranchIndex {
  const known = indexes.get(branches);
  if (known) return known;
  const unfixed: number[] = [];
  const fixed = new Map<string, number[]>();
  branches.forEach((branch, rank) => {
    const first = fixedFirstSegment(branch.path);
    if (first === null) unfixed.push(rank);
    else fixed.set(first, [...(fixed.get(first) ?? []), rank]);
  });
  // A URL whose first segment is "teacher" can match the "teacher" branches and the unfixed ones, in rank order.
  const byFirstSegment = new Map(
    [...fixed].map(([first, ranks]) => [first, [...ranks, ...unfixed].sort((a, b) => a - b)]),
  );
  const index = { byFirstSegment, unfixed };
  indexes.set(branches, index);
  return index;
}

/**
 * The ranks of the branches worth trying for `pathname` (decoded, as React Router matches it), in rank
 * order, so the first that matches is the one a scan of them all would find. A partial match (React
 * Router's route discovery in the browser) or a path without its leading slash tries them all.
 */
export function branchOrder(branches: readonly Branch[], pathname: string, allowPartial: boolean): Iterable<number> {
  if (allowPartial || !pathname.startsWith("/")) return branches.keys();
  const { byFirstSegment, unfixed } = indexOf(branches);
  return byFirstSegment.get(pathname.slice(1).split("/", 1)[0].toLowerCase()) ?? unfixed;
}

const kept = new Map<string, WeakMap<object, unknown>>();

/**
 * What React Router makes from a build on every request and only reads afterwards: the route modules by id,
 * ServerRouter's route objects, and the static router's data routes (the static router copies matches before
 * changing them). `key` is an object that lives exactly as long as the build, so a new build makes its own.
 */
export function oncePerBuild<Value>(what: string, key: object, make: () => Value): Value {
  const byKey = kept.get(what) ?? new WeakMap<object, unknown>();
  kept.set(what, byKey);
  if (!byKey.has(key)) byKey.set(key, make());
  return byKey.get(key) as Value;
}

/**
 * React Router encodes a page's data for the browser (turbo-stream) on every document request, but only a page
 * that renders its scripts reads it: on every other page (students', visitors', the teacher's, decision 181)
 * the encoding was CPU spent for nothing. This stream starts the encoding when it is first read, and never
 * otherwise; a `highWaterMark` of 0 keeps the stream from asking for a chunk before anyone reads.
 */
export function encodedWhenRead<Chunk>(encode: () => ReadableStream<Chunk>): ReadableStream<Chunk> {
  let reader: ReadableStreamDefaultReader<Chunk> | undefined;
  return new ReadableStream<Chunk>(
    {
      async pull(controller) {
        reader ??= encode().getReader();
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel: (reason) => reader?.cancel(reason),
    },
    { highWaterMark: 0 },
  );
}
