import { Tooltip } from 'antd';

/** A text cut at `max` characters with an ellipsis, the whole of it on hover. */
export function ClippedText({ text, max }: { text: string; max: number }) {
  if (text.length <= max) return <span>{text}</span>;
  return (
    <Tooltip title={text}>
      <span tabIndex={0}>{`${text.slice(0, max)}…`}</span>
    </Tooltip>
  );
}
