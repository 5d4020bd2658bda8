import { Flex } from 'antd';
import { ErrorResult } from './error-result';

/** An error screen on its own, outside the console layout. */
export function ErrorPage(props: Parameters<typeof ErrorResult>[0]) {
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <ErrorResult {...props} />
    </Flex>
  );
}
