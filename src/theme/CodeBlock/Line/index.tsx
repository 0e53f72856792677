import { memo, type ReactNode } from 'react';
import clsx from 'clsx';
import Line from '@theme-original/CodeBlock/Line';
import type { Props } from '@theme/CodeBlock/Line';
import { lineHtml, withoutLoneLineFeed } from '@site/src/lib/prism/lineHtml';
import { sameLineProps } from '@site/src/lib/prism/sameLineProps';

/**
 * A code line whose tokens are markup, not components. The theme renders a component per token, and
 * hydration walks every one: on the longest guide page 1,759 token, 358 line and 358 line-break
 * components of the 3,192 it hydrated. Here a line is one element whose children React takes from the
 * server's HTML as they are. The elements, classes and styles are the theme's (a unit test compares the
 * two); lines with line numbers keep the theme's line. Memoised too: right after hydration each block
 * updates its word-wrap state and renders its lines again with the same props (sameLineProps).
 */
function CodeLine(props: Props): ReactNode {
  const { showLineNumbers, classNames, getLineProps, getTokenProps } = props;
  if (showLineNumbers) return <Line {...props} />;
  const line = withoutLoneLineFeed(props.line);
  const tokens = line.map((token) => getTokenProps({ token }));
  return (
    <div
      {...getLineProps({ line: [...line], className: clsx(classNames) })}
      dangerouslySetInnerHTML={{ __html: lineHtml(tokens) }}
    />
  );
}

export default memo(CodeLine, sameLineProps);
