// Loaded with Node's own require (see importPagefind.ts), so this import() is Node's, not jiti's.
module.exports = (specifier) => import(specifier);
