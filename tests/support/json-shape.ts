/**
 * A JSON value's shape: objects keep their field names (sorted), arrays the merged shape of their
 * elements, and every other value becomes its type ("string", "number", "boolean", "null"). Elements of
 * one array that differ (a field null in one, a string in another) merge to "null|string".
 */
export function jsonShape(value: unknown): unknown {
  if (value === null) return "null";
  if (Array.isArray(value)) return value.length === 0 ? [] : [value.map(jsonShape).reduce(mergeShapes)];
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b));
    return Object.fromEntries(entries.map(([key, field]) => [key, jsonShape(field)]));
  }
  return typeof value;
}

const isRecord = (shape: unknown): shape is Record<string, unknown> =>
  typeof shape === "object" && shape !== null && !Array.isArray(shape);

function mergeShapes(a: unknown, b: unknown): unknown {
  if (JSON.stringify(a) === JSON.stringify(b)) return a;
  if (isRecord(a) && isRecord(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    return Object.fromEntries(keys.map((key) => [key, mergeShapes(a[key] ?? "absent", b[key] ?? "absent")]));
  }
  if (Array.isArray(a) && Array.isArray(b)) return a.length === 0 ? b : b.length === 0 ? a : [mergeShapes(a[0], b[0])];
  const types = new Set([...String(a).split("|"), ...String(b).split("|")]);
  return [...types].sort().join("|");
}
