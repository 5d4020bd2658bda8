import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { BankDetails } from '../components/bank-details';
import { BankLoader } from '../components/bank-loader';
import { useBankRights } from '../hooks/use-bank-rights';

export function BankShowPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { canWrite } = useBankRights();

  return (
    <BankLoader>
      {(bank) => (
        <>
          <PageTitle
            title={t('bank.titles.show', { name: bank.user_name })}
            extra={
              <Flex gap="small" wrap>
                <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/bank')}>
                  {t('buttons.back')}
                </Button>
                {canWrite && (
                  <Button
                    type="primary"
                    icon={<EditOutlined />}
                    onClick={() => void navigate(`/bank/${bank.id}/edit`)}
                  >
                    {t('buttons.edit')}
                  </Button>
                )}
              </Flex>
            }
          />
          <Card>
            <BankDetails bank={bank} />
          </Card>
        </>
      )}
    </BankLoader>
  );
}
