/**
 * Reading and writing one field of the draft by its path in the document (`prices.regular.Late Night`,
 * `events.items.2.title.en`): the same path the checks, the server's 400 and the change log name a field by.
 */

type Node = Record<string, unknown> | unknown[];

export function readAt(root: unknown, path: string): unknown {
  let node: unknown = root;
  for (const segment of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** A copy of `root` with the field at `path` set: only the objects along the path are copied. */
export function writeAt<T>(root: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  if (head === undefined) return root;
  const node = root as unknown as Node;
  const copy: Node = Array.isArray(node) ? [...node] : { ...node };
  const key = Array.isArray(copy) ? Number(head) : head;
  const current = (copy as Record<string | number, unknown>)[key];
  (copy as Record<string | number, unknown>)[key] = rest.length === 0 ? value : writeAt(current, rest.join('.'), value);
  return copy as T;
}
