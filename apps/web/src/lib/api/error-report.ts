import { closeNotice, notifyError } from '../notify';
import type { ApiError } from './api-error';
import { errorText } from './error-text';

interface Report {
  timer: ReturnType<typeof setTimeout> | undefined;
  notice: string | null;
}

const reports = new WeakMap<ApiError, Report>();

/**
 * Reports a failed call in a notice once the caller has had its turn: a form that shows the
 * error under its fields claims it first (`claimReport`), and then no notice shows as well.
 * The caller's handler runs when the rejected call reaches it, after the current task when a
 * mutation awaits something on its way (a refetch); a claim that late closes the notice again.
 */
export function reportLater(error: ApiError): void {
  const report: Report = { timer: undefined, notice: null };
  report.timer = setTimeout(() => {
    report.timer = undefined;
    report.notice = notifyError(errorText(error));
  }, 0);
  reports.set(error, report);
}

/** The caller shows this failure itself: no notice for it (or no longer). */
export function claimReport(error: unknown): void {
  const report = reports.get(error as ApiError);
  if (!report) return;
  reports.delete(error as ApiError);
  if (report.timer !== undefined) clearTimeout(report.timer);
  if (report.notice !== null) closeNotice(report.notice);
}
