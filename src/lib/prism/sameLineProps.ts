/** Props as React hands them to a component: any keys, compared one by one. */
type Props = Readonly<Record<string, unknown>>;

function sameStrings(a: unknown, b: unknown): boolean {
  return (
    Array.isArray(a) &&
    Array.isArray(b) &&
    a.length === b.length &&
    a.every((item, index) => typeof item === 'string' && item === b[index])
  );
}

/**
 * Whether a code line can skip rendering: every prop is the same value, except that a list of class
 * names may be a new array with the same names (the theme rebuilds the magic-comment classes of
 * highlighted lines on every render of the block). Any prop the theme adds later is compared too.
 */
export function sameLineProps(previous: Props, next: Props): boolean {
  const keys = new Set([...Object.keys(previous), ...Object.keys(next)]);
  return [...keys].every(
    (key) => Object.is(previous[key], next[key]) || sameStrings(previous[key], next[key]),
  );
}
