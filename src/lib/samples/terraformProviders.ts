/** The providers and Terraform release a configuration asks for, read from its parsed files. */

export interface ProviderRequirement {
  /** `namespace/name` on the public registry, e.g. `hashicorp/aws`. */
  readonly source: string;
  readonly constraint?: string;
}

export interface Requirements {
  readonly providers: readonly ProviderRequirement[];
  readonly requiredVersion?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const bodiesOf = (value: unknown): Record<string, unknown>[] =>
  (Array.isArray(value) ? value : [value]).filter(isRecord);

/** Resource types served by Terraform itself (`terraform_data`, `terraform_remote_state`). */
const BUILT_IN = 'terraform';

/**
 * Every provider the files use, explicitly in `required_providers` or implied by a `provider` block or a
 * resource type's prefix (`kubernetes_namespace` needs `hashicorp/kubernetes`), with its constraint.
 */
export function providersOf(files: readonly Record<string, unknown>[]): Requirements {
  const declared = new Map<string, ProviderRequirement>();
  const used = new Set<string>();
  let requiredVersion: string | undefined;
  for (const json of files) {
    for (const terraform of bodiesOf(json.terraform)) {
      if (typeof terraform.required_version === 'string') requiredVersion = terraform.required_version;
      for (const block of bodiesOf(terraform.required_providers)) {
        for (const [name, value] of Object.entries(block)) {
          const spec = isRecord(value) ? value : { version: value };
          const source = typeof spec.source === 'string' ? spec.source : `hashicorp/${name}`;
          declared.set(name, {
            source: source.replace(/^registry\.terraform\.io\//, ''),
            ...(typeof spec.version === 'string' ? { constraint: spec.version } : {}),
          });
          used.add(name);
        }
      }
    }
    if (isRecord(json.provider)) Object.keys(json.provider).forEach((name) => used.add(name));
    for (const kind of ['resource', 'data', 'ephemeral']) {
      const blocks = json[kind];
      if (!isRecord(blocks)) continue;
      for (const type of Object.keys(blocks)) used.add(type.split('_')[0] ?? type);
    }
  }
  used.delete(BUILT_IN);
  const providers = [...used].sort().map((name) => declared.get(name) ?? { source: `hashicorp/${name}` });
  return { providers, ...(requiredVersion === undefined ? {} : { requiredVersion }) };
}
