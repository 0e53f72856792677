// The ESM build of medium-zoom has the same API as its main entry.
declare module 'medium-zoom/dist/medium-zoom.esm.js' {
  import mediumZoom from 'medium-zoom';
  export default mediumZoom;
}
