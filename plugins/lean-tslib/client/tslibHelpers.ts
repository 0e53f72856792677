/**
 * The tslib helpers `@docusaurus/utils-common` calls in the browser. Its CommonJS build requires all of
 * tslib, whose ES build then lands whole (10 KB) in the main bundle; this is what it uses.
 * `tests/unit/plugins/lean-tslib` fails when a new version calls a helper missing here.
 */
export function __importDefault<T>(mod: T): T | { default: T } {
  return (mod as { __esModule?: boolean } | null)?.__esModule ? mod : { default: mod };
}
