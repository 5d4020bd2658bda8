import type { PromotionType } from '@console/contract/pricing';
import {
  PROMOTION_TYPE_FIELDS,
  TYPE_FIELDS,
  type Promotion,
  type TypeField,
} from '@console/contract/schemas/promotions';
import type { PromotionInput } from '../api/create-promotion';

/** What the form holds: every field, the type fields only while their type uses them. */
export interface PromotionFormValues {
  code: string;
  expire: string;
  package: Promotion['package'];
  type: PromotionType;
  min?: number;
  percent?: number;
  money?: string;
  month?: number;
  reward: number;
  reward_type: Promotion['reward_type'];
  status: Promotion['status'];
  note?: string;
  email: string;
}

const withoutTypeFields = <V extends Partial<Record<TypeField, unknown>>>(values: V) =>
  Object.fromEntries(
    Object.entries(values).filter(([key]) => !(TYPE_FIELDS as readonly string[]).includes(key)),
  );

const typeFieldsOf = (type: PromotionType, values: Partial<Record<TypeField, unknown>>) =>
  Object.fromEntries(PROMOTION_TYPE_FIELDS[type].map((field) => [field, values[field]]));

export const NEW_PROMOTION: Partial<PromotionFormValues> = {
  package: 'standard_vnd',
  type: 'percent',
  reward_type: 'percent',
  status: 'run',
};

/** A stored code as the edit form starts: the fields its type does not use stay empty. */
export function formValuesOf(p: Promotion): Partial<PromotionFormValues> {
  return { ...withoutTypeFields(p), ...typeFieldsOf(p.type, p) };
}

/** What is sent: the type fields of the chosen type only, never a hidden field's old value. */
export function inputOf(values: PromotionFormValues): PromotionInput {
  return {
    ...withoutTypeFields(values),
    ...typeFieldsOf(values.type, values),
  } as PromotionInput;
}
