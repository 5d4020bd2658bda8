import { Fragment } from 'react';
import { Tooltip } from 'antd';

/**
 * A text cut at `max` characters with an ellipsis, the whole of it on hover. `breakable` lets a
 * long URL wrap after its slashes instead of anywhere in a word.
 */
export function ClippedText({
  text,
  max,
  breakable = false,
}: {
  text: string;
  max: number;
  breakable?: boolean;
}) {
  const shown = text.length <= max ? text : `${text.slice(0, max)}…`;
  const content = breakable ? withBreaks(shown) : shown;
  if (text.length <= max) return <span>{content}</span>;
  return (
    <Tooltip title={text}>
      <span tabIndex={0}>{content}</span>
    </Tooltip>
  );
}

function withBreaks(text: string) {
  return text.split(/(?<=\/)/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
