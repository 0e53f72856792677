// Stands in for the theme's Prism client module; pages with code import `registerPrism` instead.
export {};
