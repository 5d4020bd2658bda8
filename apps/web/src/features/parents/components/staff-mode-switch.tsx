import type { StaffUser } from '@console/contract/schemas/parents';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';

/** A staff user's settings that take one of two values, each switched from his row. */
type TwoWayMode = 'app_mode' | 'tab_action' | 'notification_mode';

interface StaffModeSwitchProps<F extends TwoWayMode> {
  row: StaffUser;
  field: F;
  /** The value the switch shows as on, then the one it shows as off. */
  modes: readonly [on: StaffUser[F], off: StaffUser[F]];
  disabled?: boolean;
  onChange: (mode: StaffUser[F]) => void;
}

/**
 * One of a staff user's two-way settings as a switch in his row, saved at once: its texts are the
 * modes' names (`parents.<field>s.<mode>`) and its label names the staff user, so a screen reader
 * tells the rows' switches apart.
 */
export function StaffModeSwitch<F extends TwoWayMode>({
  row,
  field,
  modes: [on, off],
  disabled,
  onChange,
}: StaffModeSwitchProps<F>) {
  const { t } = useTranslation();
  return (
    <Switch
      checked={row[field] === on}
      checkedChildren={t(`parents.${field}s.${on}`)}
      unCheckedChildren={t(`parents.${field}s.${off}`)}
      aria-label={t(`parents.fields.${field}_of.label`, { name: row.user_name })}
      disabled={disabled}
      onChange={(checked) => onChange(checked ? on : off)}
    />
  );
}
