/**
 * Drop-in for the part of `prism-react-renderer` the Docusaurus theme's code blocks use (`Highlight`),
 * built on Prism's core alone. The original bundles ~20 languages and every theme into the main bundle;
 * here the theme's `prism.additionalLanguages` decides what ships, and only pages with code load it.
 */
import { useCallback, useMemo, type ReactNode } from 'react';
import clsx from 'clsx';
import {
  normalizeTokens,
  themeToDictionary,
  tokenStyle,
  type CodeTheme,
  type LineToken,
  type PrismStream,
  type StyleObject,
} from '../../../src/lib/prism/tokens';
import { registeredPrism, type PrismInstance } from './prismRegistry';

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

export function Highlight({
  code,
  language: rawLanguage,
  theme,
  prism = registeredPrism(),
  children,
}: HighlightProps): ReactNode {
  const language = rawLanguage.toLowerCase();
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
