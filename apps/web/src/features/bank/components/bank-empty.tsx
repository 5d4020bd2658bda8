import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { linkTo } from '../../../lib/paths';

/** No bank details yet: adding some is the next step. */
export function BankEmpty({ canCreate }: { canCreate: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Empty description={t('bank.messages.empty')}>
      {canCreate && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => void navigate(linkTo('bank.create'))}
        >
          {t('bank.actions.create_first')}
        </Button>
      )}
    </Empty>
  );
}
