import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import ScrollableTable from '@site/src/components/ScrollableTable';
import { TOOL_BASELINE, TOOL_BASELINE_CHECKED } from '@site/src/lib/toolBaseline';

/** The tool releases the docs are checked against, with links to each release's notes. */
export default function ToolBaseline(): ReactNode {
  return (
    <ScrollableTable>
      <caption>Releases these docs were checked against on {TOOL_BASELINE_CHECKED}</caption>
      <thead>
        <tr>
          <th scope="col">Tool</th>
          <th scope="col">Release</th>
          <th scope="col">Released</th>
          <th scope="col">Used for</th>
        </tr>
      </thead>
      <tbody>
        {TOOL_BASELINE.map((release) => (
          <tr key={release.tool}>
            <th scope="row">{release.tool}</th>
            <td>
              <Link to={release.notesUrl}>{release.version}</Link>
            </td>
            <td>{release.released}</td>
            <td>{release.usedFor}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
