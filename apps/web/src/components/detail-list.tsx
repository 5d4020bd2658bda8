import { Descriptions, type DescriptionsProps } from 'antd';
import { usePhone } from '../lib/hooks/use-phone';

export type DetailItems = NonNullable<DescriptionsProps['items']>;

interface DetailListProps {
  items: DetailItems;
  /** Label-value pairs per row from 992 px up; one per row below that. */
  wideColumns?: 1 | 2;
}

/**
 * The field list of every detail page. On a phone each label sits over its value across the whole
 * width (a label column beside the value would leave the value a few characters per line); from
 * 768 px the labels form a column of their own, wide enough for a label, no wider.
 */
export function DetailList({ items, wideColumns = 1 }: DetailListProps) {
  const phone = usePhone();
  return (
    <Descriptions
      bordered
      className="console-detail-list"
      layout={phone ? 'vertical' : 'horizontal'}
      size={phone ? 'small' : 'default'}
      column={
        phone ? 1 : { xs: 1, sm: 1, md: 1, lg: wideColumns, xl: wideColumns, xxl: wideColumns }
      }
      items={items}
      styles={phone ? undefined : { label: { width: wideColumns === 1 ? 200 : 180 } }}
    />
  );
}
