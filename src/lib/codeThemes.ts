import type { PrismTheme } from 'prism-react-renderer';

/**
 * Code block colours chosen for WCAG AA contrast (4.5:1) on their backgrounds; the stock github and dracula
 * themes fall short for comments, strings and properties.
 */
export const lightCodeTheme: PrismTheme = {
  plain: { color: '#24292f', backgroundColor: '#f6f8fa' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#57606a', fontStyle: 'italic' } },
    { types: ['keyword', 'selector', 'important', 'atrule'], style: { color: '#b31d28' } },
    { types: ['string', 'char', 'attr-value', 'regex', 'url', 'inserted'], style: { color: '#0a3069' } },
    {
      types: ['property', 'attr-name', 'number', 'boolean', 'constant', 'symbol'],
      style: { color: '#0550ae' },
    },
    { types: ['function', 'class-name', 'type'], style: { color: '#6639ba' } },
    { types: ['variable', 'parameter', 'builtin', 'tag'], style: { color: '#953800' } },
    { types: ['deleted'], style: { color: '#82071e' } },
    { types: ['punctuation', 'operator'], style: { color: '#24292f' } },
  ],
};

export const darkCodeTheme: PrismTheme = {
  plain: { color: '#f8f8f2', backgroundColor: '#282a36' },
  styles: [
    { types: ['comment', 'prolog', 'doctype', 'cdata'], style: { color: '#a4aed3', fontStyle: 'italic' } },
    { types: ['keyword', 'selector', 'important', 'atrule', 'variable'], style: { color: '#ff92d0' } },
    { types: ['string', 'char', 'attr-value', 'regex', 'url', 'inserted'], style: { color: '#f1fa8c' } },
    { types: ['property', 'attr-name', 'tag'], style: { color: '#8be9fd' } },
    { types: ['number', 'boolean', 'constant', 'symbol', 'builtin'], style: { color: '#caa9fa' } },
    { types: ['function', 'class-name', 'type', 'parameter'], style: { color: '#50fa7b' } },
    { types: ['deleted'], style: { color: '#ff6e6e' } },
    { types: ['punctuation', 'operator'], style: { color: '#f8f8f2' } },
  ],
};
