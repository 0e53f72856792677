import path from 'node:path';
import { transformWithOxc, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const ROOT = import.meta.dirname;
const docusaurus = (pkg: string) => path.join(ROOT, 'node_modules', '@docusaurus', pkg);

// The bundler aliases Docusaurus gives client code, mapped as Docusaurus's own Jest config maps them, so
// tests can import the installed theme and client functions they depend on instead of copies of them.
const CLIENT_EXPORTS =
  /^@docusaurus\/(BrowserOnly|ComponentCreator|constants|ErrorBoundary|ExecutionEnvironment|Head|Interpolate|isInternalUrl|Link|Noop|renderRoutes|router|Translate|use.*)$/;
const DOCUSAURUS_CLIENT_CODE = /[\\/]node_modules[\\/]@docusaurus[\\/].*\.js$/;

/** Docusaurus publishes its client code as `.js` files that contain JSX, as its bundler config expects. */
function docusaurusJsx(): Plugin {
  return {
    name: 'docusaurus-jsx-in-js',
    enforce: 'pre',
    async transform(code, id) {
      if (!DOCUSAURUS_CLIENT_CODE.test(id)) return null;
      const result = await transformWithOxc(code, id, { lang: 'jsx', jsx: { runtime: 'automatic' } });
      return { code: result.code, map: result.map };
    },
  };
}

export default defineConfig({
  plugins: [docusaurusJsx()],
  // The site's own components: @docusaurus/tsconfig leaves JSX to the bundler ("jsx": "preserve").
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: {
    alias: [
      { find: CLIENT_EXPORTS, replacement: `${docusaurus('core')}/lib/client/exports/$1.js` },
      {
        find: /^@generated\/(.*?)(\.json)?$/,
        replacement: `${ROOT}/tests/fixtures/docusaurus-generated/$1.ts`,
      },
      { find: /^@theme(?:-original)?\/(.*)$/, replacement: `${docusaurus('theme-classic')}/lib/theme/$1` },
      { find: /^@site\/(.*)$/, replacement: `${ROOT}/$1` },
    ],
  },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // Through Vite, so the aliases and the JSX transform apply to Docusaurus's packages too.
    server: { deps: { inline: [/@docusaurus\//] } },
  },
});
