/** Build-time settings read from environment variables (documented in the README). */
export interface BuildEnv {
  /** Absolute origin the site is served from; used for canonical URLs and the sitemap. */
  readonly siteUrl: string;
  readonly buildVersion: string;
  /** ISO 8601 timestamp of the build. */
  readonly buildTime: string;
  /** Google Analytics measurement id; analytics is off when undefined. */
  readonly gtagTrackingId: string | undefined;
  /** Rspack's persistent cache in node_modules/.cache (BUILD_CACHE=true): faster rebuilds, more memory. */
  readonly buildCache: boolean;
  /**
   * A checkout of the Service Catalog repository to read each service's Terraform interface from
   * (`<dir>/<module_path>`) instead of `catalog/`; undefined reads `catalog/`.
   */
  readonly catalogSource: string | undefined;
  /** Adds the Rsdoctor bundle analyser to the build (RSDOCTOR=true). */
  readonly rsdoctor: boolean;
}

export type EnvSource = Readonly<Record<string, string | undefined>>;

export class BuildEnvError extends Error {
  override readonly name = 'BuildEnvError';
}

const DEFAULT_SITE_URL = 'http://localhost:3000';
const GTAG_ID_PATTERN = /^(G|UA|GT|AW)-[A-Z0-9-]+$/;

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function parseSiteUrl(raw: string | undefined): string {
  const value = nonEmpty(raw) ?? DEFAULT_SITE_URL;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new BuildEnvError(
      `SITE_URL must be an absolute http(s) URL such as https://docs.example.com, got "${value}".`,
    );
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new BuildEnvError(`SITE_URL must use http or https, got "${parsed.protocol}".`);
  }
  if (parsed.pathname !== '/' || parsed.search || parsed.hash) {
    throw new BuildEnvError(
      `SITE_URL must be an origin without a path (the site is served at /), got "${value}".`,
    );
  }
  return parsed.origin;
}

function parseGtagId(raw: string | undefined): string | undefined {
  const value = nonEmpty(raw);
  if (value === undefined) return undefined;
  if (!GTAG_ID_PATTERN.test(value)) {
    throw new BuildEnvError(
      `GTAG_TRACKING_ID must look like G-XXXXXXXXXX, got "${value}". Unset it to disable analytics.`,
    );
  }
  return value;
}

function parseBoolean(name: string, raw: string | undefined, fallback: boolean): boolean {
  const value = nonEmpty(raw)?.toLowerCase();
  if (value === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  throw new BuildEnvError(`${name} must be true or false, got "${raw ?? ''}".`);
}

/** Reads and validates the build settings; throws BuildEnvError with a fix-it message on bad input. */
export function readBuildEnv(source: EnvSource, now: Date = new Date()): BuildEnv {
  return {
    siteUrl: parseSiteUrl(source.SITE_URL),
    buildVersion: nonEmpty(source.BUILD_VERSION) ?? 'dev',
    buildTime: now.toISOString(),
    gtagTrackingId: parseGtagId(source.GTAG_TRACKING_ID),
    buildCache: parseBoolean('BUILD_CACHE', source.BUILD_CACHE, false),
    catalogSource: nonEmpty(source.CATALOG_SOURCE),
    rsdoctor: parseBoolean('RSDOCTOR', source.RSDOCTOR, false),
  };
}
