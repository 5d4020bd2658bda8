import { Skeleton } from 'antd';

/**
 * What shows while a part of a screen loads: antd's skeleton, its title bar drawn as the first of
 * its lines. antd draws the title as an empty `h3`, a heading with no text for a reader (axe's
 * empty-heading) for as long as the part loads.
 */
export function Placeholder({ rows = 3 }: { rows?: number }) {
  const widths = ['38%', ...Array<string>(rows - 1).fill('100%'), '61%'];
  return (
    <Skeleton
      active
      className="console-placeholder"
      title={false}
      paragraph={{ rows: rows + 1, width: widths }}
    />
  );
}
