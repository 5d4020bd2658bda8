import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { ExportButton } from '../../../components/export-button';
import type { ExportFile } from '../../../lib/export/xlsx-export';

interface ReportToolbarProps {
  /** The file's name before the day: `urls` gives `urls-2026-11-26.xlsx`. */
  name: string;
  run: () => Promise<ExportFile>;
  /** The report's answer, once in: a day without rows has nothing to export. */
  rows: number | undefined;
  children?: ReactNode;
}

/** Above each report: what it says about itself, and its export. */
export function ReportToolbar({ name, run, rows, children }: ReportToolbarProps) {
  return (
    <Flex justify="space-between" align="center" gap="small" wrap style={{ marginBottom: 12 }}>
      <div>{children}</div>
      <ExportButton name={name} run={run} disabled={rows === 0} />
    </Flex>
  );
}
