import type { CampaignType } from '@console/contract/constants';
import type { FormInstance } from 'antd';
import { useRef } from 'react';
import { issuesOf, type FormValues, type Path } from './campaign-form-values';

/**
 * Checks the form with the contract's rules: `check(false)` shows the refusals of the fields the
 * user has touched and clears the ones now fixed; `check(true)` shows all of them, before a save.
 * True when nothing is refused.
 */
export function useCampaignCheck(form: FormInstance<FormValues>, type: CampaignType) {
  const shown = useRef<string[]>([]);
  return (all: boolean) => {
    const values = form.getFieldsValue(true) as FormValues;
    const issues = issuesOf(type, values);
    const byPath = new Map<string, { path: Path; errors: string[] }>();
    for (const issue of issues) {
      const key = issue.path.join('.');
      if (!all && !form.isFieldTouched(issue.path as never)) continue;
      const entry = byPath.get(key) ?? { path: issue.path, errors: [] };
      entry.errors.push(issue.text);
      byPath.set(key, entry);
    }
    const cleared = shown.current
      .filter((key) => !byPath.has(key))
      .map((key) => ({
        name: key.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) as never,
        errors: [],
      }));
    form.setFields([
      ...cleared,
      ...[...byPath.values()].map((e) => ({ name: e.path as never, errors: e.errors })),
    ]);
    shown.current = [...byPath.keys()];
    return issues.length === 0;
  };
}
