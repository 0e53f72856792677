/**
 * Terraform's version constraint syntax (`>= 1.5, < 2.0`, `~> 6.0`), evaluated for the sample checks,
 * which validate with the Terraform and AWS provider releases a machine has. The npm semver package reads
 * `~>` differently, hence this small evaluator of the syntax Terraform documents:
 * https://developer.hashicorp.com/terraform/language/expressions/version-constraints
 */

type Version = readonly number[];

function parseVersion(text: string): Version | undefined {
  const match = /^v?(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:-[\w.]+)?$/.exec(text.trim());
  if (!match) return undefined;
  return [match[1], match[2], match[3]].filter((part) => part !== undefined).map(Number);
}

function compare(a: Version, b: Version): number {
  for (let index = 0; index < 3; index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** True when `version` meets every comma-separated condition of `constraint`. */
export function satisfies(version: string, constraint: string): boolean {
  const actual = parseVersion(version);
  if (!actual) throw new Error(`"${version}" is not a version`);
  return constraint.split(',').every((condition) => {
    const match = /^\s*(>=|<=|~>|!=|=|>|<)?\s*(\S+)\s*$/.exec(condition);
    const wanted = match?.[2] === undefined ? undefined : parseVersion(match[2]);
    if (!match || !wanted) throw new Error(`"${constraint}" is not a version constraint`);
    const order = compare(actual, wanted);
    switch (match[1]) {
      case '>=':
        return order >= 0;
      case '<=':
        return order <= 0;
      case '>':
        return order > 0;
      case '<':
        return order < 0;
      case '!=':
        return order !== 0;
      case '~>': {
        // ~> 6.0 allows 6.x; ~> 6.0.1 allows 6.0.x: the last given part may grow.
        const fixed = wanted.length - 1;
        return (
          order >= 0 && wanted.slice(0, Math.max(fixed, 1)).every((part, index) => actual[index] === part)
        );
      }
      default:
        return order === 0;
    }
  });
}
