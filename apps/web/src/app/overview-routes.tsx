import type { RuleGroup } from '@console/contract/schemas/rules';
import { ParentSearch } from '../features/parents/components/parent-search';
import { RuleGroupModal } from '../features/parents/components/rule-group-modal';
import { ApplicationPage } from '../features/overview/pages/application-page';
import { PolicyPage } from '../features/overview/pages/policy-page';
import { WebsitePage } from '../features/overview/pages/website-page';

/**
 * The overview pages with what they borrow from the parents area, joined here (features stay
 * apart): the rule-group form edits a global web list (its parent id only matters for a new
 * group), and staff find a parent on /policy as on /children.
 */
function GlobalGroupEditor(props: { group: RuleGroup; open: boolean; onClose: () => void }) {
  return <RuleGroupModal kind={props.group.kind} parentId={0} {...props} />;
}

export function WebsiteRoute() {
  return <WebsitePage editor={GlobalGroupEditor} />;
}

export { ApplicationPage as ApplicationRoute };

export function PolicyRoute() {
  return <PolicyPage parentSearch={ParentSearch} />;
}
