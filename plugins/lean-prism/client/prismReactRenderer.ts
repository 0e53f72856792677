/**
 * Drop-in for the part of `prism-react-renderer` the Docusaurus theme's code blocks use (`Highlight`),
 * built on Prism's core alone. The original bundles ~20 languages and every theme into the main bundle;
 * here the theme's `prism.additionalLanguages` decides what ships, and it loads after hydration.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {
  normalizeTokens,
  themeToDictionary,
  tokenStyle,
  type CodeTheme,
  type LineToken,
  type PrismStream,
  type StyleObject,
} from '../../../src/lib/prism/tokens';
import { requestPrism } from './loadPrism';
import { onPrismRegistered, registeredPrism, type PrismInstance } from './prismRegistry';

type ElementProps = Record<string, unknown> & { className?: string; style?: StyleObject };

export interface RenderProps {
  readonly tokens: LineToken[][];
  readonly className: string;
  readonly style: StyleObject;
  getLineProps(props: ElementProps & { line: LineToken[] }): ElementProps;
  getTokenProps(props: ElementProps & { token: LineToken }): ElementProps & { children: string };
}

interface HighlightProps {
  readonly code: string;
  readonly language: string;
  readonly theme: CodeTheme;
  readonly prism?: PrismInstance;
  readonly children: (props: RenderProps) => ReactNode;
}

function tokenize(prism: PrismInstance | undefined, code: string, language: string): LineToken[][] {
  const grammar = prism?.languages[language];
  if (!prism || !grammar) return normalizeTokens([code]);
  const env = { code, grammar, language, tokens: [] as unknown };
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(env.code, env.grammar);
  prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens as PrismStream);
}

/** Set by Docusaurus: true in a production browser bundle, whose first render hydrates the server's HTML. */
const HYDRATES_SERVER_HTML = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

/** The registered Prism; when `needed` and not there yet, asks for it and renders again once it is. */
function useRegisteredPrism(needed: boolean): PrismInstance | undefined {
  const [prism, setPrism] = useState(registeredPrism);
  useEffect(() => {
    if (!needed || prism) return undefined;
    const update = () => setPrism(registeredPrism);
    const stop = onPrismRegistered(update);
    update();
    requestPrism();
    return stop;
  }, [needed, prism]);
  return prism;
}

interface ServerMarkup {
  readonly code: string;
  readonly language: string;
  readonly theme: CodeTheme;
}

export function Highlight({
  code,
  language: rawLanguage,
  theme,
  prism: givenPrism,
  children,
}: HighlightProps): ReactNode {
  const language = rawLanguage.toLowerCase();
  const isBrowser = useIsBrowser();
  // A block hydrated before Prism arrived keeps the server's highlighted lines: they are markup React
  // adopts as it is (src/theme/CodeBlock/Line), so it hydrates from one plain token per line, and its
  // lines render again only when the code, language or theme changes, with Prism then. Both colour modes
  // use one theme object (the config sets no darkTheme: plugins/hydrate-once), so a switch keeps them.
  const [serverMarkup, setServerMarkup] = useState<ServerMarkup | null>(() =>
    HYDRATES_SERVER_HTML && !isBrowser && !(givenPrism ?? registeredPrism())
      ? { code, language, theme }
      : null,
  );
  const keepsServerMarkup =
    serverMarkup !== null &&
    serverMarkup.code === code &&
    serverMarkup.language === language &&
    serverMarkup.theme === theme;
  if (serverMarkup && !keepsServerMarkup) setServerMarkup(null);
  const registered = useRegisteredPrism(!givenPrism && !keepsServerMarkup);
  const prism = keepsServerMarkup ? undefined : (givenPrism ?? registered);
  const dictionary = useMemo(() => themeToDictionary(theme, language), [theme, language]);
  const tokens = useMemo(() => tokenize(prism, code, language), [prism, code, language]);
  const getLineProps = useCallback(
    ({ className, style, line, ...rest }: ElementProps & { line: LineToken[] }): ElementProps => ({
      ...rest,
      className: clsx('token-line', className),
      style: { ...dictionary.plain, ...style },
    }),
    [dictionary],
  );
  const getTokenProps = useCallback(
    ({ token, className, style, ...rest }: ElementProps & { token: LineToken }) => {
      const themed = tokenStyle(dictionary, token);
      return {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: style ? { ...themed, ...style } : themed,
      };
    },
    [dictionary],
  );
  return children({
    tokens,
    className: `prism-code language-${language}`,
    style: dictionary.root,
    getLineProps,
    getTokenProps,
  });
}
