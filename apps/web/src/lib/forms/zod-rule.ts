import type { FormRule } from 'antd';
import type { z } from 'zod';
import { i18n } from '../i18n/i18n';

function paramsOf(issue: z.core.$ZodIssue): Record<string, unknown> {
  if (issue.code === 'too_big') return { max: issue.maximum };
  if (issue.code === 'too_small') return { min: issue.minimum };
  return {};
}

/** An antd rule that checks a field with the contract's zod schema and shows its message key. */
export function zodRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = schema.safeParse(value === null ? undefined : value);
      const issue = result.success ? undefined : result.error.issues[0];
      if (!issue) return;
      const key = i18n.exists(issue.message) ? issue.message : 'validation.invalid';
      throw new Error(i18n.t(key, paramsOf(issue)));
    },
  };
}

/** A field is required when its schema turns down a missing value; antd then marks it with `*`. */
export function isRequired(schema: z.ZodType): boolean {
  return !schema.safeParse(undefined).success;
}
