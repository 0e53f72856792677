import { memo } from 'react';
import Line from '@theme-original/CodeBlock/Line';
import { sameLineProps } from '@site/src/lib/prism/sameLineProps';

/**
 * The theme's code line, memoised. Right after hydration every code block updates its own state (the
 * word-wrap hook notes whether the code scrolls and whether it sits in a hidden tab), and the block's
 * context hands that to its content, which renders every line and token again with the same props: on
 * a page of HCL, over a thousand components in one task. With the props unchanged, the lines are skipped.
 */
export default memo(Line, sameLineProps);
