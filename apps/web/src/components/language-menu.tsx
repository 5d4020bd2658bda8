import { GlobalOutlined } from '@ant-design/icons';
import { LANGUAGES } from '@console/contract/constants';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../lib/auth/account-language';
import { currentLanguage } from '../lib/i18n/language';

export function LanguageMenu() {
  const { t } = useTranslation();
  const current = currentLanguage();
  const items = LANGUAGES.map((language) => ({
    key: language,
    label: t(`languages.${language}`),
    disabled: language === current,
  }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        selectedKeys: [current],
        onClick: ({ key }) => void chooseLanguage(key as typeof current),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={`${t('header.language')}: ${t(`languages.${current}`)}`}
      >
        {t(`languages.${current}`)}
      </Button>
    </Dropdown>
  );
}
