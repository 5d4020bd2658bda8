import { Flex, Spin } from 'antd';

export function FullPageSpin({ label }: { label?: string }) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '60vh' }}>
      <Spin size="large" description={label} />
    </Flex>
  );
}
