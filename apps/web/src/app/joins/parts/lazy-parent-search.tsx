import { lazy, Suspense } from 'react';

const ParentSearch = lazy(() =>
  import('../../../features/parents/components/parent-search').then((m) => ({
    default: m.ParentSearch,
  })),
);

/**
 * The parents area's search for a dialog that opens on demand (the rpa screens' parent picker):
 * it loads when the dialog first shows it.
 */
export function LazyParentSearch(props: { onChoose: (parentId: number) => void }) {
  return (
    <Suspense fallback={null}>
      <ParentSearch {...props} />
    </Suspense>
  );
}
