import { Empty, Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ClippedText } from './clipped-text';

export interface Bar {
  label: string;
  value: number;
  /** What the bar says about its value: `12 click`, `01:02:05`. */
  text: string;
}

/** Bars of one colour, each as long as its share of the largest; 'No data' when there are none. */
export function ReportBars({ bars, labelMax = 100 }: { bars: Bar[]; labelMax?: number }) {
  const { t } = useTranslation();
  if (bars.length === 0) return <Empty description={t('agents.report.no_data')} />;
  const max = Math.max(...bars.map((bar) => bar.value), 1);
  return (
    <Flex vertical gap="small" role="list">
      {bars.map((bar) => (
        <div key={bar.label} role="listitem" className="report-bar">
          <Flex justify="space-between" gap="small">
            <Typography.Text>
              <ClippedText text={bar.label} max={labelMax} />
            </Typography.Text>
            <Typography.Text strong>{bar.text}</Typography.Text>
          </Flex>
          <Progress
            percent={Math.round((bar.value / max) * 100)}
            showInfo={false}
            status="normal"
            aria-label={`${bar.label}: ${bar.text}`}
          />
        </div>
      ))}
    </Flex>
  );
}
