import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

type BundleConfig = ReturnType<NonNullable<Plugin['configureWebpack']>>;

/** Files of Docusaurus or of the build, and the loader of the plugin's folder that rewrites them. */
export interface FileRewrite {
  /** The files the loader rewrites, by absolute path. */
  readonly files: string | readonly string[];
  /** The loader, a file in the plugin's folder. */
  readonly loaderFile: string;
}

/** A plugin whose work is loaders that rewrite known files of Docusaurus or of the build. */
export interface SourceRewrite {
  /** The plugin's name, which is also its folder under `plugins/`. */
  readonly name: string;
  readonly rewrites: readonly FileRewrite[];
  /** Rewrite the browser bundle only: the server render keeps what Docusaurus generated. */
  readonly clientOnly?: boolean;
  /** Settings of the browser bundle that go with the rewrite. */
  readonly client?: Omit<BundleConfig, 'module'>;
}

/**
 * The plugin for a `SourceRewrite`: its loaders run on the files before any other loader (`pre`), so they
 * see the source as Docusaurus wrote or installed it, which is what their checks expect.
 */
export function sourceRewritePlugin(context: LoadContext, rewrite: SourceRewrite): Plugin {
  const loaderRules = {
    rules: rewrite.rewrites.map(({ files, loaderFile }) => ({
      test: typeof files === 'string' ? files : [...files],
      enforce: 'pre' as const,
      use: [path.join(context.siteDir, 'plugins', rewrite.name, loaderFile)],
    })),
  };
  return {
    name: rewrite.name,
    configureWebpack(_config, isServer) {
      if (isServer) return rewrite.clientOnly ? {} : { module: loaderRules };
      return { module: loaderRules, ...rewrite.client };
    },
  };
}
