import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

type BundleConfig = ReturnType<NonNullable<Plugin['configureWebpack']>>;

/** A plugin whose work is one loader that rewrites known files of Docusaurus or of the build. */
export interface SourceRewrite {
  /** The plugin's name, which is also its folder under `plugins/`. */
  readonly name: string;
  /** The files the loader rewrites, by absolute path. */
  readonly files: string | readonly string[];
  /** The loader, a file in the plugin's folder. */
  readonly loaderFile: string;
  /** Rewrite the browser bundle only: the server render keeps what Docusaurus generated. */
  readonly clientOnly?: boolean;
  /** Settings of the browser bundle that go with the rewrite. */
  readonly client?: Omit<BundleConfig, 'module'>;
}

/**
 * The plugin for a `SourceRewrite`: its loader runs on the files before any other loader (`pre`), so it
 * sees the source as Docusaurus wrote or installed it, which is what its checks expect.
 */
export function sourceRewritePlugin(context: LoadContext, rewrite: SourceRewrite): Plugin {
  const loader = path.join(context.siteDir, 'plugins', rewrite.name, rewrite.loaderFile);
  const test = typeof rewrite.files === 'string' ? rewrite.files : [...rewrite.files];
  const loaderRules = { rules: [{ test, enforce: 'pre' as const, use: [loader] }] };
  return {
    name: rewrite.name,
    configureWebpack(_config, isServer) {
      if (isServer) return rewrite.clientOnly ? {} : { module: loaderRules };
      return { module: loaderRules, ...rewrite.client };
    },
  };
}
