// Stands in for modules the site must not ship: the theme's Prism client module (pages with code import
// `registerPrism` instead) and Prism helpers for languages the site does not highlight.
export {};
