import { Suspense, type ComponentType } from 'react';

/**
 * Places on a page that another feature fills, so a feature shows a part of another's page
 * without importing it (features import no other feature): the page renders `<Slot name=…>`,
 * the app shell (app/) says what fills it. Unfilled, a slot renders nothing.
 */
export interface SlotProps {
  /** The campaign's page, below its details: `campaignId`. */
  'campaigns.show': { campaignId: number };
}
export type SlotName = keyof SlotProps;

const filled = new Map<SlotName, ComponentType<never>[]>();

export function fillSlot<N extends SlotName>(name: N, component: ComponentType<SlotProps[N]>) {
  filled.set(name, [...(filled.get(name) ?? []), component as ComponentType<never>]);
}

export function Slot<N extends SlotName>({ name, ...props }: { name: N } & SlotProps[N]) {
  const parts = (filled.get(name) ?? []) as ComponentType<SlotProps[N]>[];
  return (
    <>
      {parts.map((Part, i) => (
        <Suspense key={i} fallback={null}>
          <Part {...(props as unknown as SlotProps[N])} />
        </Suspense>
      ))}
    </>
  );
}
