import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useCan } from '../../../lib/auth/use-can';
import { BrowserDetails } from '../components/browser-details';
import { BrowserLoader } from '../components/browser-loader';
import { DeleteBrowserButton } from '../components/delete-browser-button';

export function BrowserShowPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canEdit = useCan('browser.edit');
  const canDelete = useCan('browser.delete');
  const toList = () => void navigate('/browser');

  return (
    <BrowserLoader>
      {(browser) => (
        <>
          <PageTitle
            title={t('browsers.titles.show', { name: browser.browser_name })}
            extra={
              <Flex gap="small" wrap>
                <Button icon={<ArrowLeftOutlined />} onClick={toList}>
                  {t('buttons.back')}
                </Button>
                {canEdit && (
                  <Button
                    type="primary"
                    icon={<EditOutlined />}
                    onClick={() => void navigate(`/browser/${browser.id}/edit`)}
                  >
                    {t('buttons.edit')}
                  </Button>
                )}
                {canDelete && <DeleteBrowserButton id={browser.id} onDeleted={toList} />}
              </Flex>
            }
          />
          <Card>
            <BrowserDetails browser={browser} />
          </Card>
        </>
      )}
    </BrowserLoader>
  );
}
