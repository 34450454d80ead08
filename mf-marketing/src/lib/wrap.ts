/** The index `step` away from `index` in a list of `length` items, wrapping at both ends. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}
