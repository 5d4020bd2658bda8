import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { Brand } from './brand';
import { SideMenu } from './side-menu';

/** The side menu on a phone: a drawer over the page, closed once the user picks a screen. */
export default function PhoneMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      closable={false}
      size={240}
      styles={{ body: { padding: 0, background: '#001529' } }}
      title={null}
      aria-label={t('header.side_menu')}
    >
      <nav aria-label={t('header.side_menu')}>
        <Brand short={false} />
        <SideMenu onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
