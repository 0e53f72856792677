/**
 * Reads the output of a build or a test run on a new Docusaurus release and says which local plugin
 * broke, in the words of the error it threw. The plugins name themselves in their messages
 * (`route-loading: ...`); a stack frame or a test file under `plugins/<name>/` names one too.
 */

export interface UpgradeFinding {
  /** The plugin folder, or `site` when no plugin is named. */
  readonly plugin: string;
  readonly message: string;
}

const ERROR_LINE = /(Error\b|\berror:|\bfailed\b|Cannot find module|is not a function|is not exported)/;
const PLUGIN_PATH = /plugins\/([a-z0-9-]+)\//;
const PLUGIN_PREFIX = /^\s*(?:\[ERROR\]\s*|Error:\s*)?([a-z0-9]+(?:-[a-z0-9]+)+): (.+)$/;
const TEST_FAILURE = /FAIL\s+tests\/unit\/plugins\/([a-z0-9-]+)\/\S+(?:\s*>\s*(.*))?/;
/** How far below an error line its stack frames are looked for. */
const STACK_WINDOW = 15;

const clean = (line: string): string =>
  // eslint-disable-next-line no-control-regex -- strips the terminal colour codes of the tools' output
  line.replace(/\u001b\[[0-9;]*m/g, '').trim();

/** The findings in one run's output; a failed run that names no plugin still yields one `site` finding. */
export function upgradeFindings(
  output: string,
  succeeded: boolean,
  plugins: readonly string[],
): UpgradeFinding[] {
  const lines = output.split('\n').map(clean);
  const known = new Set(plugins);
  const findings = new Map<string, UpgradeFinding>();
  const add = (plugin: string, message: string) => {
    const key = `${plugin}\n${message}`;
    if (!findings.has(key)) findings.set(key, { plugin, message });
  };
  lines.forEach((line, index) => {
    const test = TEST_FAILURE.exec(line);
    if (test?.[1] && known.has(test[1])) {
      const reason = lines.slice(index + 1, index + STACK_WINDOW).find((next) => ERROR_LINE.test(next));
      add(test[1], `${test[2] ?? 'a test'} failed${reason ? `: ${reason}` : ''}`);
      return;
    }
    const prefixed = PLUGIN_PREFIX.exec(line);
    if (prefixed?.[1] && known.has(prefixed[1]) && prefixed[2]) {
      add(prefixed[1], prefixed[2]);
      return;
    }
    if (!ERROR_LINE.test(line)) return;
    const frame = lines.slice(index, index + STACK_WINDOW).map((next) => PLUGIN_PATH.exec(next)?.[1]);
    const plugin = frame.find((name) => name !== undefined && known.has(name));
    if (plugin) add(plugin, line);
  });
  if (!succeeded && findings.size === 0) {
    add('site', lines.find((line) => ERROR_LINE.test(line)) ?? 'the run failed without an error message');
  }
  return [...findings.values()];
}
