import type { RuleGroup } from '@console/contract/schemas/rules';
import { lazy, Suspense } from 'react';
import { WebsitePage } from '../../features/overview/pages/website-page';

/** The rule-group form (antd's Form, the rules' zod schemas) loads when a group is edited. */
const RuleGroupModal = lazy(() =>
  import('../../features/parents/components/rule-group-modal').then((m) => ({
    default: m.RuleGroupModal,
  })),
);

/**
 * /website with what it borrows from the parents area: the rule-group form edits a global web
 * list (its parent id only matters for a new group).
 */
function GlobalGroupEditor(props: { group: RuleGroup; open: boolean; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <RuleGroupModal kind={props.group.kind} parentId={0} {...props} />
    </Suspense>
  );
}

export default function WebsiteRoute() {
  return <WebsitePage editor={GlobalGroupEditor} />;
}
