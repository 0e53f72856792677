// prismjs ships types for its main entry only; the core entry exports the same Prism object.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
